/**
 * Contact scrubbing: keeps finders and claimers from trading contact details outside the
 * platform before the fee is paid (1-user-flows.md section 5). One detector for every public text,
 * used by the forms (to refuse or preview) and by the server (to replace on write and on the way
 * out); what it catches and lets through: docs/decisions/0140-contact-detector.md.
 */
import { readForDetection, sourceSpan } from './scrub-normalize';
import { findPhoneSpans } from './scrub-phones';
import { findEmailSpans } from './scrub-emails';

export const CONTACT_REMOVED = '[Contact removed]';
export const EMAIL_REMOVED = '[Email removed]';
export const CONTACT_INFO_REMOVED = '[Contact info removed]';
export const ITEM_CONTACT_REMOVED = '[Contact removed for privacy]';

export const CONTACT_PHRASES = [
  'whatsapp', 'telegram', 'instagram', 'facebook', 'twitter', 'tiktok', 'snapchat',
  'call me', 'contact me', 'reach me', 'dm me', 'message me', 'text me',
] as const;

const PHRASE_PATTERN = new RegExp(
  `\\b(?:${CONTACT_PHRASES.map((p) => p.replace(/ /g, '\\s{1,5}')).join('|')})\\b`,
  'gi',
);

export type ContactKind = 'phone' | 'email' | 'phrase';

/** A contact detail at [start, end) of the text as written. */
export interface ContactDetail {
  kind: ContactKind;
  start: number;
  end: number;
}

/**
 * Every phone number and e-mail address in the text (and with `phrases`, the listed contact
 * phrases), in order, never overlapping: an address holding digits is one e-mail, not a phone.
 */
export function findContactDetails(text: string, { phrases = false } = {}): ContactDetail[] {
  const reading = readForDetection(text);
  const found: ContactDetail[] = [];
  const add = (kind: ContactKind, [from, to]: [number, number]) => {
    const [start, end] = sourceSpan(reading, from, to);
    if (!found.some((other) => start < other.end && other.start < end)) found.push({ kind, start, end });
  };
  for (const span of findEmailSpans(reading.text)) add('email', span);
  for (const span of findPhoneSpans(reading.text)) add('phone', span);
  if (phrases) {
    for (const match of reading.text.matchAll(PHRASE_PATTERN)) add('phrase', [match.index, match.index + match[0].length]);
  }
  return found.sort((a, b) => a.start - b.start);
}

function replaceDetails(text: string, details: ContactDetail[], labelOf: (kind: ContactKind) => string): string {
  let out = '';
  let position = 0;
  for (const detail of details) {
    out += text.slice(position, detail.start) + labelOf(detail.kind);
    position = detail.end;
  }
  return out + text.slice(position);
}

export const containsPhoneNumber = (text: string) => findContactDetails(text).some((d) => d.kind === 'phone');
export const containsEmailAddress = (text: string) => findContactDetails(text).some((d) => d.kind === 'email');
/** A phone number or an e-mail address: what public item texts and names may not hold. */
export const containsContactDetails = (text: string) => findContactDetails(text).length > 0;

export function replacePhoneNumbers(text: string, replacement: string): string {
  return replaceDetails(text, findContactDetails(text).filter((d) => d.kind === 'phone'), () => replacement);
}

const CLAIM_LABELS: Record<ContactKind, string> = { phone: CONTACT_REMOVED, email: EMAIL_REMOVED, phrase: CONTACT_INFO_REMOVED };

/** Claim texts and reviews: phones, e-mails and contact phrases are replaced. */
export function scrubContactInfo(text: string): string {
  return replaceDetails(text, findContactDetails(text, { phrases: true }), (kind) => CLAIM_LABELS[kind]);
}

/**
 * Public item texts (title, questions, description, nearby place) and lost reports: phones and
 * e-mails. The label can be longer than what it replaces: with `maxLength` (a column's size) the
 * result is cut to fit, so a title full of short numbers cannot fail the insert.
 */
export function scrubItemText(text: string, maxLength = Infinity): string {
  const scrubbed = replaceDetails(text, findContactDetails(text), () => ITEM_CONTACT_REMOVED);
  return scrubbed.length > maxLength ? `${scrubbed.slice(0, maxLength - 1).trimEnd()}…` : scrubbed;
}
