import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
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

  it('tells a suspended user why, with the admin\'s message, escaped in HTML', async () => {
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

  it('picks the language from the first hint that names one', () => {
    expect(pickMailLanguage(undefined, 'sw-KE,en;q=0.8')).toBe('sw');
    expect(pickMailLanguage('en', 'sw')).toBe('en');
    expect(pickMailLanguage(null, 'fr-FR')).toBe('en');
  });
});
