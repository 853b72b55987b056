import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DEFAULT_PASSWORD, createClaim, createCompletedPayment, createItem, createUser } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createActors, freshIp, latestAudit } from './admin.test-support';

describe('user management', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let actors: Awaited<ReturnType<typeof createActors>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    actors = await createActors(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.request({ method, url, payload, token: actors.admin.token });
  const login = (email: string) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEFAULT_PASSWORD }, remoteAddress: freshIp() });

  it('suspends a user: their sessions end, old tokens and sign-in answer 403 Account suspended with the reason, and they are e-mailed', async () => {
    const { user, token } = await createUser(t.app.ctx.db, { firstName: 'Sam', lastName: 'Suspect' });
    const secondSession = (await login(user.email)).json().token as string;
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(200);

    const res = await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, {
      reason: 'Posting items he did not find',
      customMessage: 'Contact support to appeal.',
      sendEmail: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User suspended successfully', emailSent: true, user: { status: 'suspended', suspended: true } });

    for (const old of [token, secondSession]) {
      const next = await t.request({
        method: 'POST',
        url: '/api/reports',
        token: old,
        payload: { targetType: 'user', targetId: actors.finder.user.id, reason: 'x' },
      });
      expect(next.statusCode).toBe(403);
      expect(next.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Account suspended', params: {}, reason: 'Posting items he did not find' });
    }
    const again = await login(user.email);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'Account suspended', params: {}, reason: 'Posting items he did not find' });

    const mail = await smtp.waitFor(user.email);
    expect(mail.text).toContain('Posting items he did not find');
    expect(mail.text).toContain('Contact support to appeal.');

    expect((await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, { reason: 'twice' })).statusCode).toBe(409);
    const unsuspend = await asAdmin('POST', `/api/admin/users/${user.id}/unsuspend`);
    expect(unsuspend.json()).toMatchObject({ message: 'User unsuspended successfully', user: { status: 'active' } });
    expect((await login(user.email)).statusCode).toBe(200);
    // The sessions ended by the suspension stay ended.
    expect((await t.request({ method: 'GET', url: '/api/auth/user', token })).statusCode).toBe(401);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/activate`)).statusCode).toBe(409);
  });

  it('needs a reason to suspend, and sends no e-mail unless asked', async () => {
    const { user } = await createUser(t.app.ctx.db);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, { reason: '   ' })).statusCode).toBe(400);
    expect((await login(user.email)).statusCode).toBe(200);
    const res = await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, { reason: 'Spam' });
    expect(res.json().emailSent).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes(user.email))).toEqual([]);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/activate`)).json().user.status).toBe('active');
  });

  it('never suspends an admin, the acting admin included', async () => {
    const other = await createUser(t.app.ctx.db, { role: 'admin' });
    const self = await asAdmin('POST', `/api/admin/users/${actors.admin.user.id}/suspend`, { reason: 'test' });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend your own account');
    const peer = await asAdmin('POST', `/api/admin/users/${other.user.id}/suspend`, { reason: 'test' });
    expect(peer.statusCode).toBe(403);
    expect(peer.json().message).toBe('Administrators cannot be suspended');
    expect((await t.request({ method: 'GET', url: '/api/admin/stats', token: other.token })).statusCode).toBe(200);
    expect((await asAdmin('POST', '/api/admin/users/8f1c1d7e-1111-4c4c-9999-000000000000/suspend', { reason: 'x' })).statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/admin/users/not-a-uuid/suspend', { reason: 'x' })).statusCode).toBe(400);
  });

  it('verifies a pending user (e-mail not verified)', async () => {
    const { user } = await createUser(t.app.ctx.db, { emailVerified: false, firstName: 'Penny', lastName: 'Pending' });
    const listed = (await asAdmin('GET', '/api/admin/users?status=pending&search=penny')).json();
    expect(listed.users.map((u: { id: string }) => u.id)).toEqual([user.id]);
    const res = await asAdmin('POST', `/api/admin/users/${user.id}/verify`);
    expect(res.json()).toMatchObject({ message: 'User verified successfully', user: { status: 'active', emailVerified: true } });
    expect((await asAdmin('GET', '/api/admin/users?status=pending&search=penny')).json().total).toBe(0);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/verify`)).statusCode).toBe(409);
  });

  it("edits a user's e-mail and phone, refusing ones another account has", async () => {
    const { user } = await createUser(t.app.ctx.db);
    const res = await asAdmin('PUT', `/api/admin/users/${user.id}`, { email: ' New.Address@Example.com ', phone: '0711 222 333' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'User updated successfully', user: { email: 'new.address@example.com', phone: '+254711222333' } });
    const audit = await latestAudit(t);
    expect(audit).toMatchObject({ action: 'user.edit', targetId: user.id, actorId: actors.admin.user.id });
    expect(audit.details).toMatchObject({ from: { email: user.email, phone: user.phone }, to: { email: 'new.address@example.com', phone: '+254711222333' } });

    const takenEmail = await asAdmin('PUT', `/api/admin/users/${user.id}`, { email: actors.finder.user.email, phone: '0711 222 333' });
    expect(takenEmail.statusCode).toBe(409);
    expect(takenEmail.json().message).toBe('An account with this email already exists');
    const takenPhone = await asAdmin('PUT', `/api/admin/users/${user.id}`, { email: 'new.address@example.com', phone: actors.finder.user.phone });
    expect(takenPhone.statusCode).toBe(409);
    expect(takenPhone.json().message).toBe('An account with this phone number already exists');
    expect((await asAdmin('PUT', `/api/admin/users/${user.id}`, { email: 'new.address@example.com' })).statusCode).toBe(400);
    expect((await asAdmin('PUT', `/api/admin/users/${user.id}`, { email: 'x@example.com', phone: '0201234567' })).statusCode).toBe(400);
  });

  it('lists users 20 a page with their activity, searching name, e-mail and phone, filtering status and role', async () => {
    const db = t.app.ctx.db;
    const { finder, claimer } = await createCompletedPayment(db, { amount: 250, finderAmount: 200, platformAmount: 50 });
    await createItem(db, finder.user.id);
    await createClaim(db, (await createItem(db, actors.finder.user.id)).id, claimer.user.id);

    const byPhone = (await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(`0${finder.user.phone.slice(4)}`)}`)).json();
    expect(byPhone.users).toHaveLength(1);
    expect(byPhone.users[0]).toMatchObject({ id: finder.user.id, itemsPosted: 2, itemsClaimed: 0, totalEarnings: 200, role: 'finder', status: 'active' });
    const byEmail = (await asAdmin('GET', `/api/admin/users?search=${encodeURIComponent(claimer.user.email.toUpperCase())}`)).json();
    expect(byEmail.users[0]).toMatchObject({ id: claimer.user.id, itemsClaimed: 2, totalEarnings: 0 });
    const byName = (await asAdmin('GET', '/api/admin/users?search=fatuma%20finder')).json();
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([actors.finder.user.id]);
    expect(byName.users[0]).not.toHaveProperty('passwordHash');

    const admins = (await asAdmin('GET', '/api/admin/users?role=admin')).json();
    expect(admins.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.total).toBeGreaterThanOrEqual(2);

    for (let i = 0; i < 21; i++) await createUser(db, { firstName: 'Pagey', lastName: `Number${'abcdefghijklmnopqrstu'[i]}` });
    const page1 = (await asAdmin('GET', '/api/admin/users?search=pagey')).json();
    expect(page1).toMatchObject({ total: 21, pageSize: 20, totalPages: 2 });
    expect(page1.users).toHaveLength(20);
    expect((await asAdmin('GET', '/api/admin/users?search=pagey&page=2')).json().users).toHaveLength(1);
    expect((await asAdmin('GET', '/api/admin/users?status=frozen')).statusCode).toBe(400);
  });

  it('makes another user an admin and takes it back, never their own right, and leaves a trail', async () => {
    const { user, token } = await createUser(t.app.ctx.db, { firstName: 'Neema', lastName: 'Helper' });
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(403);

    const made = await asAdmin('POST', `/api/admin/users/${user.id}/make-admin`);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ message: 'User is now an admin', user: { role: 'admin' } });
    expect(await latestAudit(t)).toMatchObject({ actorId: actors.admin.user.id, action: 'user.make_admin', targetId: user.id });
    // The same session now reaches the admin API, and may not change its own right.
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/admin/users/${user.id}/remove-admin`, token })).statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/admin/users/${actors.admin.user.id}/remove-admin`)).json().message).toBe('You cannot change your own admin right');
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/make-admin`)).statusCode).toBe(409);

    const taken = await asAdmin('POST', `/api/admin/users/${user.id}/remove-admin`);
    expect(taken.json()).toMatchObject({ message: 'User is no longer an admin', user: { role: 'claimer' } });
    expect(await latestAudit(t)).toMatchObject({ action: 'user.remove_admin', targetId: user.id });
    expect((await t.request({ method: 'GET', url: '/api/admin/users', token })).statusCode).toBe(403);
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/remove-admin`)).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/make-admin')).statusCode).toBe(404);

    await asAdmin('POST', `/api/admin/users/${user.id}/suspend`, { reason: 'Spam' });
    expect((await asAdmin('POST', `/api/admin/users/${user.id}/make-admin`)).statusCode).toBe(409);
  });
});
