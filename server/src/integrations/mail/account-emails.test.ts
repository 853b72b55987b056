import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { createUser } from '../../../test/factories';
import { post, signUpData } from '../../features/auth/auth.test-support';
import { pickMailLanguage, sendSuspensionEmail } from './account-emails';

describe('account e-mails over SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("tells a suspended user why, with the admin's message, escaped in HTML", async () => {
    const user = { email: 'suspended-en@example.com', firstName: 'Baraka', language: 'en' };
    await sendSuspensionEmail(t.app.ctx, user, 'Posting items you did not find', 'Call us <b>today</b>');
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Your Okota account has been suspended');
    expect(mail.text).toContain('Posting items you did not find');
    expect(mail.text).toContain('Call us <b>today</b>');
    expect(mail.html).toContain('Call us &lt;b&gt;today&lt;/b&gt;');
    expect(mail.text).toContain(t.config.SUPPORT_EMAIL);
  });

  it('writes to a Kiswahili reader in Kiswahili, and leaves out an empty message', async () => {
    const user = { email: 'suspended-sw@example.com', firstName: 'Neema', language: 'sw' };
    await sendSuspensionEmail(t.app.ctx, user, 'Udanganyifu', '  ');
    const mail = await smtp.waitFor(user.email);
    expect(mail.subject).toBe('Akaunti yako ya Okota imesimamishwa');
    expect(mail.text).toContain('Habari Neema');
    expect(mail.text).toContain('Udanganyifu');
    expect(mail.text).not.toContain('Ujumbe kutoka');
  });

  describe('e-mails any visitor can make us send carry nothing the visitor typed', () => {
    // Letters and spaces only, as the name rules allow: still a message from a stranger.
    const LURE = 'Your Account Is Locked Call Support';
    const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
    const expectNoLure = (email: string) => {
      for (const mail of mailsTo(email)) {
        expect(mail.subject).not.toContain(LURE);
        expect(mail.text).not.toContain(LURE);
        expect(mail.html).not.toContain(LURE);
      }
    };

    it('a sign-up code to a new address: no name, whatever the visitor sent as one', async () => {
      const email = signUpData().email;
      expect((await post(t, '/api/auth/send-otp', { email, firstName: LURE })).statusCode).toBe(200);
      const mail = await smtp.waitFor(email);
      expect(mail.text).toMatch(/^Confirm your email\n\nHello,\n/);
      expectNoLure(email);
    });

    it('a sign-up attempt on a taken address: no name, no phone, no e-mail the visitor typed', async () => {
      const { user } = await createUser(t.app.ctx.db, { firstName: 'Amani' });
      expect((await post(t, '/api/auth/send-otp', { email: user.email, firstName: LURE, phone: '0712 345 678' })).statusCode).toBe(200);
      const mail = await smtp.waitFor(user.email);
      expect(mail.text).toContain('Hello,');
      expect(mail.text).not.toMatch(/0712|345 678/);
      expectNoLure(user.email);
    });

    it("a reset link: the account's name only when its owner proved the address (and so typed the name)", async () => {
      const registered = signUpData({ firstName: LURE });
      expect((await post(t, '/api/auth/register', registered)).statusCode).toBe(201);
      expect((await post(t, '/api/auth/forgot-password', { email: registered.email })).statusCode).toBe(200);
      const unproven = await smtp.waitFor(registered.email);
      expect(unproven.text).toContain('Hello,');
      expectNoLure(registered.email);

      const { user } = await createUser(t.app.ctx.db, { firstName: 'Amani', emailVerified: true });
      await post(t, '/api/auth/forgot-password', { email: user.email });
      expect((await smtp.waitFor(user.email)).text).toContain('Hello Amani,');
    });

    it('a contact message goes to support only, never to the address the visitor typed', async () => {
      const visitor = signUpData().email;
      const res = await post(t, '/api/contact', {
        name: LURE,
        email: visitor,
        subject: 'Payment question',
        category: 'payment',
        message: 'I paid by M-Pesa but see no contact yet.',
      });
      expect(res.statusCode, res.body).toBe(201);
      await smtp.waitFor(t.config.SUPPORT_EMAIL);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mailsTo(visitor)).toHaveLength(0);
    });
  });

  it('picks the language from the first hint that names one', () => {
    expect(pickMailLanguage(undefined, 'sw-KE,en;q=0.8')).toBe('sw');
    expect(pickMailLanguage('en', 'sw')).toBe('en');
    expect(pickMailLanguage(null, 'fr-FR')).toBe('en');
  });
});
