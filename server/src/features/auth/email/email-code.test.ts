/**
 * An account's e-mail address proved by its own code (issue 25, docs/decisions/0230), over HTTP
 * with the development outbox: sent at once after phone sign-up, or on request; a new address
 * becomes the account's only once verified; a taken address is never revealed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES as M } from '@okota/shared';
import { createUser, DEFAULT_PASSWORD } from '../../../../test/factories';
import { emailOtps, users } from '../../../db/schema';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { codeIn, nextIp, post, uniquePhone } from '../auth.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.sms.reset();
});

let counter = 0;
const freshEmail = () => `kamau-${Date.now()}-${counter++}@example.com`;
const mailsTo = (to: string) => t.app.ctx.mail.outbox().filter((mail) => mail.to === to);
const codeMailedTo = (to: string) => codeIn(mailsTo(to)[0]?.subject ?? '');
const sendCode = (token: string, payload: object = {}, ip = nextIp()) => post(t, '/api/auth/email/send-code', payload, { token, ip });
const verify = (token: string, code: string, ip = nextIp()) => post(t, '/api/auth/email/verify', { code }, { token, ip });
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/user', token })).json();
const unverified = (email: string | null = freshEmail()) => createUser(t.app.ctx.db, { email, emailVerified: false });
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the e-mail address proved by its own code', () => {
  it('is sent right after phone sign-up with an address, and verifying it marks the address verified', async () => {
    const phone = uniquePhone();
    const stored = `+254${phone.slice(1)}`;
    expect((await post(t, '/api/auth/send-otp', { phone, firstName: 'Kamau' })).statusCode).toBe(200);
    await t.app.ctx.jobs.runDueJobs();
    const otp = await t.sms.codeFor(stored);
    const email = freshEmail();
    const created = await post(t, '/api/auth/verify-otp', { phone, otp, registrationData: { password: 'Str0ngPass', acceptTerms: true, email } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().user).toMatchObject({ email, emailVerified: false, phoneVerified: true });

    const code = codeMailedTo(email);
    expect(code).toMatch(/^\d{6}$/);
    const token = created.json().token as string;
    const wrong = await verify(token, wrongCode(code!));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: M.otpInvalid });
    const done = await verify(token, code!);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user).toMatchObject({ email, emailVerified: true });
    expect(await me(token)).toMatchObject({ email, emailVerified: true });
    // Used once.
    expect((await verify(token, code!)).json().errors).toEqual({ code: M.otpExpired });
  });

  it("sends on request to the account's unverified address; a verified one answers 409", async () => {
    const { user, token } = await unverified();
    const sent = await sendCode(token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Code sent by e-mail', email: user.email, isNewEmail: false });
    expect((await verify(token, codeMailedTo(user.email)!)).json().user.emailVerified).toBe(true);

    const proved = await createUser(t.app.ctx.db);
    const again = await sendCode(proved.token);
    expect(again.statusCode).toBe(409);
    expect(await sendCode(proved.token, {}, nextIp())).toMatchObject({ statusCode: 409 });
  });

  it('moves the account to a new address only once its code is entered', async () => {
    const { user, token } = await unverified(null);
    expect((await sendCode(token)).statusCode).toBe(400);
    const email = freshEmail();
    const sent = await sendCode(token, { email: email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ email, isNewEmail: true });
    expect(await me(token)).toMatchObject({ email: null, emailVerified: false });
    const done = await verify(token, codeMailedTo(email)!);
    expect(done.json().user).toMatchObject({ email, emailVerified: true });
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email, emailVerified: true });
  });

  it('asks the password to replace a verified address', async () => {
    const { token } = await createUser(t.app.ctx.db);
    const email = freshEmail();
    const bare = await sendCode(token, { email });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toHaveProperty('password');
    expect((await sendCode(token, { email, password: 'wrong-one' })).statusCode).toBe(400);
    expect(mailsTo(email)).toHaveLength(0);
    expect((await sendCode(token, { email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('never reveals a taken address: the same answer, no code, its owner told', async () => {
    const owner = await createUser(t.app.ctx.db);
    const { user, token } = await unverified(null);
    const sent = await sendCode(token, { email: owner.user.email });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: 'Code sent by e-mail', email: owner.user.email, isNewEmail: true });
    const mails = mailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(codeIn(mails[0].subject)).toBeUndefined();
    // A guess answers as a wrong code would, and the account keeps no address.
    const guess = await verify(token, '123456');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().errors).toEqual({ code: M.otpInvalid });
    expect(await me(token)).toMatchObject({ email: null });
    const [row] = await t.app.ctx.db.select().from(emailOtps).where(eq(emailOtps.userId, user.id));
    expect(row.email).toBe(owner.user.email);
  });

  it('burns the code after five wrong tries, and limits sending like the sign-up code', async () => {
    const { user, token } = await unverified();
    await sendCode(token);
    const code = codeMailedTo(user.email)!;
    for (let i = 0; i < 4; i += 1) expect((await verify(token, wrongCode(code))).json().errors).toEqual({ code: M.otpInvalid });
    expect((await verify(token, wrongCode(code))).json().errors).toEqual({ code: M.otpBurned });
    expect((await verify(token, code)).json().errors).toEqual({ code: M.otpBurned });

    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await sendCode(token)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("never lets one account's code verify another's", async () => {
    const a = await unverified();
    const b = await unverified(null);
    await sendCode(a.token);
    const code = codeMailedTo(a.user.email)!;
    expect((await verify(b.token, code)).json().errors).toEqual({ code: M.otpExpired });
    expect((await verify(a.token, code)).statusCode).toBe(200);
  });

  it('forgets a pending address when the account is closed', async () => {
    const { user, token } = await unverified(null);
    expect((await sendCode(token, { email: freshEmail() })).statusCode).toBe(200);
    const closed = await t.request({ method: 'DELETE', url: '/api/me', token, payload: { password: DEFAULT_PASSWORD } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await t.app.ctx.db.select().from(emailOtps).where(eq(emailOtps.userId, user.id))).toEqual([]);
  });

  it('needs a session and a six-digit code', async () => {
    expect((await post(t, '/api/auth/email/send-code', {})).statusCode).toBe(401);
    expect((await post(t, '/api/auth/email/verify', { code: '123456' })).statusCode).toBe(401);
    const { token } = await unverified();
    expect((await verify(token, '12ab')).statusCode).toBe(400);
    expect((await sendCode(token, { email: 'not-an-address' })).statusCode).toBe(400);
  });
});
