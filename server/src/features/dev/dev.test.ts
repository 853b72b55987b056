import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

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

  it('does not exist when real mail is configured', async () => {
    const res = await withSmtp.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
  });
});
