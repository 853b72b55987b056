/**
 * To admins: the hourly SMS budget for codes is spent (features/sms/sms-spend.ts). Our words and
 * numbers only: nothing a caller typed.
 */
import { renderMail, type MailLanguage, type RenderedMail } from './layout';

const WORDS = {
  en: {
    subject: 'SMS codes paused: the hourly budget is spent',
    intro: (messages: number, kes: number) =>
      `More SMS codes were asked for in the last hour than the budget allows (${messages} messages or KSh ${kes}, all callers together). Someone may be spending our SMS. Sign-up, verification and reset codes by SMS are refused until the hour passes; alerts and collection codes still go out.`,
    next: 'The audit log has the time. To raise the budget, change SMS_BUDGET_MESSAGES_PER_HOUR or SMS_BUDGET_KES_PER_HOUR.',
    button: 'Open the audit log',
  },
  sw: {
    subject: 'Misimbo ya SMS imesitishwa: bajeti ya saa imekwisha',
    intro: (messages: number, kes: number) =>
      `Misimbo ya SMS iliyoombwa ndani ya saa iliyopita ni zaidi ya bajeti (ujumbe ${messages} au KSh ${kes}, kwa wote kwa pamoja). Huenda mtu anatumia SMS zetu. Misimbo ya kujisajili, ya kuthibitisha na ya kubadilisha nenosiri kwa SMS inakataliwa hadi saa iishe; arifa na misimbo ya kuchukua vitu bado zinatumwa.`,
    next: 'Kumbukumbu za ukaguzi zina muda wake. Kuongeza bajeti, badilisha SMS_BUDGET_MESSAGES_PER_HOUR au SMS_BUDGET_KES_PER_HOUR.',
    button: 'Fungua kumbukumbu za ukaguzi',
  },
};

export function smsPausedMail(options: { language: MailLanguage; messages: number; kes: number; url: string; supportEmail: string }): RenderedMail {
  const w = WORDS[options.language];
  return renderMail({
    language: options.language,
    subject: w.subject,
    heading: w.subject,
    supportEmail: options.supportEmail,
    blocks: [
      { kind: 'paragraph', text: w.intro(options.messages, options.kes) },
      { kind: 'paragraph', text: w.next },
      { kind: 'button', label: w.button, url: options.url },
    ],
  });
}
