/**
 * Proving a phone number by SMS (docs/rules.md "SMS and USSD"), over HTTP, with the code read from
 * the simulator: 6 digits, 10 minutes, five tries, limits per number, user and IP, a new number
 * that replaces the old only once proven, and the mark cleared when the number changes.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { phoneCodes } from '../../db/schema/sms';
import { startSmsApp, type SmsTestApp } from './sms.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.sms.reset();
});

let counter = 0;
const freshPhone = () => `+2547${String(Date.now() % 1e4).padStart(4, '0')}${String(counter++).padStart(4, '0')}`;
const person = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.app.ctx.db, { phone: freshPhone(), phoneVerified: false, ...overrides });
const sendCode = (token: string, payload: object = {}, remoteAddress?: string) =>
  t.request({ method: 'POST', url: '/api/auth/phone/send-code', token, payload, ...(remoteAddress ? { remoteAddress } : {}) });
const verify = (token: string, code: string) => t.request({ method: 'POST', url: '/api/auth/phone/verify', token, payload: { code } });
const me = async (token: string) => (await t.request({ method: 'GET', url: '/api/auth/user', token })).json();
async function codeSentTo(phone: string): Promise<string> {
  await t.runJobs();
  return t.sms.codeFor(phone);
}

describe("verifying the account's phone number", () => {
  it("sends a 6-digit code by SMS in the user's language, and the code marks the number verified", async () => {
    const { user, token } = await person({ language: 'sw' });
    expect((await me(token)).phoneVerified).toBe(false);
    const sent = await sendCode(token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ phone: user.phone, isNewPhone: false });
    const code = await codeSentTo(user.phone);
    const [sms] = await t.sms.outbox(user.phone);
    expect(sms.text).toMatch(/^Msimbo wa Okota: \d{6}\. Utaisha baada ya dakika 10\./);
    const verified = await verify(token, code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ phone: user.phone, phoneVerified: true });
    expect((await me(token)).phoneVerified).toBe(true);
    // Used once; a verified number needs no second code.
    expect((await verify(token, code)).json()).toMatchObject({ reason: 'code_expired' });
    expect((await sendCode(token)).statusCode).toBe(409);
  });

  it('allows five tries: wrong codes count down, and after the fifth even the right code is refused', async () => {
    const { user, token } = await person();
    await sendCode(token);
    const code = await codeSentTo(user.phone);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 0; left--) {
      const answer = await verify(token, wrongCode);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ reason: 'code_wrong', attemptsLeft: left, errors: { code: expect.any(String) } });
    }
    expect((await verify(token, code)).json()).toMatchObject({ reason: 'too_many_tries' });
    expect((await me(token)).phoneVerified).toBe(false);
  });

  it('refuses a code after 10 minutes, and an older code once a new one was sent', async () => {
    const { user, token } = await person();
    await sendCode(token);
    const first = await codeSentTo(user.phone);
    await t.sms.reset();
    await sendCode(token);
    const second = await codeSentTo(user.phone);
    if (first !== second) expect((await verify(token, first)).json()).toMatchObject({ reason: 'code_wrong' });
    await t.app.ctx.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.userId, user.id));
    expect((await verify(token, second)).json()).toMatchObject({ reason: 'code_expired' });
    expect((await verify(token, 'abc')).statusCode).toBe(400);
  });

  it('moves the account to a new number only once the code sent there is entered, and needs the password for it', async () => {
    const { user, token } = await person();
    const next = freshPhone();
    expect((await sendCode(token, { phone: next })).json()).toMatchObject({ errors: { password: expect.any(String) } });
    expect((await sendCode(token, { phone: next, password: 'Wrong-pass-1' })).statusCode).toBe(400);
    const sent = await sendCode(token, { phone: `0${next.slice(4)}`, password: DEFAULT_PASSWORD });
    expect(sent.json()).toMatchObject({ phone: next, isNewPhone: true });
    const code = await codeSentTo(next);
    expect(await t.sms.outbox(user.phone)).toEqual([]);
    expect((await me(token)).phone).toBe(user.phone);
    expect((await verify(token, code)).json().user).toMatchObject({ phone: next, phoneVerified: true });
  });

  it('answers a number another account has as a free one (nothing sent to it: docs/decisions/0266), and a changed number loses the mark', async () => {
    const other = await person();
    const { user, token } = await person();
    const free = freshPhone();
    const toFree = await sendCode(token, { phone: free, password: DEFAULT_PASSWORD });
    const toTaken = await sendCode(token, { phone: other.user.phone, password: DEFAULT_PASSWORD });
    expect(toTaken.statusCode).toBe(200);
    expect(Object.keys(toTaken.json())).toEqual(Object.keys(toFree.json()));
    expect(toTaken.json()).toMatchObject({ message: toFree.json().message, phone: other.user.phone, isNewPhone: true });
    await t.runJobs();
    expect(await t.sms.outbox(other.user.phone)).toEqual([]);
    // A guess at the code answers as for a free number, and the account keeps its own number.
    expect((await verify(token, '000000')).json()).toMatchObject({ reason: 'code_wrong' });
    expect((await me(token)).phone).toBe(user.phone);
    await sendCode(token);
    await verify(token, await codeSentTo(user.phone));
    expect((await me(token)).phoneVerified).toBe(true);
    // update-phone moves the number only with the code sent to it (docs/decisions/0230).
    const next = freshPhone();
    const changed = await t.request({ method: 'POST', url: '/api/auth/update-phone', token, payload: { phone: next, password: DEFAULT_PASSWORD } });
    expect(changed.json().user).toMatchObject({ phone: user.phone, phoneVerified: true });
    expect(await me(token)).toMatchObject({ phone: user.phone, phoneVerified: true });
    expect((await verify(token, await codeSentTo(next))).json().user).toMatchObject({ phone: next, phoneVerified: true });
  });

  it('limits codes per number, per user and per IP, with Retry-After', async () => {
    const { user, token } = await person();
    for (let i = 0; i < 3; i++) expect((await sendCode(token, {}, '10.9.0.1')).statusCode).toBe(200);
    const limited = await sendCode(token, {}, '10.9.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await t.runJobs();
    expect(await t.sms.outbox(user.phone)).toHaveLength(3);

    // One IP, many accounts (per-IP limit: 30 an hour).
    let refused = 0;
    for (let i = 0; i < 31; i++) {
      const { token: other } = await person();
      if ((await sendCode(other, {}, '10.9.0.3')).statusCode === 429) refused++;
    }
    expect(refused).toBe(1);
  });

  it('needs a signed-in user', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/phone/send-code', payload: {} })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/auth/phone/verify', payload: { code: '123456' } })).statusCode).toBe(401);
  });

  it("shows the mark in the admin's user list", async () => {
    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const { user, token } = await person();
    await sendCode(token);
    await verify(token, await codeSentTo(user.phone));
    const list = (await t.request({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(user.email)}`, token: admin.token })).json();
    expect(list.users).toEqual(expect.arrayContaining([expect.objectContaining({ id: user.id, phoneVerified: true })]));
  });
});

describe('update-phone: no phone-number oracle (issue 26, docs/decisions/0230)', () => {
  const updatePhone = (token: string, phone: string) =>
    t.request({ method: 'POST', url: '/api/auth/update-phone', token, payload: { phone, password: DEFAULT_PASSWORD } });

  it('a free and a taken number answer the same and read back the same until the code is entered', async () => {
    const owner = await person({ phoneVerified: true });
    const { user, token } = await person({ phoneVerified: true });
    const free = freshPhone();
    const toFree = await updatePhone(token, free);
    const afterFree = await me(token);
    const toTaken = await updatePhone(token, owner.user.phone);
    const afterTaken = await me(token);
    expect([toFree.statusCode, toTaken.statusCode]).toEqual([200, 200]);
    expect(Object.keys(toTaken.json())).toEqual(Object.keys(toFree.json()));
    expect(toTaken.json()).toMatchObject({ message: toFree.json().message, user: toFree.json().user, pendingPhone: owner.user.phone });
    expect(afterFree).toMatchObject({ phone: user.phone, phoneVerified: true });
    expect(afterTaken).toEqual(afterFree);
  });

  it('moves to a free number once its code is entered', async () => {
    const { user, token } = await person({ phoneVerified: true });
    const next = freshPhone();
    await updatePhone(token, next);
    const code = await codeSentTo(next);
    expect(await t.sms.outbox(user.phone)).toEqual([]);
    expect((await me(token)).phone).toBe(user.phone);
    const verified = await verify(token, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await me(token)).toMatchObject({ phone: next, phoneVerified: true });
  });

  it('never moves to a taken number and sends it nothing at all, not even a notice (docs/decisions/0266)', async () => {
    const owner = await person({ phoneVerified: true });
    const { user, token } = await person({ phoneVerified: true });
    for (let i = 0; i < 2; i++) expect((await updatePhone(token, owner.user.phone)).statusCode).toBe(200);
    await t.runJobs();
    expect(await t.sms.outbox(owner.user.phone)).toEqual([]);
    expect((await verify(token, '000000')).json()).toMatchObject({ reason: 'code_wrong' });
    expect(await me(token)).toMatchObject({ phone: user.phone, phoneVerified: true });
  });
});
