import { renderMail, type Block, type MailLanguage, type RenderedMail } from './layout';

const WORDS = {
  en: {
    subject: 'Your Okota account has been suspended',
    hello: (name: string) => `Hello ${name},`,
    intro: 'An administrator has suspended your Okota account. While it is suspended you cannot sign in, post items or make claims.',
    reason: 'Reason',
    message: 'Message from the Okota team',
    appeal: (support: string) => `If you think this is a mistake, write to ${support} from your registered email address.`,
  },
  sw: {
    subject: 'Akaunti yako ya Okota imesimamishwa',
    hello: (name: string) => `Habari ${name},`,
    intro: 'Msimamizi amesimamisha akaunti yako ya Okota. Ikiwa imesimamishwa huwezi kuingia, kuweka vitu wala kudai vitu.',
    reason: 'Sababu',
    message: 'Ujumbe kutoka kwa timu ya Okota',
    appeal: (support: string) => `Kama unaona hili ni kosa, tuandikie ${support} kutoka kwa barua pepe uliyosajili nayo.`,
  },
};

export function suspensionNoticeMail(options: {
  language: MailLanguage;
  firstName: string;
  reason: string;
  customMessage?: string | null;
  supportEmail: string;
}): RenderedMail {
  const w = WORDS[options.language];
  const blocks: Block[] = [
    { kind: 'paragraph', text: w.hello(options.firstName) },
    { kind: 'paragraph', text: w.intro },
    { kind: 'quote', label: w.reason, text: options.reason },
  ];
  if (options.customMessage?.trim()) blocks.push({ kind: 'quote', label: w.message, text: options.customMessage.trim() });
  blocks.push({ kind: 'paragraph', text: w.appeal(options.supportEmail) });
  return renderMail({ language: options.language, subject: w.subject, heading: w.subject, supportEmail: options.supportEmail, blocks });
}
