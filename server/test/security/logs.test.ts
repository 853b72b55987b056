/**
 * No secrets in the log: the server's own logger settings (lib/logging.ts) at level info, fed
 * requests that carry every kind of secret the product has — tokens in headers, the Daraja
 * callback secret in a path, a reset token in a link, passwords and codes in bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loggerOptions } from '../../src/lib/logging';
import { createTestDatabase, testConfig } from '../helpers';
import { TEST_CALLBACK_SECRET } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { createUser, DEFAULT_PASSWORD } from '../factories';

describe('the log holds no secret', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info', MPESA_CALLBACK_SECRET: TEST_CALLBACK_SECRET });
    app = await buildApp({ config, database: database.handle, logger: loggerOptions(config, { write: (line: string) => lines.push(line) }) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.handle.close();
    await database?.drop();
  });

  it('masks tokens, the callback secret, reset links, passwords and codes', async () => {
    const { user, token } = await createUser(app.ctx.db);
    const resetToken = 'live-reset-token-0123456789abcdefghijklmnop';
    await app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-auth-token': token } });
    await app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'POST', url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/stk`, payload: { Body: {} } });
    // Another spelling of the same route: the router decodes it, and so must the mask.
    await app.inject({ method: 'POST', url: `/api/payments/%68ooks/${TEST_CALLBACK_SECRET}/stk`, payload: { Body: {} } });
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: resetToken, newPassword: 'N3wPassword!' } });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    await app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: user.email, otp: '482913', registrationData: {} } });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/payments/hooks/:secret/stk');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of [token, TEST_CALLBACK_SECRET, resetToken, DEFAULT_PASSWORD, 'N3wPassword!', '482913', user.passwordHash]) {
      expect(log).not.toContain(secret);
    }
  });
});
