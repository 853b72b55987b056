import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES as M } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { AUTH_LIMITS, type AuthAction } from './auth-limits';
import { nextIp, post, signUpData } from './auth.test-support';

/** Attempt limits per address and per IP answer 429 with Retry-After (docs/rules.md "Accounts and roles"). */
describe('attempt limits on sign-up, sign-in and recovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const bodies: Record<Exclude<AuthAction, 'register' | 'updatePhone'>, { url: string; body: (address: string) => object; address: () => string }> = {
    sendCode: { url: '/api/auth/send-otp', body: (email) => ({ email }), address: () => signUpData().email },
    verifyCode: {
      url: '/api/auth/verify-otp',
      body: (email) => ({ email, otp: '123456', registrationData: signUpData({ email }) }),
      address: () => signUpData().email,
    },
    login: { url: '/api/auth/login', body: (email) => ({ email, password: 'Wrong-Passw0rd' }), address: () => signUpData().email },
    forgotPassword: { url: '/api/auth/forgot-password', body: (email) => ({ email }), address: () => signUpData().email },
    resetPassword: { url: '/api/auth/reset-password', body: (token) => ({ token, newPassword: 'N3wPassword' }), address: () => `token-${Math.random()}` },
  };

  function expectTooMany(res: Awaited<ReturnType<typeof post>>) {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toMatchObject({ message: M.tooManyAttempts, messageKey: 'tooManyAttempts' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }

  for (const [action, call] of Object.entries(bodies)) {
    const { perAddress, perIp } = AUTH_LIMITS[action as AuthAction];

    it(`${action}: ${perAddress.limit} per address, from any IP, then 429`, async () => {
      const address = call.address();
      for (let i = 0; i < perAddress.limit; i++) {
        expect((await post(t, call.url, call.body(address), { ip: nextIp() })).statusCode).not.toBe(429);
      }
      expectTooMany(await post(t, call.url, call.body(address), { ip: nextIp() }));
      expect((await post(t, call.url, call.body(call.address()), { ip: nextIp() })).statusCode).not.toBe(429);
    });

    it(`${action}: ${perIp.limit} per IP, whatever the address, then 429`, async () => {
      const ip = nextIp();
      const answers = await Promise.all(Array.from({ length: perIp.limit }, () => post(t, call.url, call.body(call.address()), { ip })));
      expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(0);
      expectTooMany(await post(t, call.url, call.body(call.address()), { ip }));
    });
  }

  it('a limited login is refused even with the right password; another address is not affected', async () => {
    const { user } = await createUser(t.app.ctx.db);
    for (let i = 0; i < AUTH_LIMITS.login.perAddress.limit; i++) await post(t, '/api/auth/login', { email: user.email, password: 'Wrong-Passw0rd' });
    expectTooMany(await post(t, '/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }));
    const other = await createUser(t.app.ctx.db);
    expect((await post(t, '/api/auth/login', { email: other.user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});
