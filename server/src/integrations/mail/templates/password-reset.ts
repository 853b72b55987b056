import { renderMail, type MailLanguage, type RenderedMail } from './layout';

const WORDS = {
  en: {
    subject: 'Reset your Okota password',
    hello: (name?: string) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'We received a request to reset the password of your Okota account. Choose a new password with this link:',
    button: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  sw: {
    subject: 'Badilisha nenosiri lako la Okota',
    hello: (name?: string) => (name ? `Habari ${name},` : 'Habari,'),
    intro: 'Tumepokea ombi la kubadilisha nenosiri la akaunti yako ya Okota. Chagua nenosiri jipya kupitia kiungo hiki:',
    button: 'Chagua nenosiri jipya',
    expiry: 'Kiungo hiki kinatumika mara moja tu na kitaisha baada ya saa 1.',
    ignore: 'Kama hukuomba hili, puuza barua pepe hii: nenosiri lako halitabadilika.',
  },
};

/** firstName: only when the account's owner typed it (see sendPasswordResetEmail). */
export function passwordResetMail(options: { language: MailLanguage; firstName?: string; url: string; supportEmail: string }): RenderedMail {
  const w = WORDS[options.language];
  return renderMail({
    language: options.language,
    subject: w.subject,
    heading: w.subject,
    supportEmail: options.supportEmail,
    blocks: [
      { kind: 'paragraph', text: w.hello(options.firstName) },
      { kind: 'paragraph', text: w.intro },
      { kind: 'button', label: w.button, url: options.url },
      { kind: 'paragraph', text: w.expiry },
      { kind: 'paragraph', text: w.ignore },
    ],
  });
}
