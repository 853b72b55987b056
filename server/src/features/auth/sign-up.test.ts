import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES as M } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createUser } from '../../../test/factories';
import { emailOtps, siteAnalytics, smsMessages, users } from '../../db/schema';
import { codeIn, nextIp, post, signUpData } from './auth.test-support';

describe('sign-up with an e-mailed code, through a real SMTP server', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Sends a code for this sign-up data and returns it as read from the received e-mail. */
  async function requestCode(data: ReturnType<typeof signUpData>, ip = nextIp(), extra: Record<string, unknown> = {}) {
    const res = await post(t, '/api/auth/send-otp', { email: data.email, firstName: data.firstName, ...extra }, { ip });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor(data.email);
    return { mail, code: codeIn(mail.subject)! };
  }

  const verify = (data: ReturnType<typeof signUpData>, otp: string, ip = nextIp(), extra: Record<string, unknown> = {}) =>
    post(t, '/api/auth/verify-otp', { email: data.email, otp, registrationData: data, ...extra }, { ip });

  const usersWithEmail = (email: string) => t.app.ctx.db.select().from(users).where(eq(users.email, email));

  it('e-mails a 6-digit code (subject and body) and creates the account from it', async () => {
    const data = signUpData({ email: `Mixed.Case-${Date.now()}@Example.com`, phone: '0712 000 111' });
    const email = data.email.toLowerCase();
    const [before] = await t.app.ctx.db.select().from(siteAnalytics);
    const ip = nextIp();
    const { mail, code } = await requestCode({ ...data, email }, ip);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);
    // Nobody has proved the address yet: the e-mail carries nothing the requester typed.
    expect(mail.text).not.toContain('Amina');
    expect(mail.html).not.toContain('Amina');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('10 minutes');

    const res = await verify(data, code, ip);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({ email, firstName: 'Amina', lastName: 'Wanjiru', phone: '+254712000111', role: 'claimer', emailVerified: true });
    expect(JSON.stringify(body)).not.toMatch(/password/i);

    const me = await t.request({ method: 'GET', url: '/api/auth/user', token: body.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);
    expect(me.body).not.toMatch(/password/i);

    const [row] = await usersWithEmail(email);
    expect(row.termsAccepted && row.privacyPolicyAccepted).toBe(true);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.privacyPolicyAcceptedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    const [after] = await t.app.ctx.db.select().from(siteAnalytics);
    expect(after.newRegistrations).toBe((before?.newRegistrations ?? 0) + 1);
  });

  it('a code works once', async () => {
    const data = signUpData();
    const { code } = await requestCode(data);
    expect((await verify(data, code)).statusCode).toBe(201);
    const again = await verify({ ...data, phone: signUpData().phone }, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.otpExpired);
  });

  it('writes the code in Kiswahili when asked, by hint or by Accept-Language, and remembers the language', async () => {
    const data = signUpData();
    const { mail } = await requestCode(data, nextIp(), { language: 'sw' });
    expect(mail.subject).toMatch(/^Msimbo wako wa uthibitisho wa Okota ni \d{6}$/);
    expect(mail.text).toContain('dakika 10');

    const other = signUpData();
    const res = await post(t, '/api/auth/send-otp', { email: other.email }, { headers: { 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.5' } });
    expect(res.statusCode).toBe(200);
    const swMail = await smtp.waitFor(other.email);
    expect(swMail.subject).toContain('Msimbo wako');
    const created = await verify(other, codeIn(swMail.subject)!, nextIp(), { language: 'sw' });
    expect(created.json().user.language).toBe('sw');
  });

  it('refuses a wrong code, and the right one still works after it', async () => {
    const data = signUpData();
    const { code } = await requestCode(data);
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await verify(data, wrong);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: M.otpInvalid, errors: { otp: M.otpInvalid } });
    expect(await usersWithEmail(data.email)).toHaveLength(0);
    expect((await verify(data, code)).statusCode).toBe(201);
  });

  it('refuses an expired code', async () => {
    const data = signUpData();
    const { code } = await requestCode(data);
    await t.app.ctx.db
      .update(emailOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailOtps.email, data.email));
    const res = await verify(data, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.otpExpired);
    expect(await usersWithEmail(data.email)).toHaveLength(0);
  });

  it('burns the code after 5 wrong tries: even the right one is refused then', async () => {
    const data = signUpData();
    const { code } = await requestCode(data);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await verify(data, wrong)).json().message);
    expect(answers).toEqual([M.otpInvalid, M.otpInvalid, M.otpInvalid, M.otpInvalid, M.otpBurned]);
    const right = await verify(data, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(M.otpBurned);

    const fresh = await requestCode(data);
    expect((await verify(data, fresh.code)).statusCode).toBe(201);
  });

  it('counts at most 5 tries when wrong codes arrive at once: each try is taken before the comparison (codes/check-sent-code.ts)', async () => {
    const data = signUpData();
    const { code } = await requestCode(data);
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(data, wrong)));
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    const [row] = await t.app.ctx.db.select().from(emailOtps).where(eq(emailOtps.email, data.email.toLowerCase()));
    expect(row!.attempts).toBe(5);
  });

  it('a new code replaces the previous one', async () => {
    const data = signUpData();
    const first = await requestCode(data);
    smtp.messages.length = 0;
    const second = await requestCode(data);
    if (first.code !== second.code) expect((await verify(data, first.code)).json().message).toBe(M.otpInvalid);
    expect((await verify(data, second.code)).statusCode).toBe(201);
  });

  it('refuses a registration whose e-mail differs from the one the code went to', async () => {
    const data = signUpData();
    const { code } = await requestCode(data);
    const res = await post(t, '/api/auth/verify-otp', { email: data.email, otp: code, registrationData: { ...data, email: 'someone-else@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.otpEmailMismatch);
  });

  it('answers a taken e-mail exactly like a free one, and writes to its owner instead of sending a code', async () => {
    const { user } = await createUser(t.app.ctx.db, { language: 'sw' });
    const fresh = await post(t, '/api/auth/send-otp', { email: signUpData().email });
    const taken = await post(t, '/api/auth/send-otp', { email: user.email.toUpperCase(), firstName: 'Win a prize at evil dot example' });
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort());

    const notice = await smtp.waitFor(user.email);
    expect(notice.subject).toBe('Mtu amejaribu kufungua akaunti ya Okota kwa taarifa zako');
    expect(notice.text).toContain(`${t.config.publicUrl}/auth`);
    expect(notice.text).toContain(`${t.config.publicUrl}/forgot-password`);
    expect(codeIn(`${notice.subject} ${notice.text}`)).toBeUndefined();
    expect(notice.text).not.toMatch(/prize|evil/i);
    expect(await t.app.ctx.db.select().from(emailOtps).where(eq(emailOtps.email, user.email))).toHaveLength(0);

    // An account created after its code was sent: the caller proved the address, so saying so tells nothing.
    const data = signUpData();
    const { code } = await requestCode(data);
    await createUser(t.app.ctx.db, { email: data.email });
    const late = await verify(data, code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.emailTaken);
  });

  it('writes at most 3 such notices a day to one account, and none to a suspended one, answering the same', async () => {
    const { user } = await createUser(t.app.ctx.db);
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/auth/send-otp', { email: user.email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(3);

    const suspended = await createUser(t.app.ctx.db);
    await t.app.ctx.db.update(users).set({ suspended: true }).where(eq(users.id, suspended.user.id));
    expect((await post(t, '/api/auth/send-otp', { email: suspended.user.email })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(suspended.user.email))).toHaveLength(0);
  });

  it('answers a number already in use as it answers a free one: the account holds it as pending, never texted, until proven', async () => {
    const { user: owner } = await createUser(t.app.ctx.db, { phone: '+254722334455', firstName: 'Otieno' });
    const data = signUpData({ phone: '0722 334 455' });
    const { code } = await requestCode(data, nextIp(), { phone: '0722 334 455' });
    const free = signUpData({ phone: '0722 334 466' });
    const freeCode = (await requestCode(free)).code;

    // The same status and the same shape as a free number's sign-up (decisions 0150, 0276).
    const taken = await verify(data, code);
    const untaken = await verify(free, freeCode);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(untaken.statusCode, untaken.body).toBe(201);
    const shape = (body: { user: Record<string, unknown> }) => Object.keys(body.user).sort();
    expect(shape(taken.json())).toEqual(shape(untaken.json()));
    expect(taken.json().user).toMatchObject({ phone: '+254722334455', phoneVerified: false });
    expect(untaken.json().user).toMatchObject({ phone: '+254722334466', phoneVerified: false });
    expect(taken.body).not.toContain(owner.email);
    expect(taken.body).not.toContain('Otieno');
    expect(taken.body).not.toContain(M.phoneTaken);

    // Kept as pending: the owner's account and number are untouched, the new one holds none yet.
    const [made] = await usersWithEmail(data.email);
    expect(made).toMatchObject({ phone: null, pendingPhone: '+254722334455', phoneVerified: false });
    const [ownerRow] = await t.app.ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(ownerRow).toMatchObject({ phone: '+254722334455', phoneVerified: true });

    // The number's owner hears of it, in our words.
    const notice = await smtp.waitFor(owner.email);
    expect(notice.subject).toBe('Someone tried to create an Okota account with your details');
    expect(notice.text).toContain('phone number of your account');
    expect(notice.text).not.toContain(data.email);

    // Proving it answers as for any number, but no code reaches the number: its holder is not the typist.
    const token = taken.json().token as string;
    const sent = await post(t, '/api/auth/phone/send-code', {}, { token });
    expect(sent.statusCode, sent.body).toBe(200);
    const texts = await t.app.ctx.db.select().from(smsMessages).where(eq(smsMessages.phone, '+254722334455'));
    expect(texts.filter((sms) => sms.kind === 'code')).toHaveLength(0);

    // A number of their own, proven, becomes the account's.
    const moved = await post(t, '/api/auth/update-phone', { phone: '0799 123 456', password: data.password }, { token });
    expect(moved.statusCode, moved.body).toBe(200);
    const [codeSms] = await t.app.ctx.db.select().from(smsMessages).where(eq(smsMessages.phone, '+254799123456'));
    const proven = await post(t, '/api/auth/phone/verify', { code: codeSms.text.match(/\d{6}/)![0] }, { token });
    expect(proven.statusCode, proven.body).toBe(200);
    const [after] = await usersWithEmail(data.email);
    expect(after).toMatchObject({ phone: '+254799123456', pendingPhone: null, phoneVerified: true });
  });

  it("applies every registration rule with the spec's message and creates nothing", async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: '' }, 'registrationData.firstName', M.firstNameRequired],
      [{ firstName: 'A' }, 'registrationData.firstName', M.nameLength],
      [{ firstName: 'A'.repeat(51) }, 'registrationData.firstName', M.nameLength],
      [{ firstName: 'J4ne' }, 'registrationData.firstName', M.nameLetters],
      [{ lastName: '' }, 'registrationData.lastName', M.lastNameRequired],
      [{ lastName: "O'Neil" }, 'registrationData.lastName', M.nameLetters],
      [{ email: 'not-an-email' }, 'registrationData.email', M.emailInvalid],
      [{ email: `${'a'.repeat(95)}@example.com` }, 'registrationData.email', M.emailTooLong],
      [{ phone: '' }, 'registrationData.phone', M.phoneRequired],
      [{ phone: '0812345678' }, 'registrationData.phone', M.phoneSafaricom],
      [{ phone: '07123' }, 'registrationData.phone', M.phoneSafaricom],
      [{ password: 'Sh0rt' }, 'registrationData.password', M.passwordMin8],
      [{ password: 'alllowercase1' }, 'registrationData.password', M.passwordComplexity],
      [{ password: 'NoDigitsHere' }, 'registrationData.password', M.passwordComplexity],
      [{ password: `Aa1${'x'.repeat(98)}` }, 'registrationData.password', M.passwordMax],
      [{ acceptTerms: false }, 'registrationData.acceptTerms', M.termsRequired],
    ];
    for (const [override, field, message] of cases) {
      const data = signUpData(override);
      const res = await post(t, '/api/auth/verify-otp', { email: signUpData().email, otp: '123456', registrationData: data });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(override)).toBe(message);
    }
    const badOtp = await post(t, '/api/auth/verify-otp', { email: 'a@example.com', otp: '12345', registrationData: signUpData() });
    expect(badOtp.json()).toMatchObject({ message: M.otpFormat, errors: { otp: M.otpFormat } });
    const count = await t.app.ctx.db.select({ id: users.id }).from(users).where(eq(users.firstName, 'J4ne'));
    expect(count).toHaveLength(0);
  });

  it('direct registration creates an unverified (pending) claimer, with the same rules', async () => {
    const data = signUpData();
    const res = await post(t, '/api/auth/register', data);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user).toMatchObject({ email: data.email, role: 'claimer', emailVerified: false });
    expect(res.body).not.toMatch(/password/i);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', token: res.json().token });
    expect(me.statusCode).toBe(200);

    expect((await post(t, '/api/auth/register', { ...data, phone: signUpData().phone })).statusCode).toBe(409);
    const weak = await post(t, '/api/auth/register', signUpData({ password: 'weakpass' }));
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(M.passwordComplexity);
  });

  it('a production server offers no direct registration: it would tell which addresses are taken', async () => {
    const data = signUpData();
    const ctx = { ...t.app.ctx, config: { ...t.app.ctx.config, isProduction: true } };
    const { registerDirectly } = await import('./register-directly');
    await expect(registerDirectly({ ctx, data: { ...data, acceptTerms: true }, language: 'en', ip: nextIp() })).rejects.toMatchObject({ statusCode: 404 });
    expect(await usersWithEmail(data.email)).toHaveLength(0);
  });
});
