/**
 * Phone-first accounts (docs/rules.md "Accounts by phone"; docs/decisions/0230), over HTTP, with
 * every SMS read from the Africa's Talking simulator: sign-up by SMS code, sign-in by number in any
 * spelling, forgot-password by SMS code, and no answer that tells whether a number is taken.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES as M } from '@okota/shared';
import { createCompletedPayment, createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { phoneOtps, users } from '../../db/schema';
import { startSmsApp, type SmsTestApp } from '../sms/sms.test-support';
import { nextIp, post } from './auth.test-support';
import { RESET_CODE_SENT } from './password.routes';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.sms.reset();
});

let counter = 0;
/** A fresh number as a person types it ('07…') and as it is stored ('+2547…'). */
function freshNumber() {
  const digits = `7${String(Date.now() % 1e4).padStart(4, '0')}${String(counter++ % 1e4).padStart(4, '0')}`;
  return { typed: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`, stored: `+254${digits}`, digits };
}
const sendOtp = (payload: object, ip = nextIp()) => post(t, '/api/auth/send-otp', payload, { ip });
const verifyOtp = (payload: object, ip = nextIp()) => post(t, '/api/auth/verify-otp', payload, { ip });
const login = (payload: object, ip = nextIp()) => post(t, '/api/auth/login', payload, { ip });
async function codeSentTo(phone: string): Promise<string> {
  await t.runJobs();
  return t.sms.codeFor(phone);
}
const accountsWith = (phone: string) => t.app.ctx.db.select().from(users).where(eq(users.phone, phone));
const NEW_PASSWORD = 'N3wPassword';
const registration = { password: 'Str0ngPass', acceptTerms: true };

describe('sign-up by phone', () => {
  it('sends a 6-digit code by SMS and creates a verified-phone account without an e-mail address', async () => {
    const number = freshNumber();
    const sent = await sendOtp({ phone: number.typed, firstName: 'Achieng' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ message: 'Verification code sent', expiresInSeconds: 600 });
    const code = await codeSentTo(number.stored);
    const [sms] = await t.sms.outbox(number.stored);
    // Our words and the code only: the name typed with the number is not sent to it.
    expect(sms.text).toMatch(/^Okota code: \d{6}\. It expires in 10 minutes\./);
    expect(sms.text).not.toContain('Achieng');

    const created = await verifyOtp({ phone: `254${number.digits}`, otp: code, registrationData: registration });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user).toMatchObject({
      email: null,
      firstName: 'Achieng',
      lastName: '',
      phone: number.stored,
      phoneVerified: true,
      emailVerified: false,
      role: 'claimer',
    });
    expect(created.body).not.toMatch(/password/i);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', token: created.json().token });
    expect(me.json()).toMatchObject({ email: null, phoneVerified: true });
    // The code is used up.
    expect((await verifyOtp({ phone: number.typed, otp: code, registrationData: registration })).json().message).toBe(M.otpExpired);
  });

  it('takes an optional e-mail address (unverified) and last name, and refuses what the path does not allow', async () => {
    const number = freshNumber();
    await sendOtp({ phone: number.typed, firstName: 'Kamau' });
    const code = await codeSentTo(number.stored);
    const email = `kamau-${counter}-${Date.now()}@example.com`;
    const noTerms = await verifyOtp({ phone: number.typed, otp: code, registrationData: { password: 'Str0ngPass' } });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().errors['registrationData.acceptTerms']).toBe(M.termsRequired);
    // The number is proved: any 8 characters but the passwords guessed first (docs/decisions/0266).
    const guessed = await verifyOtp({ phone: number.typed, otp: code, registrationData: { ...registration, password: 'Password1' } });
    expect(guessed.json().errors['registrationData.password']).toBe(M.passwordCommon);
    const short = await verifyOtp({ phone: number.typed, otp: code, registrationData: { ...registration, password: 'mbuzi' } });
    expect(short.json().errors['registrationData.password']).toBe(M.passwordMin8);

    const created = await verifyOtp({
      phone: number.typed,
      otp: code,
      registrationData: { ...registration, password: 'mbuzi wa kamau', email: email.toUpperCase(), lastName: 'Mwangi' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user).toMatchObject({ email, lastName: 'Mwangi', emailVerified: false, phoneVerified: true });
    // The address signs in too, with the plain lowercase password the phone path allowed.
    expect((await login({ email, password: 'mbuzi wa kamau' })).statusCode).toBe(200);
  });

  it("refuses a bad number or name with the field's message, and sends nothing", async () => {
    const bad = await sendOtp({ phone: '0812345678', firstName: 'Achieng' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.phone).toBe(M.phoneSafaricom);
    const noName = await sendOtp({ phone: freshNumber().typed });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors.firstName).toBe(M.firstNameRequired);
    expect((await sendOtp({ phone: freshNumber().typed, firstName: 'J4ne' })).json().errors.firstName).toBe(M.nameLetters);
  });

  it('counts wrong codes: five burn it, and an expired code is refused', async () => {
    const number = freshNumber();
    await sendOtp({ phone: number.typed, firstName: 'Wafula' });
    const code = await codeSentTo(number.stored);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect((await verifyOtp({ phone: number.typed, otp: wrong, registrationData: registration })).json().message).toBe(M.otpInvalid);
    }
    expect((await verifyOtp({ phone: number.typed, otp: wrong, registrationData: registration })).json().message).toBe(M.otpBurned);
    const burned = await verifyOtp({ phone: number.typed, otp: code, registrationData: registration });
    expect(burned.statusCode).toBe(400);
    expect(burned.json().message).toBe(M.otpBurned);
    expect(await accountsWith(number.stored)).toHaveLength(0);

    await sendOtp({ phone: number.typed, firstName: 'Wafula' });
    await t.sms.reset();
    const fresh = await codeSentTo(number.stored);
    await t.app.ctx.db
      .update(phoneOtps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneOtps.phone, number.stored));
    expect((await verifyOtp({ phone: number.typed, otp: fresh, registrationData: registration })).json().message).toBe(M.otpExpired);
  });

  it('limits codes per number (any spelling) and per IP, with Retry-After', async () => {
    const number = freshNumber();
    const spellings = [number.typed, number.stored, `254${number.digits}`, number.digits, number.typed];
    for (const phone of spellings) expect((await sendOtp({ phone, firstName: 'Otieno' })).statusCode).toBe(200);
    const limited = await sendOtp({ phone: number.typed, firstName: 'Otieno' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const ip = nextIp();
    let refused = 0;
    for (let i = 0; i < 31; i++) if ((await sendOtp({ phone: freshNumber().typed, firstName: 'Otieno' }, ip)).statusCode === 429) refused += 1;
    expect(refused).toBe(1);
  });

  it('never says a number is taken: the same answer, the owner told by SMS, and a guess fails as for a free number', async () => {
    const owner = await createUser(t.app.ctx.db, { phone: freshNumber().stored });
    const free = await sendOtp({ phone: freshNumber().typed, firstName: 'Njeri' });
    const taken = await sendOtp({ phone: owner.user.phone, firstName: 'Njeri' });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(free.body);
    await t.runJobs();
    const received = await t.sms.outbox(owner.user.phone);
    expect(received).toHaveLength(1);
    expect(received[0].text).toMatch(/^Okota: someone tried/);
    expect(received[0].text).not.toMatch(/\b\d{6}\b/);
    expect(received[0].text).not.toContain('Njeri');
    const guess = await verifyOtp({ phone: owner.user.phone, otp: '123456', registrationData: registration });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(M.otpInvalid);
    expect(await accountsWith(owner.user.phone)).toHaveLength(1);
  });
});

describe('an account without an e-mail address', () => {
  it('is active for admins, exports and closes like any other', async () => {
    const number = freshNumber();
    await sendOtp({ phone: number.typed, firstName: 'Chebet' });
    const created = await verifyOtp({ phone: number.typed, otp: await codeSentTo(number.stored), registrationData: registration });
    const { token, user } = created.json();
    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const listed = await t.request({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(number.typed)}`, token: admin.token });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().users.find((u: { id: string }) => u.id === user.id)).toMatchObject({ email: null, status: 'active' });

    const exported = await t.request({ method: 'GET', url: '/api/me/export', token });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().account).toMatchObject({ email: null, phone: number.stored });

    const closed = await t.request({ method: 'DELETE', url: '/api/me', token, payload: { password: registration.password } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await login({ phone: number.typed, password: registration.password })).statusCode).toBe(401);
  });
});

describe('a finder without an e-mail address', () => {
  it("shows the paid owner the finder's number and no address, and lists the item", async () => {
    const db = t.app.ctx.db;
    const { finder, claimer, item } = await createCompletedPayment(db);
    await db.update(users).set({ email: null }).where(eq(users.id, finder.user.id));
    const page = await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: claimer.token });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().finderPhone).toBe(finder.user.phone);
    expect(page.json()).not.toHaveProperty('finderEmail');
    expect((await t.request({ method: 'GET', url: '/api/items?limit=5' })).statusCode).toBe(200);
  });
});

describe('sign-in by phone', () => {
  it('takes the number in any Kenyan spelling, with one generic answer for a wrong pair', async () => {
    const number = freshNumber();
    await createUser(t.app.ctx.db, { phone: number.stored });
    for (const phone of [number.typed, number.stored, `254${number.digits}`, number.digits]) {
      const res = await login({ phone, password: DEFAULT_PASSWORD });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(200);
      expect(res.json().user.phone).toBe(number.stored);
    }
    const wrongPassword = await login({ phone: number.typed, password: 'Wrong-Passw0rd' });
    const unknown = await login({ phone: freshNumber().typed, password: 'Wrong-Passw0rd' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrongPassword.body);
    expect(wrongPassword.json().message).toBe(M.invalidPhoneCredentials);
  });

  it('limits tries per number across spellings', async () => {
    const number = freshNumber();
    await createUser(t.app.ctx.db, { phone: number.stored });
    const spellings = [number.typed, number.stored, `254${number.digits}`, number.digits];
    for (let i = 0; i < 10; i++) expect((await login({ phone: spellings[i % 4], password: 'Wrong-Passw0rd' })).statusCode).toBe(401);
    const limited = await login({ phone: number.stored, password: DEFAULT_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('forgot-password by SMS code', () => {
  const forgot = (phone: string, ip = nextIp()) => post(t, '/api/auth/forgot-password', { phone }, { ip });
  const reset = (payload: object, ip = nextIp()) => post(t, '/api/auth/reset-password', payload, { ip });

  it("sends a code to the account's number; the code sets the password once and ends every session", async () => {
    const number = freshNumber();
    const { token } = await createUser(t.app.ctx.db, { phone: number.stored, language: 'sw' });
    const asked = await forgot(number.typed);
    expect(asked.json()).toEqual({ message: RESET_CODE_SENT });
    const code = await codeSentTo(number.stored);
    const [sms] = await t.sms.outbox(number.stored);
    expect(sms.text).toMatch(/Okota: \d{6}\. (Itaisha|Utaisha) baada ya dakika 10/);

    const wrong = await reset({ phone: number.typed, code: code === '000000' ? '111111' : '000000', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toBe(M.otpInvalid);
    const weak = await reset({ phone: number.typed, code, newPassword: 'short' });
    expect(weak.json().message).toBe(M.passwordTooShort);
    expect((await reset({ phone: number.typed, code, newPassword: '12345678' })).json().message).toBe(M.passwordCommon);

    const done = await reset({ phone: `254${number.digits}`, code, newPassword: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(401);
    expect((await login({ phone: number.typed, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect((await login({ phone: number.typed, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await reset({ phone: number.typed, code, newPassword: 'An0therPass' })).json().message).toBe(M.otpExpired);
  });

  it('answers an unknown number the same, sends it nothing, and a guess fails as for a real one', async () => {
    const number = freshNumber();
    const asked = await forgot(number.typed);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_CODE_SENT });
    await t.runJobs();
    expect(await t.sms.outbox(number.stored)).toEqual([]);
    const guess = await reset({ phone: number.typed, code: '123456', newPassword: NEW_PASSWORD });
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe(M.otpInvalid);
  });

  it('limits requests per number, with Retry-After; five wrong codes burn it', async () => {
    const number = freshNumber();
    await createUser(t.app.ctx.db, { phone: number.stored });
    for (let i = 0; i < 3; i++) expect((await forgot(number.typed)).statusCode).toBe(200);
    const limited = await forgot(number.stored);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    await t.runJobs();
    const code = await t.sms.codeFor(number.stored);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await reset({ phone: number.typed, code: wrong, newPassword: NEW_PASSWORD });
    expect((await reset({ phone: number.typed, code, newPassword: NEW_PASSWORD })).json().message).toBe(M.otpBurned);
  });
});
