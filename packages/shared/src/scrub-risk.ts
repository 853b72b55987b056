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
import { everydayWalls } from './scrub-everyday';
import { foldCharacters } from './scrub-fold-chars';
import { type BudgetReason, hasSpacedLetters, overDigitBudget } from './scrub-budget';

export type { BudgetReason } from './scrub-budget';

export interface RiskOptions extends DetectOptions {
  /**
   * A public text (an item's texts, a name, an organisation's texts; not claim answers): held as
   * well when it spends more than its budget of digit-like tokens or spells a word letter by letter
   * (scrub-budget.ts). Its reason is then 'digits' or 'spelled-digits', and `budget` says which.
   */
  budget?: boolean;
}

export type ContactRiskReason = 'spelled-digits' | 'digits' | 'email';

export interface ContactRisk {
  /** What the detector found, as findContactDetails gives it: replaced whatever the doubt. */
  details: ContactDetail[];
  needsReview: boolean;
  reason: ContactRiskReason | null;
  /** With `budget`, when the budget (not a recognised shape) raised the doubt; absent otherwise. */
  budget?: BudgetReason;
}

const PLAIN_NUMBER = /^[\d ./()+,-]*$/;
const MODEL_THEN_NUMBER = /^[OISBZ]\d{1,3}(?:[ ,./-]{1,3}\d+)+$/;
const LEFT_OVER_EMAIL = new RegExp(
  String.raw`\b(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|proton ?mail|gmx|yandex)\b|[a-z0-9]@[a-z]|[.${SPELLED_DOT}] ?(?:com|co ?[.${SPELLED_DOT}] ?ke)\b`,
  'i',
);

export function assessContactRisk(text: string, options: RiskOptions = {}): ContactRisk {
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
  if (reason === null && options.budget) {
    const budget = budgetDoubt(text, reading, masked);
    if (budget) return { details, needsReview: true, reason: budget === 'digit-tokens' ? 'digits' : 'spelled-digits', budget };
  }
  return { details, needsReview: reason !== null, reason };
}

function budgetDoubt(text: string, reading: ReturnType<typeof detect>['reading'], masked: string): BudgetReason | null {
  if (/\d/.test(masked)) {
    const walls = everydayWalls(masked);
    const outside = walls.some(Boolean)
      ? masked
          .split('')
          .map((char, i) => (walls[i] ? '%' : char))
          .join('')
      : masked;
    if (overDigitBudget(text, reading, outside)) return 'digit-tokens';
  }
  return hasSpacedLetters(foldCharacters(text).text) ? 'spaced-letters' : null;
}

function digitDoubt(text: string, reading: ReturnType<typeof detect>['reading'], masked: string): ContactRiskReason | null {
  const chains = digitChains(masked, 3);
  for (const chain of chains) {
    const [start, end] = sourceSpan(reading, chain.start, chain.end);
    const written = text.slice(start, end);
    const disguised = written !== masked.slice(chain.start, chain.end) || !PLAIN_NUMBER.test(written);
    // One run of ASCII digits and look-alike letters is a serial ('6I6862I3129S'), unless it makes a number.
    const serial = chain.runs === 1 && /^[\x21-\x7e]*$/.test(written);
    // A model then a number ('Itel S23 5000mAh', 'Galaxy S10 128GB'): the S is a letter; a phone so written is found as one.
    const model = MODEL_THEN_NUMBER.test(written);
    if (chain.digits.length >= 7 && disguised && !serial && !model) return 'spelled-digits';
    if (chain.digits.length >= 9 && chain.runs >= 2) return 'digits';
  }
  // Chains split by one short word the folding does not bridge: '0712 au 345 678', 'zero seven banana one two …'.
  // Not from digits glued to letters: 'QX90YOTA01 and receipt 12426872' is a code and a receipt.
  const glued = (at: number) => /\p{L}/u.test(masked[at] ?? '');
  for (let i = 0; i + 1 < chains.length; i++) {
    if (glued(chains[i].start - 1)) continue;
    let digits = chains[i].digits;
    for (let j = i + 1; j < chains.length && j <= i + 3; j++) {
      const gap = masked.slice(chains[j - 1].end, chains[j].start);
      // One short word ('au', 'banana'), or up to three words of any length ('0712 elephant 345 something 678').
      if (gap.length > 40 || !/^[^\p{L}\d%]*\s\p{L}{1,12}(?:\s\p{L}{1,12}){0,2}\s[^\p{L}\d%]*$/u.test(gap)) break;
      digits += chains[j].digits;
      // Only with its prefix: 'Nokia 105 a 132314' is a model and a price.
      if (/^(?:0|254)/.test(digits) && isPhoneNumber(digits)) return 'digits';
    }
  }
  return null;
}
