import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DEFAULT_PASSWORD, createUser } from '../../../test/factories';
import { createActors } from './admin.test-support';

describe('a closed account in the admin users list (issue 25)', () => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof createActors>>;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await createActors(t);
  });
  afterAll(() => t.close());

  const asAdmin = (method: 'GET' | 'POST', url: string) => t.request({ method, url, token: actors.admin.token });

  it('shows it as closed, never as waiting for verification, and refuses to verify it', async () => {
    const waiting = await createUser(t.app.ctx.db, { firstName: 'Wanjiru', emailVerified: false });
    const leaving = await createUser(t.app.ctx.db, { firstName: 'Otieno' });
    const before = (await asAdmin('GET', '/api/admin/dashboard')).json().pendingUsers;
    const closed = await t.request({ method: 'DELETE', url: '/api/me', token: leaving.token, payload: { password: DEFAULT_PASSWORD } });
    expect(closed.statusCode, closed.body).toBe(200);

    const all = (await asAdmin('GET', '/api/admin/users?status=all')).json();
    const row = all.users.find((u: { id: string }) => u.id === leaving.user.id);
    expect(row).toMatchObject({ status: 'closed', emailVerified: false });

    const pending = (await asAdmin('GET', '/api/admin/users?status=pending')).json();
    const pendingIds = pending.users.map((u: { id: string }) => u.id);
    expect(pendingIds).toContain(waiting.user.id);
    expect(pendingIds).not.toContain(leaving.user.id);
    // The dashboard's "waiting for verification" count did not grow with the closed account.
    expect((await asAdmin('GET', '/api/admin/dashboard')).json().pendingUsers).toBe(before);

    const verify = await asAdmin('POST', `/api/admin/users/${leaving.user.id}/verify`);
    expect(verify.statusCode).toBe(409);
    expect(verify.json().message).toBe('This account was closed by its owner');
    expect((await asAdmin('GET', '/api/admin/users?status=all')).json().users.find((u: { id: string }) => u.id === leaving.user.id).status).toBe('closed');
  });
});
