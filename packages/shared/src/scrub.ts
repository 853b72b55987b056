/**
 * Contact scrubbing: keeps finders and claimers from trading contact details outside the
 * platform before the fee is paid (1-user-flows.md section 5).
 */
export const CONTACT_REMOVED = '[Contact removed]';
export const EMAIL_REMOVED = '[Email removed]';
export const CONTACT_INFO_REMOVED = '[Contact info removed]';
export const ITEM_CONTACT_REMOVED = '[Contact removed for privacy]';

export const CONTACT_PHRASES = [
  'whatsapp', 'telegram', 'instagram', 'facebook', 'twitter', 'tiktok', 'snapchat',
  'call me', 'contact me', 'reach me', 'dm me', 'message me', 'text me',
] as const;

/**
 * A Kenyan phone number written with optional separators: +254 / 254 / 0 followed by 7 or 1 and
 * eight more digits, or any run of 9+ digits with separators (a number in another form).
 */
const PHONE_PATTERN =
  /(?:\+\s*254|\b254|\b0)[\s\-.]*[17](?:[\s\-.]*\d){8}\b|(?<![\w])\d(?:[\s\-.]?\d){8,}(?!\w)/g;
const EMAIL_PATTERN = /[A-Z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const PHRASE_PATTERN = new RegExp(
  `\\b(?:${CONTACT_PHRASES.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\b`,
  'gi',
);

export function containsPhoneNumber(text: string): boolean {
  PHONE_PATTERN.lastIndex = 0;
  const found = PHONE_PATTERN.test(text);
  PHONE_PATTERN.lastIndex = 0;
  return found;
}

export function replacePhoneNumbers(text: string, replacement: string): string {
  return text.replace(PHONE_PATTERN, replacement);
}

/** Claim text: phones, e-mails and contact phrases are replaced. */
export function scrubContactInfo(text: string): string {
  return text
    .replace(EMAIL_PATTERN, EMAIL_REMOVED)
    .replace(PHONE_PATTERN, CONTACT_REMOVED)
    .replace(PHRASE_PATTERN, CONTACT_INFO_REMOVED);
}

/** Item description and nearby place: phone numbers only. */
export function scrubItemText(text: string): string {
  return replacePhoneNumbers(text, ITEM_CONTACT_REMOVED);
}
