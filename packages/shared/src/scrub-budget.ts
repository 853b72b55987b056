/**
 * A budget for what the detector cannot recognise (issue 35; docs/decisions/0264-private-numbers-and-budget.md).
 * Public texts (items, names, organisations — not claim answers, where dates and serial numbers
 * belong) are held for a person when, after folding and with the details found and the everyday
 * numbers (dates, times, prices) set aside, they hold
 * - 'digit-tokens': small pieces of digits — digits that were disguised (number words, look-alike
 *   letters, other scripts) and numbers of one or two digits standing alone — that, read one after
 *   another, make a Kenyan mobile number however many words lie between them ('07 ukiona 12 nipigie
 *   34 …'), or 12 digits of them within 80 characters;
 * - 'spaced-letters': a run of single letters or syllables spaced apart that reads as a word list
 *   ('j a n e k a m a u', 'ja ne ka mau at gm ail'): 5 single letters in a row, or 7 short pieces
 *   most of which are not words.
 * Measured on the ordinary-listing corpus (scrub-listings-corpus.ts): 0 of 5,000 held.
 */
import type { DetectorReading } from './scrub-reading';
import { sourceSpan } from './scrub-normalize';

export type BudgetReason = 'digit-tokens' | 'spaced-letters';

const DIGITS = /\d+/g;
const ASCII_DIGITS = /^[0-9]+$/;
const MODEL = /^[OISBZ]\d{1,3}$/;
const isLetterOrDigit = (char: string | undefined) => char !== undefined && /[\p{L}\d]/u.test(char);

/** How near the pieces of one hidden number lie: a window of the reading. */
const WINDOW = 80;
/** More digits than that in small pieces within one window: held whatever they spell. */
export const DIGIT_BUDGET = 12;
/** Pieces that, read one after another, make a Kenyan mobile number: with its 0 or 254, or without it in seven pieces or more. */
const PREFIXED_MOBILE = /^(?:0|254)(?:7\d|1[01])\d{7}$/;
const BARE_MOBILE = /^(?:7\d|1[01])\d{7}$/;

/**
 * Whether a masked reading (details and everyday numbers already '%') spends more than its budget
 * of small pieces of digits — digits that were disguised (words, look-alikes, other scripts) or
 * numbers of one or two digits standing alone: pieces in a row that make a Kenyan mobile number
 * however many words lie between them, or DIGIT_BUDGET digits within WINDOW characters.
 */
export function overDigitBudget(text: string, reading: DetectorReading, masked: string): boolean {
  const pieces: Array<{ at: number; digits: string }> = [];
  for (const match of masked.matchAll(DIGITS)) {
    const end = match.index + match[0].length;
    const [from, to] = sourceSpan(reading, match.index, end);
    const written = text.slice(from, to);
    // A model's letter is not a disguise ('Itel S23', 'Galaxy S10'): counted as digits, when small.
    const disguised = !ASCII_DIGITS.test(written) && !MODEL.test(written);
    const alone = !isLetterOrDigit(masked[match.index - 1]) && !isLetterOrDigit(masked[end]);
    if (disguised || (alone && match[0].length <= 2)) pieces.push({ at: match.index, digits: match[0] });
  }
  let sum = 0;
  for (let first = 0, last = 0; last < pieces.length; last++) {
    sum += pieces[last].digits.length;
    while (pieces[last].at - pieces[first].at > WINDOW) sum -= pieces[first++].digits.length;
    if (sum >= DIGIT_BUDGET) return true;
  }
  for (let first = 0; first < pieces.length; first++) {
    let digits = '';
    for (let last = first; last < pieces.length && digits.length < 12; last++) {
      digits += pieces[last].digits;
      if (PREFIXED_MOBILE.test(digits) || (last - first >= 6 && BARE_MOBILE.test(digits))) return true;
    }
  }
  return false;
}

/** Short words of English, Kiswahili and Sheng: a run of them is a sentence, not a spelled word. */
const SHORT_WORDS = new Set(
  (
    'a i an as at be by do go he if in is it me my no of on or so to up us we ok oh and the for but not you all any can had her was one our out day get ' +
    'has him his how man new now old see two way who did its let put say she too use bag key red box car pen cap hat big tag son mum dad bus matatu ' +
    'atm id kcb hp lg tv usb sim cd dvd pc cv st rd th nd km kg cm mm ml pm am na ya wa za la cha vya kwa ni si tu pia hii huo ile au ama leo saa ndo ' +
    'ila bei yeye ana nna iko yao zao lao chake mimi sisi ye ko hu mzee mama baba dada kaka sh ksh bob ref no nos'
  ).split(' '),
);
const SINGLE_LETTERS = /(?<![\p{L}\d])\p{L}(?:[ _.*-]{1,3}[\p{L}\d](?![\p{L}\d])){4,}/u;
const SHORT_PIECES = /(?<![\p{L}\d])\p{L}{1,3}(?:[ _.*-]{1,3}\p{L}{1,3}(?![\p{L}\d])){6,}/gu;

/** A run of spaced single letters or syllables that reads as a word list, in the folded characters. */
export function hasSpacedLetters(characters: string): boolean {
  if (SINGLE_LETTERS.test(characters)) return true;
  for (const match of characters.matchAll(SHORT_PIECES)) {
    const pieces = match[0].split(/[ _.*-]+/).filter(Boolean);
    const unknown = pieces.filter((piece) => !SHORT_WORDS.has(piece.toLowerCase())).length;
    if (unknown * 2 > pieces.length) return true;
  }
  return false;
}
