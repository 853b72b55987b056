/**
 * The words of every SMS, in English and Kiswahili. Each must be one part: at most 160 GSM-7
 * characters (gsm7.ts). No SMS carries text another person typed (docs/rules.md "a message at
 * every turn", docs/decisions/0231): an item is named by its category, county and date, a
 * person by a cleaned first name; the category (an admin may name one at length) is shortened to
 * what is left (sms-texts.test.ts checks every text in both languages at its longest).
 */
import { formatKsh } from '@okota/shared';
import { fitsOneSmsPart, SMS_PART_LENGTH, toGsm7, truncateGsm7, gsm7Length } from '../../integrations/africastalking/gsm7';
import type { SmsKind } from './sms-kinds';

export type SmsLanguage = 'en' | 'sw';

export interface SmsValues {
  /** The item's category in the reader's language (categoryDisplayName). */
  category?: string;
  county?: string;
  /** The day, already written for the reader ('4 March 2026'). */
  date?: string;
  /** Shillings (fee, payout, refund). */
  amount?: number;
  /** Shillings: the fee, beside an amount sent that was not it (paybill_returned). */
  fee?: number;
  /** The other person's first name, as smsFirstName cleans it. */
  firstName?: string;
  /** An M-Pesa receipt. */
  receipt?: string | null;
  code?: string;
  /** Where the SMS points, e.g. https://okota.co.ke/item/42 (smsLink). */
  link?: string;
  /** 'Held at a police station, Kiambu.' in our words (held-at-words.ts); dropped when it does not fit. */
  heldAt?: string;
  /** An organisation invitation's role (never the organisation's name: its applicant typed it). */
  role?: 'manager' | 'desk';
  /** Who reads a dispute's decision: the one who paid, or the one who found it. */
  party?: 'owner' | 'finder';
  /** Why our system held a listing, in our words (docs/decisions/0260). */
  heldFor?: HeldFor;
}

/** The kinds of reason our system holds a listing for review (never the listing's own words). */
export type HeldFor = 'contact' | 'scam';

type Filled = Required<Omit<SmsValues, 'amount' | 'fee' | 'receipt'>> & { amount: string; fee: string; receipt: string | null };
type Template = (v: Filled) => string;

const TEMPLATES: Record<SmsLanguage, Record<SmsKind, Template>> = {
  en: {
    code: (v) => `Okota code: ${v.code}. It expires in 10 minutes. Do not share it; Okota will never ask you for it.`,
    sign_up_attempt: (v) => `Okota: someone tried to sign up with your number. No code was sent. If it was you, sign in: ${v.link}`,
    // What to bring (an ID, or for a lost ID an abstract) is on the item page: an SMS has no room for it (docs/decisions/0261).
    collection_code: (v) =>
      `Your Okota collection code is ${v.code}. Show it at the desk where the item is held; the item page says what to bring. Valid until ${v.date}.`,
    org_applied: (v) => `Okota: a new organisation applied and waits for verification. Check it: ${v.link}`,
    org_verified: (v) => `Okota: your organisation is verified. Its desk can now post found items and hand them over: ${v.link}`,
    org_rejected: (v) => `Okota: your organisation's application was not accepted. The reason is in your notifications: ${v.link}`,
    collection_code_free: (v) =>
      `Okota: claim approved, nothing to pay. Collection code ${v.code}: show it at the desk; the item page says what to bring. Valid until ${v.date}.`,
    drop_off_receipt: () => 'Your found item is now held at a handover point on Okota. You will be paid your share when the owner collects it.',
    paybill_returned: (v) => `Okota: you sent ${v.amount}; the fee is ${v.fee}. It is going back to your M-Pesa (${v.receipt}). ${v.link}`,
    paybill_stuck: (v) => `Okota: M-Pesa did not return your ${v.amount} (receipt ${v.receipt}). Our team will return it. Help: ${v.link}`,
    paybill_back: (v) => `Okota: your ${v.amount} (receipt ${v.receipt}) is back on your M-Pesa. Sorry for the wait. ${v.link}`,
    org_invitation: (v) =>
      `Okota: you are invited to join an organisation as ${v.role === 'manager' ? 'a manager' : 'desk staff'}. Sign in with this number to accept: ${v.link}`,
    ussd_link: (v) => `Okota: found item (${v.category}, ${v.county}, ${v.date})${v.heldAt ? `. ${v.heldAt}` : ':'} ${v.link}`,
    match: (v) => `Okota: a found item may be yours (${v.category}, ${v.county}, ${v.date}).${v.heldAt ? ` ${v.heldAt}` : ''} See it: ${v.link}`,
    claim_received: (v) => `Okota: new claim on an item you found (${v.category}, ${v.county}, ${v.date}). Review it: ${v.link}`,
    // Held by an organisation (heldAt): the payment brings a collection code, not a contact (docs/decisions/0242).
    claim_approved: (v) =>
      `Okota: your claim was approved (${v.category}). Pay the ${v.amount} fee to get ${v.heldAt ? 'your collection code by SMS' : "the finder's contact"}: ${v.link}`,
    claim_waiting: (v) => `Okota: a claim on an item you found (${v.category}, ${v.county}) waits for your answer. Review it: ${v.link}`,
    pay_waiting: (v) =>
      `Okota: your approved claim (${v.category}) waits for the ${v.amount} fee. Pay to get ${v.heldAt ? 'your collection code' : "the finder's contact"}: ${v.link}`,
    claim_rejected: (v) => `Okota: the finder did not approve your claim (${v.category}, ${v.county}). See your claims: ${v.link}`,
    payment_completed: (v) => `Okota: payment received (${v.category}, ${v.county}). The finder's contact is on the item page: ${v.link}`,
    owner_paid: (v) => `Okota: ${v.firstName} paid for the item you found (${v.category}). Chat to arrange the hand-over: ${v.link}`,
    handover_owner: (v) => `Okota: got your item (${v.category}) back? Confirm it so the finder is paid, or report a problem: ${v.link}`,
    handover_finder: (v) => `Okota: please hand over the item you found (${v.category}) to its owner. Arrange it in the chat: ${v.link}`,
    payout_sent: (v) => `Okota: we sent ${v.amount} to your M-Pesa${v.receipt ? `, receipt ${v.receipt}` : ''}. Thank you for returning the item! ${v.link}`,
    payout_waiting: (v) => `Okota: your ${v.amount} reward is waiting. Verify a Safaricom (M-Pesa) number to get it at once: ${v.link}`,
    refund_sent: (v) => `Okota: your ${v.amount} (${v.category}) was refunded to your M-Pesa. ${v.link}`,
    refund_delayed: (v) => `Okota: M-Pesa could not return your ${v.amount} (${v.category}). A person at Okota is returning it. ${v.link}`,
    held_expiring: (v) => `Okota: an item your desk holds (${v.category}) ends its holding period within 7 days. See it: ${v.link}`,
    dispute_opened: (v) => `Okota: the owner reported a hand-over problem (${v.category}). Your share waits for an admin's decision: ${v.link}`,
    dispute_paid: (v) =>
      v.party === 'finder'
        ? `Okota: an admin decided the hand-over problem (${v.category}): you are paid your share. ${v.link}`
        : `Okota: an admin decided your hand-over problem (${v.category}): the finder is paid. Reasons: ${v.link}`,
    dispute_refunded: (v) =>
      v.party === 'finder'
        ? `Okota: an admin decided the hand-over problem (${v.category}): the owner is refunded; no payout. ${v.link}`
        : `Okota: an admin decided your hand-over problem (${v.category}): your ${v.amount} goes back to your M-Pesa. ${v.link}`,
    listing_held: (v) =>
      v.heldFor === 'scam'
        ? `Okota: listing held for review (${v.category}): it was reported as a scam. A person checks it: ${v.link}`
        : `Okota: listing held for review (${v.category}): it may show contact details. Edit it to be checked again: ${v.link}`,
  },
  sw: {
    code: (v) => `Msimbo wa Okota: ${v.code}. Utaisha baada ya dakika 10. Usimpe mtu; Okota haitakuuliza kamwe.`,
    sign_up_attempt: (v) => `Okota: mtu amejaribu kufungua akaunti kwa nambari yako. Kama ni wewe, ingia: ${v.link}`,
    collection_code: (v) =>
      `Msimbo wako wa Okota wa kuchukua kitu ni ${v.code}. Uonyeshe dawatini kinapohifadhiwa; ukurasa wa kitu unasema ulete nini. Halali hadi ${v.date}.`,
    org_applied: (v) => `Okota: shirika jipya limeomba na linasubiri kuthibitishwa. Liangalie: ${v.link}`,
    org_verified: (v) => `Okota: shirika lako limethibitishwa; dawati lake sasa linaweza kuweka na kukabidhi vitu: ${v.link}`,
    org_rejected: (v) => `Okota: ombi la shirika lako halikukubaliwa. Sababu iko kwenye arifa zako: ${v.link}`,
    collection_code_free: (v) =>
      `Okota: dai limekubaliwa, bila malipo. Msimbo wa kuchukua ${v.code}: uonyeshe dawatini; ukurasa wa kitu unasema ulete nini. Halali hadi ${v.date}.`,
    drop_off_receipt: () => 'Kitu ulichokipata sasa kimehifadhiwa kwenye kituo cha makabidhiano cha Okota. Utalipwa sehemu yako mwenye kitu atakapokichukua.',
    paybill_returned: (v) => `Okota: ulituma ${v.amount}; ada ni ${v.fee}. Zinarudishwa kwenye M-Pesa yako (${v.receipt}). ${v.link}`,
    paybill_stuck: (v) => `Okota: M-Pesa haikurudisha ${v.amount} zako (risiti ${v.receipt}). Timu yetu itazirudisha. Msaada: ${v.link}`,
    paybill_back: (v) => `Okota: ${v.amount} zako (risiti ${v.receipt}) zimerudishwa kwenye M-Pesa yako. Pole kwa kusubiri. ${v.link}`,
    org_invitation: (v) =>
      `Okota: umealikwa kujiunga na shirika kama ${v.role === 'manager' ? 'meneja' : 'mhudumu wa dawati'}. Ingia kwa nambari hii ukubali: ${v.link}`,
    ussd_link: (v) => `Okota: kitu kilichopatikana (${v.category}, ${v.county}, ${v.date})${v.heldAt ? `. ${v.heldAt}` : ':'} ${v.link}`,
    match: (v) => `Okota: kitu kilichopatikana huenda ni chako (${v.category}, ${v.county}, ${v.date}).${v.heldAt ? ` ${v.heldAt}` : ''} Kione: ${v.link}`,
    claim_received: (v) => `Okota: dai jipya kwa kitu ulichokipata (${v.category}, ${v.county}, ${v.date}). Lione: ${v.link}`,
    claim_approved: (v) =>
      `Okota: dai lako limekubaliwa (${v.category}). Lipa ada ya ${v.amount} upate ${v.heldAt ? 'msimbo wa kuchukua kwa SMS' : 'mawasiliano ya aliyekipata'}: ${v.link}`,
    claim_waiting: (v) => `Okota: dai la kitu ulichokipata (${v.category}, ${v.county}) linasubiri jibu lako. Lione: ${v.link}`,
    pay_waiting: (v) =>
      `Okota: dai lako (${v.category}) limekubaliwa, linasubiri ada ya ${v.amount}. Lipa upate ${v.heldAt ? 'msimbo wa kuchukua' : 'mawasiliano'}: ${v.link}`,
    claim_rejected: (v) => `Okota: aliyekipata hakukubali dai lako (${v.category}, ${v.county}). Angalia madai yako: ${v.link}`,
    payment_completed: (v) => `Okota: malipo yamepokelewa (${v.category}). Mawasiliano ya aliyekipata yako kwenye ukurasa: ${v.link}`,
    owner_paid: (v) => `Okota: ${v.firstName} amelipia kitu ulichokipata (${v.category}). Ongea naye mpange makabidhiano: ${v.link}`,
    handover_owner: (v) => `Okota: umerudishiwa kitu chako (${v.category})? Thibitisha ili aliyekipata alipwe, au ripoti tatizo: ${v.link}`,
    handover_finder: (v) => `Okota: tafadhali mkabidhi mwenye kitu ulichokipata (${v.category}). Pangeni kwenye mazungumzo: ${v.link}`,
    payout_sent: (v) => `Okota: tumetuma ${v.amount} kwenye M-Pesa yako${v.receipt ? `, risiti ${v.receipt}` : ''}. Asante kwa kukirudisha! ${v.link}`,
    payout_waiting: (v) => `Okota: zawadi yako ya ${v.amount} inasubiri. Thibitisha nambari ya Safaricom (M-Pesa) ili itumwe: ${v.link}`,
    refund_sent: (v) => `Okota: ${v.amount} zako (${v.category}) zimerudishwa kwenye M-Pesa yako. ${v.link}`,
    refund_delayed: (v) => `Okota: M-Pesa haikuweza kurudisha ${v.amount} zako (${v.category}). Mtu wa Okota anazirudisha. ${v.link}`,
    held_expiring: (v) => `Okota: muda wa kuhifadhi kitu cha dawati lenu (${v.category}) unaisha ndani ya siku 7. Kione: ${v.link}`,
    dispute_opened: (v) => `Okota: mwenye kitu ameripoti tatizo (${v.category}). Malipo yako yanasubiri uamuzi wa msimamizi: ${v.link}`,
    dispute_paid: (v) =>
      v.party === 'finder'
        ? `Okota: msimamizi ameamua tatizo (${v.category}): utalipwa sehemu yako. ${v.link}`
        : `Okota: msimamizi ameamua tatizo lako (${v.category}): aliyekipata analipwa. Sababu: ${v.link}`,
    dispute_refunded: (v) =>
      v.party === 'finder'
        ? `Okota: msimamizi ameamua tatizo (${v.category}): mwenye kitu amerejeshewa pesa; hutalipwa. ${v.link}`
        : `Okota: msimamizi ameamua tatizo lako (${v.category}): ${v.amount} zako zinarudishwa kwenye M-Pesa yako. ${v.link}`,
    listing_held: (v) =>
      v.heldFor === 'scam'
        ? `Okota: tangazo limesimamishwa likaguliwe (${v.category}): limeripotiwa kama utapeli. Mtu atalikagua: ${v.link}`
        : `Okota: tangazo limesimamishwa likaguliwe (${v.category}): huenda lina mawasiliano. Lihariri likaguliwe: ${v.link}`,
  },
};

/** Fewer category characters than this and the SMS says too little: refuse rather than send it. */
export const MIN_CATEGORY_LENGTH = 8;
const FIRST_NAME_LENGTH = 20;

/**
 * A first name fit for our sender: its first word, letters (and ' or -) only, at most 20. A
 * name that is not a name ('Send KSh 500 to 0712…') becomes 'Send'; nothing left: the fallback.
 */
export function smsFirstName(name: string | null | undefined, fallback: string): string {
  const word =
    toGsm7(name ?? '')
      .split(' ')[0]
      ?.replace(/[^\p{L}'-]/gu, '')
      .slice(0, FIRST_NAME_LENGTH) ?? '';
  return /\p{L}/u.test(word) ? word : fallback;
}

/**
 * The SMS for `kind` in `language`, one part long, or null when even a short category does not
 * fit (only with an absurdly long PUBLIC_URL): the caller skips the SMS rather than send two parts.
 */
export function renderSms(options: { kind: SmsKind; language: SmsLanguage | string } & SmsValues): string | null {
  // Where it is held is worth saying, but not at the cost of the category: without it if it crowds it out.
  if (options.heldAt) {
    const full = toGsm7(options.category ?? '');
    const withHeldAt = renderOne(options);
    if (withHeldAt && withHeldAt.includes(full)) return withHeldAt;
  }
  return renderOne({ ...options, heldAt: '' });
}

function renderOne(options: { kind: SmsKind; language: SmsLanguage | string } & SmsValues): string | null {
  const language: SmsLanguage = options.language === 'sw' ? 'sw' : 'en';
  const template = TEMPLATES[language][options.kind];
  const values: Filled = {
    category: '',
    county: toGsm7(options.county ?? ''),
    date: toGsm7(options.date ?? ''),
    amount: formatKsh(options.amount ?? 0),
    fee: formatKsh(options.fee ?? 0),
    firstName: smsFirstName(options.firstName, language === 'sw' ? 'Mwenye kitu' : 'The owner'),
    receipt: options.receipt ? toGsm7(options.receipt) : null,
    code: options.code ?? '',
    link: toGsm7(options.link ?? ''),
    role: options.role ?? 'desk',
    party: options.party ?? 'owner',
    heldFor: options.heldFor ?? 'contact',
    heldAt: toGsm7(options.heldAt ?? ''),
  };
  const fixed = gsm7Length(toGsm7(template(values)));
  if (fixed === null) return null;
  const full = toGsm7(options.category ?? '');
  const category = truncateGsm7(full, SMS_PART_LENGTH - fixed);
  if (full && category.length < Math.min(MIN_CATEGORY_LENGTH, full.length)) return null;
  const text = toGsm7(template({ ...values, category }));
  return fitsOneSmsPart(text) ? text : null;
}

/**
 * An organisation invitation to a number with no account yet, whose language we cannot know: both
 * languages in one part, so without the link (sign-in is at the site's address in the first words).
 */
export const BILINGUAL_INVITATION: Record<'manager' | 'desk', string> = {
  manager:
    'Okota: you are invited to join an organisation as a manager; sign up with this number to accept. / Umealikwa kwenye shirika kama meneja; jisajili ukubali.',
  desk: 'Okota: you are invited to join an organisation as desk staff; sign up with this number to accept. / Umealikwa kwenye shirika kama mhudumu; jisajili ukubali.',
};

/**
 * paybill_stuck and paybill_back to a number whose language we cannot know (no verified account,
 * never on the USSD menu): both languages in one part. Null when it does not fit (a very long
 * PUBLIC_URL): the caller falls back to English, as for any unknown number (docs/decisions/0286).
 */
export function bilingualPaybillSms(kind: 'paybill_stuck' | 'paybill_back', v: { amount: number; receipt: string; link: string }): string | null {
  const said =
    kind === 'paybill_stuck'
      ? `M-Pesa did not return ${formatKsh(v.amount)} (${v.receipt}); we will. Hazikurudishwa; tutazirudisha.`
      : `${formatKsh(v.amount)} (${v.receipt}) is back on your M-Pesa. Zimerudishwa kwenye M-Pesa yako.`;
  const text = toGsm7(`Okota: ${said} ${v.link}`);
  return fitsOneSmsPart(text) ? text : null;
}

/** A short address of a page on this site, for an SMS. */
export function smsLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/$/, '')}${path}`;
}
