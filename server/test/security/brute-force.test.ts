/**
 * Brute-force limits: sign-in, sign-up codes, password recovery, the admin quick login and
 * payment prompts answer 429 with Retry-After once the limit is reached — and the limit holds
 * across server processes, because the counters live in the database: here two app instances
 * share one database and the attempts alternate between them.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { AUTH_LIMITS } from '../../src/features/auth/auth-limits';
import { QUICK_LOGIN_LIMITS } from '../../src/features/admin/quick-login/quick-login';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import { createTestDatabase, testConfig } from '../helpers';
import { QUICK_LOGIN_KEY } from './access-table';
import { SAFE_PASSWORD, errorProblems, freshEmail, freshIp, freshPhone } from './security.test-support';

const PAYMENT_ATTEMPTS_PER_USER = 10;

interface Attempt {
  name: string;
  limit: number;
  windowSeconds: number;
  /** The same address (e-mail, link, account or IP) every time, so only its limit counts. */
  prepare(): Promise<{ attempt: () => RequestLike; rightOne?: () => RequestLike }>;
}
interface RequestLike {
  url: string;
  payload: object;
  token?: string;
  ip?: string;
}

describe('brute-force limits hold across server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let apps: FastifyInstance[];
  let turn = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    apps = [];
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: testConfig({ ADMIN_QUICK_LOGIN_KEY: QUICK_LOGIN_KEY }), database: database.handle });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.handle.close();
    await database?.drop();
  });

  /** Each attempt goes to the other process. */
  function send(request: RequestLike): Promise<LightMyRequestResponse> {
    const app = apps[turn++ % apps.length];
    return app.inject({
      method: 'POST',
      url: request.url,
      payload: request.payload,
      remoteAddress: request.ip ?? freshIp(),
      headers: request.token ? { 'x-auth-token': request.token } : {},
    });
  }

  const minutes = (ms: number) => ms / 1000;
  const db = () => apps[0].ctx.db;

  const attempts: Attempt[] = [
    {
      name: 'POST /api/auth/login: wrong passwords for one address',
      limit: AUTH_LIMITS.login.perAddress.limit,
      windowSeconds: minutes(AUTH_LIMITS.login.perAddress.windowMs),
      async prepare() {
        const { user } = await createUser(db());
        return {
          attempt: () => ({ url: '/api/auth/login', payload: { email: user.email, password: 'Wrong-Passw0rd' } }),
          rightOne: () => ({ url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } }),
        };
      },
    },
    {
      name: 'POST /api/auth/send-otp: codes for one address',
      limit: AUTH_LIMITS.sendCode.perAddress.limit,
      windowSeconds: minutes(AUTH_LIMITS.sendCode.perAddress.windowMs),
      async prepare() {
        const email = freshEmail('otp');
        return { attempt: () => ({ url: '/api/auth/send-otp', payload: { email } }) };
      },
    },
    {
      name: 'POST /api/auth/verify-otp: guessed codes for one address',
      limit: AUTH_LIMITS.verifyCode.perAddress.limit,
      windowSeconds: minutes(AUTH_LIMITS.verifyCode.perAddress.windowMs),
      async prepare() {
        const email = freshEmail('verify');
        const registrationData = { firstName: 'Neema', lastName: 'Mwangi', email, phone: freshPhone(), password: SAFE_PASSWORD, acceptTerms: true };
        let guess = 100000;
        return { attempt: () => ({ url: '/api/auth/verify-otp', payload: { email, otp: String(guess++), registrationData } }) };
      },
    },
    {
      name: 'POST /api/auth/forgot-password: links for one address',
      limit: AUTH_LIMITS.forgotPassword.perAddress.limit,
      windowSeconds: minutes(AUTH_LIMITS.forgotPassword.perAddress.windowMs),
      async prepare() {
        const { user } = await createUser(db());
        return { attempt: () => ({ url: '/api/auth/forgot-password', payload: { email: user.email } }) };
      },
    },
    {
      name: 'POST /api/auth/reset-password: one link tried again and again',
      limit: AUTH_LIMITS.resetPassword.perAddress.limit,
      windowSeconds: minutes(AUTH_LIMITS.resetPassword.perAddress.windowMs),
      async prepare() {
        const token = `guessed-link-${freshEmail('link')}`;
        return { attempt: () => ({ url: '/api/auth/reset-password', payload: { token, newPassword: SAFE_PASSWORD } }) };
      },
    },
    {
      name: 'POST /api/admin/quick-login: wrong keys from one address',
      limit: QUICK_LOGIN_LIMITS.perAddress,
      windowSeconds: 15 * 60,
      async prepare() {
        const ip = freshIp();
        return {
          attempt: () => ({ url: '/api/admin/quick-login', payload: { adminKey: 'guess-the-key' }, ip }),
          rightOne: () => ({ url: '/api/admin/quick-login', payload: { adminKey: QUICK_LOGIN_KEY }, ip }),
        };
      },
    },
    {
      name: 'POST /api/payments/initiate: payment prompts by one account',
      limit: PAYMENT_ATTEMPTS_PER_USER,
      windowSeconds: 15 * 60,
      async prepare() {
        const { token } = await createUser(db());
        return { attempt: () => ({ url: '/api/payments/initiate', payload: { itemId: 1, phoneNumber: '0708374149' }, token }) };
      },
    },
  ];

  it.each(attempts.map((a) => [a.name, a] as const))('%s: 429 with Retry-After after the limit', async (_name, { limit, windowSeconds, prepare }) => {
    const { attempt, rightOne } = await prepare();
    for (let i = 0; i < limit; i++) {
      const res = await send(attempt());
      expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).not.toBe(429);
      expect(res.statusCode, `attempt ${i + 1}: ${res.body}`).toBeLessThan(500);
    }
    const limited = await send(attempt());
    expect(limited.statusCode, limited.body).toBe(429);
    expect(errorProblems(limited)).toEqual([]);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    if (rightOne) {
      // While limited, even the right password or key is refused: guessing cannot go on.
      const right = await send(rightOne());
      expect(right.statusCode, right.body).toBe(429);
    }
  });
});
