import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../../test/helpers';

describe('development outbox', () => {
  let dev: TestApp;
  let withSmtp: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
    // Nothing listens there: the outbox must be gone before any e-mail is attempted.
    withSmtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await dev.close();
    await withSmtp.close();
  });

  it('without SMTP_URL keeps e-mails so a developer can read the sign-up code', async () => {
    const email = `outbox-${Date.now()}@example.com`;
    const sent = await dev.request({ method: 'POST', url: '/api/auth/send-otp', payload: { email, firstName: 'Otieno' } });
    expect(sent.statusCode).toBe(200);
    const res = await dev.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().messages;
    expect(latest.to).toBe(email);
    const code = /\d{6}/.exec(latest.subject)?.[0];
    expect(code).toBeDefined();
    expect(latest.text).toContain(code);
    expect(latest.html).toContain(code);
  });

  it('answers only a caller on this machine: not another address, not through a proxy', async () => {
    for (const caller of [
      { remoteAddress: '203.0.113.9' },
      { remoteAddress: '10.0.0.5' },
      { remoteAddress: '::ffff:192.168.1.4' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.9' } },
      { remoteAddress: '::1', headers: { 'x-real-ip': '203.0.113.9' } },
    ]) {
      for (const url of ['/api/dev/outbox', '/api/%64ev/outbox', '/__daraja/__control/state']) {
        const res = await dev.request({ method: 'GET', url, ...caller });
        expect(res.statusCode, `${url} from ${JSON.stringify(caller)}`).toBe(404);
        expect(res.body).not.toContain('messages');
      }
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await dev.request({ method: 'GET', url: '/api/dev/outbox', remoteAddress })).statusCode).toBe(200);
      expect((await dev.request({ method: 'GET', url: '/__daraja/__control/state', remoteAddress })).statusCode).toBe(200);
    }
  });

  it('does not exist when real mail is configured', async () => {
    const res = await withSmtp.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the SMS the simulator received for /dev/sms-outbox, codes included', async () => {
    const sms = await dev.request({ method: 'GET', url: '/api/dev/sms-outbox', remoteAddress: '127.0.0.1' });
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toEqual({ messages: expect.any(Array), waiting: expect.any(Array) });
  });

  it('answers 404 in production for both outboxes, even to a caller on this machine', async () => {
    // A production server's own checks (real SMTP, M-Pesa, SMS) are not the point here: only that
    // the development tools are gone whatever else is configured, so the flag alone is set.
    const database = await createTestDatabase();
    const production = await buildApp({ config: { ...testConfig(), isProduction: true }, database: database.handle });
    try {
      await production.ready();
      for (const url of ['/api/dev/outbox', '/api/dev/sms-outbox', '/api/dev/sms-outbox?to=0712345678']) {
        const res = await production.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('messages');
      }
    } finally {
      await production.close();
      await database.handle.close();
      await database.drop();
    }
  });
});
