import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MESSAGES } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createUser } from '../../../test/factories';
import { contactMessages, rateLimits } from '../../db/schema';
import { CONTACT_LIMIT_PER_HOUR } from './send-contact-message';

const SUPPORT = 'help-desk@okota.test';

const valid = {
  name: 'Achieng Otieno',
  email: 'Achieng@Example.co.ke',
  phone: '0712 345 678',
  subject: 'Payment not reflecting',
  category: 'payment',
  message: 'I paid by M-Pesa an hour ago but the contact is not showing yet.',
};

describe('POST /api/contact', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let nextIp = 1;
  /** Each test writes from its own address, so the per-IP limit only bites where a test wants it. */
  const post = (payload: unknown, options: { token?: string; ip?: string } = {}) =>
    t.request({ method: 'POST', url: '/api/contact', payload: payload as object, token: options.token, remoteAddress: options.ip ?? `10.0.0.${nextIp++}` });
  const storedMessages = () => t.app.ctx.db.select().from(contactMessages).orderBy(desc(contactMessages.id));

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.app.ctx.db.delete(contactMessages);
    await t.app.ctx.db.delete(rateLimits);
    smtp.messages.length = 0;
  });

  it('stores a guest message and e-mails it to support with the sender as reply-to', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Message Sent' });

    const [row] = await storedMessages();
    expect(row).toMatchObject({
      userId: null,
      name: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      phone: '+254712345678',
      subject: 'Payment not reflecting',
      category: 'payment',
      message: valid.message,
      isRead: false,
    });

    const mail = await smtp.waitFor(SUPPORT);
    expect(mail.subject).toContain('Payment not reflecting');
    expect(mail.subject).toContain('payment');
    expect(mail.replyTo).toContain('achieng@example.co.ke');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('Achieng Otieno');
    expect(mail.text).toContain('+254712345678');
  });

  it('records who wrote when the sender is signed in', async () => {
    const { user, token } = await createUser(t.app.ctx.db);
    const res = await post({ ...valid, phone: undefined }, { token });
    expect(res.statusCode).toBe(201);
    const [row] = await storedMessages();
    expect(row.userId).toBe(user.id);
    expect(row.phone).toBeNull();
    const mail = await smtp.waitFor(SUPPORT);
    expect(mail.text).toContain(user.id);
  });

  it('accepts an empty phone and normalises Kenyan numbers to +254', async () => {
    for (const [typed, stored] of [
      ['', null],
      ['254-712-345-678', '+254712345678'],
      ['(0110) 123 456', '+254110123456'],
      ['020 222 3333', '+254202223333'],
    ] as const) {
      const res = await post({ ...valid, phone: typed });
      expect(res.statusCode, typed).toBe(201);
      const [row] = await storedMessages();
      expect(row.phone, typed).toBe(stored);
    }
  });

  it('keeps an HTML-looking message as text in the e-mail and one line in the subject', async () => {
    const res = await post({ ...valid, subject: 'Hello\r\nBcc: evil@example.com', message: '<script>alert(1)</script> please help' });
    expect(res.statusCode).toBe(201);
    const mail = await smtp.waitFor(SUPPORT);
    expect(mail.subject).toBe('[Contact: payment] Hello Bcc: evil@example.com');
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  describe('refuses invalid input with the spec message and stores nothing', () => {
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['name of one letter', { name: 'A' }, 'name', MESSAGES.contactNameMin],
      ['blank name', { name: '   ' }, 'name', MESSAGES.contactNameMin],
      ['missing name', { name: undefined }, 'name', MESSAGES.contactNameMin],
      ['invalid e-mail', { email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
      ['missing e-mail', { email: undefined }, 'email', MESSAGES.emailRequired],
      ['phone under 10 characters', { phone: '071234567' }, 'phone', MESSAGES.contactPhoneMin],
      ['phone over 15 characters', { phone: '+254 712 345 6789' }, 'phone', MESSAGES.contactPhoneMax],
      ['phone with letters', { phone: '0712abc45678' }, 'phone', MESSAGES.contactPhoneChars],
      ['subject under 5 characters', { subject: 'Help' }, 'subject', MESSAGES.contactSubjectMin],
      ['missing subject', { subject: undefined }, 'subject', MESSAGES.contactSubjectMin],
      ['unknown category', { category: 'sales' }, 'category', MESSAGES.categoryRequired],
      ['missing category', { category: undefined }, 'category', MESSAGES.categoryRequired],
      ['message under 10 characters', { message: 'Hi there' }, 'message', MESSAGES.contactMessageMin],
      ['message of spaces', { message: '           ' }, 'message', MESSAGES.contactMessageMin],
    ];
    it.each(cases)('%s', async (_label, change, field, message) => {
      const res = await post({ ...valid, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
      expect(await storedMessages()).toHaveLength(0);
      expect(smtp.messages).toHaveLength(0);
    });
  });

  it('takes every category of the spec', async () => {
    for (const category of ['general', 'technical', 'payment', 'dispute', 'feedback', 'legal']) {
      expect((await post({ ...valid, category })).statusCode, category).toBe(201);
    }
    expect(await storedMessages()).toHaveLength(6);
  });

  it(`answers 429 after ${CONTACT_LIMIT_PER_HOUR} messages an hour from one address, and stores no more`, async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < CONTACT_LIMIT_PER_HOUR; i++) {
      expect((await post(valid, { ip })).statusCode).toBe(201);
    }
    const refused = await post(valid, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/too many/i);
    expect(await storedMessages()).toHaveLength(CONTACT_LIMIT_PER_HOUR);

    expect((await post(valid, { ip: '192.0.2.8' })).statusCode).toBe(201);
  });

  it('still stores the message when support mail cannot be delivered', async () => {
    const offline = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const res = await offline.request({ method: 'POST', url: '/api/contact', payload: valid });
      expect(res.statusCode).toBe(201);
      const rows = await offline.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, 'achieng@example.co.ke'));
      expect(rows).toHaveLength(1);
    } finally {
      await offline.close();
    }
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/contact'].post).toBeDefined();
  });
});
