/**
 * Folds of the contact detector for numbers spelled to slip past it (issue 35, point 6;
 * docs/decisions/0264-private-numbers-and-budget.md), run before number words become digits
 * (scrub-fold-words.ts):
 * - digits standing in for letters inside a number word: 'z3ro', 's3v3n', '0ne', 'f1ve' → 'zero' …;
 * - letters spaced apart or cut into syllables: 'z e r o s e v e n', 'ze ro se ven', 'si fu ri sa ba'
 *   → the number words they spell; any other run of single letters joined ('j a n e' → 'jane'), and
 *   one spelling an address ('j a n e a t g m a i l d o t c o m') → 'jane@gmail.com';
 * - numbers read in groups: 'twenty three' → 23, 'seven hundred' → 700, 'sabini na mbili' → 72,
 *   'mia tatu arobaini na tano' → 345, 'kumi na moja' → 11.
 * Each changes only the reading, so a fold that reads an innocent run differently changes nothing
 * unless the result is a contact detail.
 */
import { MAIL_PROVIDERS } from './scrub-domains';
import { DIGIT_WORDS, NEIGHBOUR_DIGIT_WORDS, NUMBER_VOCABULARY, TEENS, TENS } from './scrub-number-words';
import { type DetectorReading, replaceInReading } from './scrub-reading';
import { SPELLED_AT, SPELLED_DOT } from './scrub-marks';

const VOCABULARY = new Set(NUMBER_VOCABULARY);
const LONGEST = Math.max(...NUMBER_VOCABULARY.map((word) => word.length));
const PREFIXES = new Set(NUMBER_VOCABULARY.flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1))));

/** The number words a string of letters is made of ('zeroseven' → ['zero', 'seven']), or null. Linear in its length. */
export function segmentNumberWords(letters: string): string[] | null {
  if (letters.length > MAX_SPELLED) return null;
  // lastWord[end]: the length of the word ending at `end` in a segmentation of letters[0, end); 0 for none.
  const lastWord = new Uint8Array(letters.length + 1);
  const reachable = new Uint8Array(letters.length + 1);
  reachable[0] = 1;
  for (let end = 1; end <= letters.length; end++) {
    for (let length = 2; length <= LONGEST && length <= end && !reachable[end]; length++) {
      if (reachable[end - length] && VOCABULARY.has(letters.slice(end - length, end))) {
        reachable[end] = 1;
        lastWord[end] = length;
      }
    }
  }
  if (!reachable[letters.length]) return null;
  const words: string[] = [];
  for (let end = letters.length; end > 0; end -= lastWord[end]) words.unshift(letters.slice(end - lastWord[end], end));
  return words;
}

/** Whether a string of letters can start a run of number words (number words, then the start of one). */
function mayStartNumberWords(letters: string): boolean {
  const reachable: boolean[] = [true];
  for (let end = 1; end <= letters.length; end++) {
    reachable[end] = false;
    for (let length = 2; length <= LONGEST && length <= end && !reachable[end]; length++) {
      reachable[end] = reachable[end - length] && VOCABULARY.has(letters.slice(end - length, end));
    }
  }
  for (let from = Math.max(0, letters.length - LONGEST); from < letters.length; from++) {
    if (reachable[from] && PREFIXES.has(letters.slice(from))) return true;
  }
  return reachable[letters.length];
}

/** Digits read as the letters they stand in for: 'z3ro', '0ne', 'f1ve', 's3v3n', '5aba', 't4tu'. */
const LEET: Record<string, string> = { 0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', 9: 'g', '@': 'a' };
const MIXED_WORD = /(?<![\p{L}\d])(?=[a-z0-9@]*[a-z])(?=[a-z0-9@]*[0-9@])[a-z0-9@]{3,9}(?![\p{L}\d])/giu;

function foldLeetNumberWords(reading: DetectorReading): DetectorReading {
  return replaceInReading(reading, MIXED_WORD, (match) => {
    const lower = match[0].toLowerCase();
    for (const one of ['i', 'l']) {
      const word = lower.replace(/[0-9@]/g, (char) => (char === '1' ? one : (LEET[char] ?? char)));
      if (/\d/.test(word)) return null;
      if (VOCABULARY.has(word) || (NEIGHBOUR_DIGIT_WORDS[word] === undefined && segmentNumberWords(word))) return word;
    }
    return null;
  });
}

/** A run of short pieces of letters (or single digits), one to three separators apart, on one line. */
const PIECES = /(?<![\p{L}\d@.])(?:[a-z]{1,4}|\d)(?:[ _*~-]{1,3}(?:[a-z]{1,4}|\d))+(?![\p{L}\d])/giu;
const PIECE = /[a-z]+|\d/gi;
const MAX_PIECES = 3000;
/** The longest stretch read as one number: thirteen of the longest number words. */
const MAX_SPELLED = 130;
const ENDINGS = 'com|net|org|coke|ke|ru|info|io|me';
const SPELLED_ADDRESS = new RegExp(`^([a-z0-9]{2,40}?)(?:at|kwa)(${[...MAIL_PROVIDERS].join('|')})(?:dot|nukta)?(${ENDINGS})?$`);

function spelledAddress([, name, provider, ending]: RegExpExecArray): string {
  const dotted = ending ? SPELLED_DOT + (/^co ?ke$/.test(ending) ? `co${SPELLED_DOT}ke` : ending) : '';
  return `${name}${SPELLED_AT}${provider}${dotted}`;
}

/** Letters joined from single ones, the number words among them set apart: 'mynumberiszeroseven' → 'mynumberis zero seven'. */
function splitLetters(letters: string): string {
  const out: string[] = [];
  let other = '';
  for (let p = 0; p < letters.length;) {
    let words: string[] | null = null;
    let end = p;
    for (let q = p + 2; q <= letters.length && q - p <= MAX_SPELLED && mayStartNumberWords(letters.slice(p, q).toLowerCase()); q++) {
      const segmented = segmentNumberWords(letters.slice(p, q).toLowerCase());
      if (segmented && segmented.length >= 2) [words, end] = [segmented, q];
    }
    if (words) {
      if (other) out.push(other);
      out.push(...words);
      other = '';
      p = end;
    } else other += letters[p++];
  }
  if (other) out.push(other);
  return out.join(' ');
}

/** Runs of spaced letters and syllables: the number words they spell, and single letters joined. */
function foldSpacedPieces(reading: DetectorReading): DetectorReading {
  return replaceInReading(reading, PIECES, (match) => {
    const written = [...match[0].matchAll(PIECE)].map((piece) => piece[0]);
    const pieces = written.map((piece) => piece.toLowerCase());
    if (pieces.length > MAX_PIECES) return null;
    const out: string[] = [];
    let changed = false;
    for (let i = 0; i < pieces.length;) {
      // The longest run of pieces from i that spells number words, cut at more pieces than words.
      let joined = '';
      let end = -1;
      let words: string[] | null = null;
      // A piece that is a whole number word needs no joining: the number-word fold reads it ('zero se ven' starts at 'se').
      for (let j = i; j < pieces.length && !VOCABULARY.has(pieces[i]); j++) {
        joined += pieces[j];
        if (joined.length > MAX_SPELLED) break;
        if (!mayStartNumberWords(joined)) break;
        const segmented = j > i ? segmentNumberWords(joined) : null;
        if (segmented && segmented.length < j - i + 1) [end, words] = [j, segmented];
      }
      if (words) {
        out.push(words.join(' '));
        changed = true;
        i = end + 1;
        continue;
      }
      // Single letters spaced apart: an address ('…a t g m a i l d o t c o m'), else words, number words among them.
      let k = i;
      while (k < pieces.length && pieces[k].length === 1) k++;
      // Not look-alikes of digits alone ('O x O', 'l I'): the look-alike folds read those.
      const run = written.slice(i, k).join('');
      if (k - i >= 3 && !/^[OoIlSBZzgxX\d]+$/.test(run) && (run.match(/[a-z]/gi)?.length ?? 0) >= 3) {
        const letters = written.slice(i, k).join('');
        const address = SPELLED_ADDRESS.exec(letters.toLowerCase());
        out.push(address ? spelledAddress(address) : splitLetters(letters));
        changed = true;
        i = k;
        continue;
      }
      out.push(written[i]);
      i++;
    }
    return changed ? out.join(' ') : null;
  });
}

const UNIT = Object.keys(DIGIT_WORDS)
  .filter((word) => !NEIGHBOUR_DIGIT_WORDS[word])
  .join('|');
const TEN = Object.keys(TENS).join('|');
const TEEN = Object.keys(TEENS).join('|');
const GROUP = new RegExp(
  String.raw`\b(?:(?:(${UNIT}) hundred(?: and)?|mia (${UNIT})(?: na)?)(?: |\b))?(?:(${TEN})(?:(?: na |[ -])(${UNIT}))?|(${TEEN})(?: na (${UNIT}))?)\b|\b(?:(${UNIT}) hundred|mia (${UNIT}))\b`,
  'gi',
);

const unitOf = (word: string | undefined) => (word ? Number(DIGIT_WORDS[word.toLowerCase()]) : 0);

/** 'twenty three' → 23, 'seven hundred' → 700, 'sabini na mbili' → 72, 'kumi na moja' → 11. */
function foldNumberGroups(reading: DetectorReading): DetectorReading {
  return replaceInReading(reading, GROUP, (m) => {
    if (m[7] || m[8]) return String(unitOf(m[7] ?? m[8]) * 100);
    const hundreds = unitOf(m[1] ?? m[2]) * 100;
    const rest = m[3] ? TENS[m[3].toLowerCase()]! * 10 + unitOf(m[4]) : TEENS[m[5].toLowerCase()]! + unitOf(m[6]);
    return String(hundreds + rest);
  });
}

/** The spelling folds, in order: look-alike digits inside words, spaced pieces, groups. */
export function foldSpelling(reading: DetectorReading): DetectorReading {
  return foldNumberGroups(foldSpacedPieces(foldLeetNumberWords(reading)));
}
