/**
 * The words of every SMS, in English and Kiswahili. Each must be one part: at most 160 GSM-7
 * characters (gsm7.ts). The Kiswahili is written in plain Latin letters, which GSM-7 holds; an
 * item title, which people type, is brought into the alphabet and shortened to what is left
 * (sms-texts.test.ts checks every text in both languages at its longest).
 */
import { formatKsh, scrubItemText } from '@okota/shared';
import { fitsOneSmsPart, SMS_PART_LENGTH, toGsm7, truncateGsm7, gsm7Length } from '../../integrations/africastalking/gsm7';
import type { SmsKind } from './sms-kinds';

export type SmsLanguage = 'en' | 'sw';

export interface SmsValues {
  title?: string;
  /** Shillings (payout, refund). */
  amount?: number;
  code?: string;
  /** Where the SMS points, e.g. https://okota.co.ke/item/42 (smsLink). */
  link?: string;
}

type Template = (v: Required<SmsValues>) => string;

const TEMPLATES: Record<SmsLanguage, Record<SmsKind, Template>> = {
  en: {
    code: (v) => `Okota code: ${v.code}. It expires in 10 minutes. Do not share it; Okota will never ask you for it.`,
    ussd_link: (v) => `Okota: found item "${v.title}": ${v.link}`,
    match: (v) => `Okota: a found item may be yours: "${v.title}". See it: ${v.link}`,
    claim_approved: (v) => `Okota: your claim for "${v.title}" was approved. Pay the fee to get the finder's contact: ${v.link}`,
    payment_completed: (v) => `Okota: payment received for "${v.title}". The finder's contact is on the item page: ${v.link}`,
    payout_sent: (v) => `Okota: ${formatKsh(v.amount)} for "${v.title}" was sent to your M-Pesa. Thank you for returning it! ${v.link}`,
    refund_sent: (v) => `Okota: your ${formatKsh(v.amount)} for "${v.title}" was refunded to your M-Pesa. ${v.link}`,
  },
  sw: {
    code: (v) => `Nambari ya Okota: ${v.code}. Itaisha baada ya dakika 10. Usimpe mtu; Okota haitakuuliza kamwe.`,
    ussd_link: (v) => `Okota: kitu kilichopatikana "${v.title}": ${v.link}`,
    match: (v) => `Okota: kitu kilichopatikana huenda ni chako: "${v.title}". Kione: ${v.link}`,
    claim_approved: (v) => `Okota: dai lako la "${v.title}" limekubaliwa. Lipa ada upate mawasiliano ya aliyekipata: ${v.link}`,
    payment_completed: (v) => `Okota: malipo ya "${v.title}" yamepokelewa. Mawasiliano ya aliyekipata yako kwenye ukurasa: ${v.link}`,
    payout_sent: (v) => `Okota: ${formatKsh(v.amount)} za "${v.title}" zimetumwa kwenye M-Pesa yako. Asante kwa kukirudisha! ${v.link}`,
    refund_sent: (v) => `Okota: ${formatKsh(v.amount)} zako za "${v.title}" zimerudishwa kwenye M-Pesa yako. ${v.link}`,
  },
};

/** Fewer title characters than this and the SMS says too little: refuse rather than send it. */
export const MIN_TITLE_LENGTH = 12;

/**
 * The SMS for `kind` in `language`, one part long, or null when even a short title does not fit
 * (only with an absurdly long PUBLIC_URL): the caller skips the SMS rather than send two parts.
 */
export function renderSms(options: { kind: SmsKind; language: SmsLanguage | string } & SmsValues): string | null {
  const template = TEMPLATES[options.language === 'sw' ? 'sw' : 'en'][options.kind];
  const values = { title: '', amount: options.amount ?? 0, code: options.code ?? '', link: toGsm7(options.link ?? '') };
  const fixed = gsm7Length(toGsm7(template(values)));
  if (fixed === null) return null;
  const title = truncateGsm7(toGsm7(scrubItemText(options.title ?? '')), SMS_PART_LENGTH - fixed);
  if (options.title && title.length < Math.min(MIN_TITLE_LENGTH, toGsm7(options.title).length)) return null;
  const text = toGsm7(template({ ...values, title }));
  return fitsOneSmsPart(text) ? text : null;
}

/** A short address of a page on this site, for an SMS. */
export function smsLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}
