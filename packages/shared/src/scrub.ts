/**
 * Contact scrubbing: keeps finders and claimers from trading contact details outside the
 * platform before the fee is paid (docs/product/user-flows.md section 5). One detector for every public text,
 * used by the forms (to refuse or preview) and by the server (to replace on write and on the way
 * out); how it reads a text, and what it catches and lets through:
 * docs/decisions/0234-contact-detector-folding.md (after 0140-contact-detector.md).
 */
import { detect, type ContactKind, type DetectOptions } from './scrub-detect';
import { sourceSpan } from './scrub-normalize';

export { CONTACT_PHRASES, type ContactKind, type DetectOptions } from './scrub-detect';
export { assessContactRisk, type BudgetReason, type ContactRisk, type ContactRiskReason, type RiskOptions } from './scrub-risk';
export { findPrivateNumbers, type PrivateNumber, type PrivateNumberKind } from './scrub-private-numbers';

export const CONTACT_REMOVED = '[Contact removed]';
export const EMAIL_REMOVED = '[Email removed]';
export const CONTACT_INFO_REMOVED = '[Contact info removed]';
export const ITEM_CONTACT_REMOVED = '[Contact removed for privacy]';

/** A contact detail at [start, end) of the text as written. */
export interface ContactDetail {
  kind: ContactKind;
  start: number;
  end: number;
}

/**
 * Every phone number, e-mail address, link and handle in the text (with `phrases`, the contact
 * phrases too; with `documentNumbers`, ID and passport numbers), in order, never overlapping: an
 * address holding digits is one e-mail, not a phone.
 */
export function findContactDetails(text: string, options: DetectOptions = {}): ContactDetail[] {
  const { reading, found } = detect(text, options);
  return found.map(({ kind, from, to }) => {
    const [start, end] = sourceSpan(reading, from, to);
    return { kind, start, end };
  });
}

function replaceDetails(text: string, details: ContactDetail[], labelOf: (kind: ContactKind) => string): string {
  let out = '';
  let position = 0;
  for (const detail of details) {
    if (detail.start < position) continue; // two readings of one source character: replaced once
    out += text.slice(position, detail.start) + labelOf(detail.kind);
    position = detail.end;
  }
  return out + text.slice(position);
}

export const containsPhoneNumber = (text: string) => findContactDetails(text).some((d) => d.kind === 'phone');
export const containsEmailAddress = (text: string) => findContactDetails(text).some((d) => d.kind === 'email');
/** Any contact detail: what public item texts and names may not hold. */
export const containsContactDetails = (text: string, options: DetectOptions = {}) => findContactDetails(text, options).length > 0;

export function replacePhoneNumbers(text: string, replacement: string): string {
  return replaceDetails(
    text,
    findContactDetails(text).filter((d) => d.kind === 'phone'),
    () => replacement,
  );
}

const CLAIM_LABELS: Record<ContactKind, string> = {
  phone: CONTACT_REMOVED,
  email: EMAIL_REMOVED,
  link: CONTACT_INFO_REMOVED,
  handle: CONTACT_INFO_REMOVED,
  document: CONTACT_INFO_REMOVED,
  mpesa: CONTACT_REMOVED,
  phrase: CONTACT_INFO_REMOVED,
};

/** Claim texts and reviews: phones, e-mails, links, handles and contact phrases are replaced. */
export function scrubContactInfo(text: string): string {
  return replaceDetails(text, findContactDetails(text, { phrases: true }), (kind) => CLAIM_LABELS[kind]);
}

/**
 * Public item texts (title, questions, description, nearby place) and lost reports: phones,
 * e-mails, links and handles (with `documentNumbers`, for a Documents item, ID numbers too). The
 * label can be longer than what it replaces: with `maxLength` (a column's size) the result is cut
 * to fit, so a title full of short numbers cannot fail the insert.
 */
export function scrubItemText(text: string, maxLength = Infinity, options: DetectOptions = {}): string {
  const scrubbed = replaceDetails(text, findContactDetails(text, options), () => ITEM_CONTACT_REMOVED);
  return scrubbed.length > maxLength ? `${scrubbed.slice(0, maxLength - 1).trimEnd()}…` : scrubbed;
}
