/**
 * To the owner of an address someone tried to sign up with (docs/rules.md "Accounts and roles"):
 * sign-up answers the same either way, so this e-mail is the only place the answer goes. Anyone can
 * trigger it, so it carries nothing the requester typed: no name, no phone number, no e-mail.
 */
import { renderMail, type MailLanguage, type RenderedMail } from './layout';

/** What was tried: the account's e-mail address, or the phone number on the account. */
export type SignUpAttemptKind = 'email' | 'phone';

const WORDS = {
  en: {
    subject: 'Someone tried to create an Okota account with your details',
    heading: 'You already have an Okota account',
    hello: 'Hello,',
    tried: {
      email:
        'Someone, perhaps you, just tried to create a new Okota account with this email address. It already belongs to your account, so no new account was created and no code was sent.',
      phone:
        'Someone, perhaps you, just tried to create a new Okota account with the phone number of your account. A phone number can belong to one account only, so no new account was created.',
    },
    signIn: 'Sign in to your account',
    forgot: 'Forgot your password? Choose a new one here:',
    reset: 'Reset your password',
    ignore: 'If this was not you, you can ignore this email: your account has not changed, and nobody can use it without your password.',
  },
  sw: {
    subject: 'Mtu amejaribu kufungua akaunti ya Okota kwa taarifa zako',
    heading: 'Tayari una akaunti ya Okota',
    hello: 'Habari,',
    tried: {
      email:
        'Mtu, huenda ni wewe, amejaribu sasa hivi kufungua akaunti mpya ya Okota kwa barua pepe hii. Tayari ni ya akaunti yako, kwa hiyo hakuna akaunti mpya iliyofunguliwa na hakuna msimbo uliotumwa.',
      phone:
        'Mtu, huenda ni wewe, amejaribu sasa hivi kufungua akaunti mpya ya Okota kwa nambari ya simu ya akaunti yako. Nambari ya simu inaweza kuwa ya akaunti moja tu, kwa hiyo hakuna akaunti mpya iliyofunguliwa.',
    },
    signIn: 'Ingia kwenye akaunti yako',
    forgot: 'Umesahau nenosiri lako? Chagua jipya hapa:',
    reset: 'Badilisha nenosiri',
    ignore: 'Kama si wewe, puuza barua pepe hii: akaunti yako haijabadilika, na hakuna anayeweza kuitumia bila nenosiri lako.',
  },
};

export function signUpAttemptMail(options: {
  language: MailLanguage;
  kind: SignUpAttemptKind;
  signInUrl: string;
  resetUrl: string;
  supportEmail: string;
}): RenderedMail {
  const w = WORDS[options.language];
  return renderMail({
    language: options.language,
    subject: w.subject,
    heading: w.heading,
    supportEmail: options.supportEmail,
    blocks: [
      { kind: 'paragraph', text: w.hello },
      { kind: 'paragraph', text: w.tried[options.kind] },
      { kind: 'button', label: w.signIn, url: options.signInUrl },
      { kind: 'paragraph', text: w.forgot },
      { kind: 'button', label: w.reset, url: options.resetUrl },
      { kind: 'paragraph', text: w.ignore },
    ],
  });
}
