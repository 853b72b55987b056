/**
 * Doubt goes to a person (issue 26): a text whose folded reading still looks like a contact
 * detail the detector did not confidently find is held for moderation instead of guessed either
 * way (docs/decisions/0234-contact-detector-folding.md). What counts as doubt, once everyday
 * numbers (dates, times, prices) and the details found are set aside:
 * - 'spelled-digits': 7 or more digits close together where at least one was disguised (a word,
 *   a look-alike letter, another script, an invisible character, an odd separator);
 * - 'digits': 9 or more digits in two or more groups, or a phone-like start split by a short word
 *   ('0712 au 345 678');
 * - 'email': a mail provider's name or an '@' between words left over.
 */
import { detect, type DetectOptions } from './scrub-detect';
import { digitChains, isPhoneNumber } from './scrub-phones';
import { sourceSpan } from './scrub-normalize';
import { SPELLED_DOT } from './scrub-fold-words';
import type { ContactDetail } from './scrub';

export type ContactRiskReason = 'spelled-digits' | 'digits' | 'email';

export interface ContactRisk {
  /** What the detector found, as findContactDetails gives it: replaced whatever the doubt. */
  details: ContactDetail[];
  needsReview: boolean;
  reason: ContactRiskReason | null;
}

const PLAIN_NUMBER = /^[\d ./()+,-]*$/;
const LEFT_OVER_EMAIL = new RegExp(
  String.raw`\b(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|proton ?mail|gmx|yandex)\b|[a-z0-9]@[a-z]|[.${SPELLED_DOT}] ?(?:com|co ?[.${SPELLED_DOT}] ?ke)\b`,
  'i',
);

export function assessContactRisk(text: string, options: DetectOptions = {}): ContactRisk {
  const { reading, found } = detect(text, options);
  const details = found.map(({ kind, from, to }) => {
    const [start, end] = sourceSpan(reading, from, to);
    return { kind, start, end };
  });
  // The details found are replaced anyway: '%' (a wall for the digit chains) in their place.
  const characters = [...reading.text.split('')];
  for (const { from, to } of found) characters.fill('%', from, to);
  const masked = characters.join('');
  const reason = digitDoubt(text, reading, masked) ?? (LEFT_OVER_EMAIL.test(masked) ? 'email' : null);
  return { details, needsReview: reason !== null, reason };
}

function digitDoubt(text: string, reading: ReturnType<typeof detect>['reading'], masked: string): ContactRiskReason | null {
  const chains = digitChains(masked, 3);
  for (const chain of chains) {
    const [start, end] = sourceSpan(reading, chain.start, chain.end);
    const written = text.slice(start, end);
    const disguised = written !== masked.slice(chain.start, chain.end) || !PLAIN_NUMBER.test(written);
    // One run of ASCII digits and look-alike letters is a serial ('6I6862I3129S'), unless it makes a number.
    const serial = chain.runs === 1 && /^[\x21-\x7e]*$/.test(written);
    if (chain.digits.length >= 7 && disguised && !serial) return 'spelled-digits';
    if (chain.digits.length >= 9 && chain.runs >= 2) return 'digits';
  }
  // Chains split by one short word the folding does not bridge: '0712 au 345 678', 'zero seven banana one two …'.
  for (let i = 0; i + 1 < chains.length; i++) {
    let digits = chains[i].digits;
    for (let j = i + 1; j < chains.length && j <= i + 3; j++) {
      const gap = masked.slice(chains[j - 1].end, chains[j].start);
      if (gap.length > 12 || !/^[^\p{L}\d%]*\s\p{L}{1,6}\s[^\p{L}\d%]*$/u.test(gap)) break;
      digits += chains[j].digits;
      // Only with its prefix: 'Nokia 105 a 132314' is a model and a price.
      if (/^(?:0|254)/.test(digits) && isPhoneNumber(digits)) return 'digits';
    }
  }
  return null;
}
