import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES as M } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { passwordResetTokens, users } from '../../db/schema';
import { post } from './auth.test-support';

describe('password recovery by e-mailed link, through a real SMTP server', () => {
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

  async function requestLink(email: string): Promise<string> {
    const res = await post(t, '/api/auth/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor(email);
    const link = /http:\/\/127\.0\.0\.1:5000\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(link![0]);
    smtp.messages.length = 0;
    return link![1];
  }

  const reset = (token: string, newPassword: string) => post(t, '/api/auth/reset-password', { token, newPassword });
  const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password });

  it('answers the same whether or not the account exists, and e-mails only real accounts', async () => {
    const { user } = await createUser(t.app.ctx.db);
    const known = await post(t, '/api/auth/forgot-password', { email: user.email });
    const unknown = await post(t, '/api/auth/forgot-password', { email: 'no-such-user@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor(user.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.some((m) => m.to.includes('no-such-user@example.com'))).toBe(false);
    smtp.messages.length = 0;
  });

  it('sets a new password once: the link is single use and old sessions end', async () => {
    const { user, token: oldSession } = await createUser(t.app.ctx.db);
    const token = await requestLink(user.email);
    const res = await reset(token, 'N3wPassword');
    expect(res.statusCode, res.body).toBe(200);

    expect((await login(user.email, 'N3wPassword')).statusCode).toBe(200);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token: oldSession })).statusCode).toBe(401);

    const again = await reset(token, 'An0therPass');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.resetLinkExpired);
    expect((await login(user.email, 'An0therPass')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { user } = await createUser(t.app.ctx.db);
    const token = await requestLink(user.email);
    await t.app.ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token, 'N3wPassword');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.resetLinkExpired);
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('links expire in one hour, and a newer link replaces an older one', async () => {
    const { user } = await createUser(t.app.ctx.db);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    const [row] = await t.app.ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(Math.abs(row.expiresAt.getTime() - Date.now() - 3600_000)).toBeLessThan(60_000);
    expect((await reset(first, 'N3wPassword')).statusCode).toBe(400);
    expect((await reset(second, 'N3wPassword')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a weak password without using the link', async () => {
    expect((await reset('made-up-token', 'N3wPassword')).json().message).toBe(M.resetLinkExpired);
    const { user } = await createUser(t.app.ctx.db);
    const token = await requestLink(user.email);
    expect((await reset(token, 'abc')).json().message).toBe(M.passwordTooShort);
    expect((await reset(token, 'abcdefgh')).json().message).toBe(M.passwordComplexity);
    expect((await post(t, '/api/auth/reset-password', { newPassword: 'N3wPassword' })).statusCode).toBe(400);
    expect((await reset(token, 'N3wPassword')).statusCode).toBe(200);
  });

  it('writes to a Kiswahili reader in Kiswahili, and a reset proves the e-mail of a pending account', async () => {
    const { user } = await createUser(t.app.ctx.db, { language: 'sw', emailVerified: false });
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Badilisha nenosiri lako la Okota');
    expect(mail.text).toContain('saa 1');
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    smtp.messages.length = 0;
    expect((await reset(token, 'N3wPassword')).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerified).toBe(true);
  });

  it('sends no link to a suspended account, with the same answer', async () => {
    const { user } = await createUser(t.app.ctx.db, { suspended: true, suspensionReason: 'Fraud' });
    const res = await post(t, '/api/auth/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.some((m) => m.to.includes(user.email))).toBe(false);
  });
});
