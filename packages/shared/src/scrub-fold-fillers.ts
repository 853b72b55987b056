/**
 * The last fold of the contact detector (docs/decisions/0234-contact-detector-folding.md), after
 * number words and look-alikes are digits (scrub-fold-words.ts): a filler word between two digit
 * groups ('zero seven and one two …', '0712 na 345 678', '07 then 12 345 678', '07-and-12345678')
 * reads as a separator, so the phone finder sees one number. Only where the groups across it,
 * read together, make a Kenyan mobile number: 'two bags and three phones', 'Samsung A12 and A13',
 * 'between 9:00 and 10:15' and 'Nokia 105 and 132314' stay as they are.
 *
 * An unknown word in the same place ('0712 banana 345 678') is not bridged: the doubt score
 * (scrub-risk.ts) holds such a text for a person, who can tell a trick from a listing; a guess here
 * would rewrite a listing nobody looked at.
 */
import { allMatches, type DetectorReading, replaceInReading } from './scrub-reading';

/** Words people put between the halves of a number to dodge a filter: English, then Kiswahili and Sheng ('&' reads as 'and'). */
export const FILLER_WORDS = [
  'and',
  '&',
  'then',
  'plus',
  'dash',
  'hyphen',
  'space',
  'comma',
  'also',
  'na',
  'kisha',
  'halafu',
  'alafu',
  'afu',
  'tena',
  'pia',
  'pamoja',
] as const;

/** Spaces and punctuation the phone finder reads as separators; never a wall ('@', '%', '$' …) or a letter. */
const GAP = String.raw`[\s,.;:/|_*+=#~()[\]{}<>'"\-–—]`;
const FILLER = `(?:${FILLER_WORDS.join('|')})`;
/** One filler, or two ('and then', 'pamoja na'), between a digit and a digit, with a few separators around. */
const FILLER_GAP = new RegExp(`(?<=\\d)${GAP}{0,3}${FILLER}(?:${GAP}{1,3}${FILLER})?${GAP}{0,3}(?=\\d)`, 'gi');
/** The same with its digits: a quicker pre-check, as a match can only start at a digit. */
const HAS_FILLER_GAP = new RegExp(`\\d${GAP}{0,3}${FILLER}(?:${GAP}{1,3}${FILLER})?${GAP}{0,3}\\d`, 'i');
/** Between two digit groups of one number without a filler: what the phone finder joins (at most six separators, an 'x' among them). */
const PLAIN_GAP = new RegExp(`^(?=.{1,6}$)${GAP}*(?:x${GAP}*)?$`, 'i');
const DIGIT_RUN = /\d+/g;
/** A Kenyan mobile number with its 0 or 254: the groups on both sides of a filler must make one to be joined. */
const PREFIXED_MOBILE = /^(?:(?:00)?254|0)(?:7\d|1[01])\d{7}$/;
/** Without its prefix, only when written a digit at a time ('seven one two and three …'): 'Nokia 105 and 132314' is a model and a price. */
const SPELLED_MOBILE = /^(?:7\d|1[01])\d{7}$/;
const MAX_DIGITS = 15;

const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/** A filler word between digit groups that make a Kenyan mobile number, as one space. */
export function foldFillerWords(reading: DetectorReading): DetectorReading {
  const text = reading.text;
  // Safe to skip: nothing is replaced but a filler between two digits.
  if (!HAS_FILLER_GAP.test(text)) return reading;
  const fillers = allMatches(FILLER_GAP, text);
  const runs = allMatches(DIGIT_RUN, text);
  // A filler match spans the whole gap between two runs of digits: keyed by where that gap starts.
  const fillerAfter = new Map(fillers.map((match) => [match.index, match]));
  const bridged = new Set<number>();
  for (let first = 0; first < runs.length; first++) {
    // Digits glued to letters are a serial or a model ('QX90YOTA01 and 12426872', 'A12 and A13'), not half a number.
    if (isLetter(text[runs[first].index - 1])) continue;
    let digits = '';
    let isDigitByDigit = true;
    const crossed: number[] = [];
    for (let last = first; last < runs.length; last++) {
      if (last > first) {
        const gapStart = runs[last - 1].index + runs[last - 1][0].length;
        const filler = fillerAfter.get(gapStart);
        if (filler) crossed.push(filler.index);
        else if (!PLAIN_GAP.test(text.slice(gapStart, runs[last].index))) break;
      }
      digits += runs[last][0];
      isDigitByDigit &&= runs[last][0].length === 1;
      if (digits.length > MAX_DIGITS) break;
      if (
        crossed.length > 0 &&
        !isLetter(text[runs[last].index + runs[last][0].length]) &&
        (PREFIXED_MOBILE.test(digits) || (isDigitByDigit && SPELLED_MOBILE.test(digits)))
      ) {
        for (const index of crossed) bridged.add(index);
      }
    }
  }
  if (bridged.size === 0) return reading;
  return replaceInReading(reading, FILLER_GAP, (match) => (bridged.has(match.index) ? ' ' : null));
}
