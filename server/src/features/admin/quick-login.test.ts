import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { QUICK_LOGIN_LIMITS } from './quick-login/quick-login';
import { freshIp } from './admin.test-support';

const KEY = 'correct horse battery staple 42';

describe('admin quick login without ADMIN_QUICK_LOGIN_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404 whatever is sent', async () => {
    for (const payload of [{ adminKey: KEY }, {}, { adminKey: '' }]) {
      const res = await t.request({ method: 'POST', url: '/api/admin/quick-login', payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Route POST /api/admin/quick-login not found');
    }
  });
});

describe('admin quick login with ADMIN_QUICK_LOGIN_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_QUICK_LOGIN_KEY: KEY } });
  });
  afterAll(() => t.close());

  const attempt = (adminKey: unknown, ip = freshIp()) => t.request({ method: 'POST', url: '/api/admin/quick-login', payload: { adminKey }, remoteAddress: ip });

  it('signs in as the admin account with the right key', async () => {
    const res = await attempt(KEY);
    expect(res.statusCode, res.body).toBe(200);
    const { token, user } = res.json();
    expect(user).toMatchObject({ email: 'admin@okota.test', role: 'admin' });
    expect(user).not.toHaveProperty('passwordHash');
    expect((await t.request({ method: 'GET', url: '/api/admin/stats', token })).statusCode).toBe(200);
    expect(res.body).not.toContain(KEY);
  });

  it("says 'Admin Key Required' for an empty key and 'Access Denied' for a wrong one", async () => {
    const empty = await attempt('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Admin Key Required');
    for (const wrong of ['wrong', `${KEY} `.trim().slice(0, -1), `${KEY}x`]) {
      const res = await attempt(wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Access Denied', params: {} });
    }
  });

  it('answers 429 with Retry-After after repeated attempts from one address, even with the right key', async () => {
    const ip = freshIp();
    for (let i = 0; i < QUICK_LOGIN_LIMITS.perAddress; i++) expect((await attempt(`guess-${i}`, ip)).statusCode).toBe(401);
    const limited = await attempt('guess-again', ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(KEY, ip)).statusCode).toBe(429);
    expect((await attempt(KEY)).statusCode).toBe(200);
  });
});
