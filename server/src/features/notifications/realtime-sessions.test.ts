/**
 * An open /ws belongs to a session: when that session ends (logout, password reset, suspension,
 * account deletion) the socket is closed at once and hears nothing more (issue 26, finding 4),
 * also when the session ends through another server process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startServerProcesses, type TestApp } from '../../../test/helpers';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { sha256 } from '../../lib/crypto';
import { replaceResetToken } from '../auth/reset-tokens.repository';
import { CLOSE } from './realtime.routes';
import { notify } from './notify';
import { openSignedInSocket, type TestSocket } from './ws-test-client';

/** Closed within a second or two: far sooner than the periodic recheck (two minutes). */
async function closedSoon(socket: TestSocket): Promise<{ code: number; reason: string }> {
  return Promise.race([socket.closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket stayed open')), 3000))]);
}

describe('/ws closes when its session ends', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('on logout: that tab closes and hears nothing more; another session of the same person stays', async () => {
    const person = await createUser(t.app.ctx.db);
    const other = (await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: person.user.email, password: DEFAULT_PASSWORD } })).json()
      .token as string;
    const tab = await openSignedInSocket(baseUrl, person.token);
    const otherTab = await openSignedInSocket(baseUrl, other);

    expect((await t.request({ method: 'POST', url: '/api/auth/logout', token: person.token })).statusCode).toBeLessThan(300);
    expect(await closedSoon(tab)).toMatchObject({ code: CLOSE.unauthenticated });

    await notify(t.app.ctx.db, { userId: person.user.id, type: 'claim_approved', kind: 'claim_approved', params: { item: 'Blue umbrella' } });
    expect(await otherTab.next((m) => m.type === 'notification')).toMatchObject({ itemTitle: null });
    expect(tab.received.filter((m) => m.type === 'notification')).toEqual([]);
    otherTab.close();
  });

  it('on a password reset, a suspension and an account deletion: every tab of the person closes', async () => {
    const reset = await createUser(t.app.ctx.db);
    const resetTab = await openSignedInSocket(baseUrl, reset.token);
    const link = 'reset-link-token-for-the-socket-test-0123456789';
    await replaceResetToken(t.app.ctx.db, { userId: reset.user.id, tokenHash: sha256(link), expiresAt: new Date(Date.now() + 60_000) });
    const done = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token: link, newPassword: 'A-new-Passw0rd!' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(await closedSoon(resetTab)).toMatchObject({ code: CLOSE.unauthenticated });

    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const suspended = await createUser(t.app.ctx.db);
    const suspendedTab = await openSignedInSocket(baseUrl, suspended.token);
    const res = await t.request({
      method: 'POST',
      url: `/api/admin/users/${suspended.user.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Posting items he did not find' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedSoon(suspendedTab)).toMatchObject({ code: CLOSE.unauthenticated });

    const leaving = await createUser(t.app.ctx.db);
    const leavingTab = await openSignedInSocket(baseUrl, leaving.token);
    const gone = await t.request({ method: 'DELETE', url: '/api/me', token: leaving.token, payload: { password: DEFAULT_PASSWORD } });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await closedSoon(leavingTab)).toMatchObject({ code: CLOSE.unauthenticated });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('/ws closes when its session ends in another process (needs TEST_DATABASE_URL)', () => {
  let processes: Awaited<ReturnType<typeof startServerProcesses>>;
  beforeAll(async () => {
    processes = await startServerProcesses(2);
  });
  afterAll(() => processes?.close());

  it('a tab on the first process closes when its session is logged out through the second', async () => {
    const person = await createUser(processes.database.handle.db);
    const tab = await openSignedInSocket(processes.urls[0], person.token);
    const out = await processes.apps[1].inject({ method: 'POST', url: '/api/auth/logout', headers: { 'x-auth-token': person.token } });
    expect(out.statusCode).toBeLessThan(300);
    expect(await closedSoon(tab)).toMatchObject({ code: CLOSE.unauthenticated });
  });
});
