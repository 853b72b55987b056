import { renderMail, type MailLanguage, type RenderedMail } from './layout';

const WORDS = {
  en: {
    subject: (code: string) => `Your Okota verification code is ${code}`,
    heading: 'Confirm your email',
    hello: 'Hello,',
    intro: 'Enter this code on Okota to finish creating your account:',
    expiry: 'The code expires in 10 minutes and works once. Never share it: Okota staff will never ask for it.',
    ignore: 'If you did not try to sign up, you can ignore this email.',
  },
  sw: {
    subject: (code: string) => `Msimbo wako wa uthibitisho wa Okota ni ${code}`,
    heading: 'Thibitisha barua pepe yako',
    hello: 'Habari,',
    intro: 'Weka msimbo huu kwenye Okota ili kukamilisha kufungua akaunti yako:',
    expiry: 'Msimbo huu utaisha baada ya dakika 10 na unatumika mara moja tu. Usimpe mtu yeyote: wafanyakazi wa Okota hawatawahi kuuomba.',
    ignore: 'Kama hukujaribu kujisajili, puuza barua pepe hii.',
  },
};

/**
 * Sent to whatever address a visitor types, before anyone proved it is theirs: nothing the visitor
 * typed goes in (no name), so nobody can send their own words from our address.
 */
export function signUpCodeMail(options: { language: MailLanguage; code: string; supportEmail: string }): RenderedMail {
  const w = WORDS[options.language];
  return renderMail({
    language: options.language,
    subject: w.subject(options.code),
    heading: w.heading,
    supportEmail: options.supportEmail,
    blocks: [
      { kind: 'paragraph', text: w.hello },
      { kind: 'paragraph', text: w.intro },
      { kind: 'code', code: options.code },
      { kind: 'paragraph', text: w.expiry },
      { kind: 'paragraph', text: w.ignore },
    ],
  });
}
