/**
 * The second fold of the contact detector (docs/decisions/0234-contact-detector-folding.md), over
 * the skeleton of scrub-fold-chars.ts: runs of white space to one, number words of English,
 * Kiswahili and Sheng to digits ('sifuri saba double two' is '0722'), a spelled '@' or '.' to a
 * mark the e-mail and link finders read ('jane at mail dot ru', 'jane (at) gmail [dot] com',
 * 'jane kwa gmail nukta com'), letters drawn like digits to those digits where they touch one, and
 * a filler word inside a phone number to a separator ('07 and 12 345 678', scrub-fold-fillers.ts).
 */
import { foldFillerWords } from './scrub-fold-fillers';
import { allMatches, type DetectorReading, replaceInReading } from './scrub-reading';
import { wordTable } from './word-table';
import { DIGIT_WORDS, NEIGHBOUR_DIGIT_WORDS } from './scrub-number-words';
import { SPELLED_AT, SPELLED_DOT } from './scrub-marks';
import { foldSpelling } from './scrub-fold-spelling';

export { SPELLED_AT, SPELLED_DOT } from './scrub-marks';

const REPEATS = wordTable<number>({ double: 2, dabo: 2, dabu: 2, dbl: 2, triple: 3, tripo: 3, tripu: 3 });
const LONGEST_WORD = 7;

/** The digit words that count on their own (not those needing a neighbour), alone or glued. */
const OWN_DIGIT_WORDS = Object.keys(DIGIT_WORDS).filter((word) => !NEIGHBOUR_DIGIT_WORDS[word]);
/** How many letters of a word's start and end are looked at: three, or fewer if a digit word is shorter. */
const AFFIX = Math.min(3, ...OWN_DIGIT_WORDS.map((word) => word.length));

/** AFFIX letters of a word of ASCII letters from `from`, lower-cased, as one number: no string is cut or lower-cased. */
function affixOf(word: string, from: number): number {
  let key = 0;
  for (let i = from; i < from + AFFIX; i++) key = key * 128 + (word.charCodeAt(i) | 0x20);
  return key;
}
const DIGIT_WORD_STARTS = new Set(OWN_DIGIT_WORDS.map((word) => affixOf(word, 0)));
const DIGIT_WORD_ENDS = new Set(OWN_DIGIT_WORDS.map((word) => affixOf(word, word.length - AFFIX)));

/** Whether a word starts like a digit word and ends like one: what a digit word is, alone or glued. */
const mayBeDigitWords = (word: string) =>
  word.length >= AFFIX && DIGIT_WORD_STARTS.has(affixOf(word, 0)) && DIGIT_WORD_ENDS.has(affixOf(word, word.length - AFFIX));

/** A word's digits ('Saba' 7, 'sabamoja' 71), or null; one needing a neighbour has none of its own. */
function digitsOf(word: string): string | null {
  // Safe to skip: a digit word, and a word glued from them, starts with one and ends with one.
  if (!mayBeDigitWords(word)) return null;
  const lower = word.toLowerCase();
  return (NEIGHBOUR_DIGIT_WORDS[lower] ? null : DIGIT_WORDS[lower]) ?? gluedDigits(lower);
}

/** A word glued from digit words ('sabamoja', 'zeroseven'): its digits, or null. Linear in its length. */
function gluedDigits(word: string): string | null {
  if (word.length > 64) return null;
  const best: Array<string | null> = [''];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let length = 2; length <= LONGEST_WORD && length <= end && best[end] === null; length++) {
      const before = best[end - length];
      const digit = DIGIT_WORDS[word.slice(end - length, end)];
      if (before !== null && digit && !NEIGHBOUR_DIGIT_WORDS[word.slice(end - length, end)]) best[end] = before + digit;
    }
  }
  const digits = best[word.length];
  return digits && digits.length >= 2 ? digits : null;
}

const WORD = /[a-z]+/gi;
const DIGIT = /\d/;

/** Digit words to digits; 'double seven' to '77'. */
function foldNumberWords(reading: DetectorReading): DetectorReading {
  const text = reading.text;
  const words = allMatches(WORD, text);
  const values = words.map((match) => digitsOf(match[0]));
  // Safe to skip: a neighbour word or a repeat only counts beside a digit or a digit word.
  if (values.every((value) => value === null) && !DIGIT.test(text)) return reading;
  /** Whether a digit or a digit word lies beside word i, past at most three characters that are not letters. */
  const besideDigit = (i: number) => {
    const match = words[i];
    const before = text.slice(Math.max(0, match.index - 4), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 4);
    if (/\d[^a-z\d]{0,3}$/i.test(before) || /^[^a-z\d]{0,3}\d/i.test(after)) return true;
    const touches = (j: number, gap: string) => values[j] !== null && values[j] !== undefined && /^[^a-z\d]{1,3}$/i.test(gap);
    return (
      (i > 0 && touches(i - 1, text.slice(words[i - 1].index + words[i - 1][0].length, match.index))) ||
      (i + 1 < words.length && touches(i + 1, text.slice(match.index + match[0].length, words[i + 1].index)))
    );
  };
  // Only as a word of its own: the O in '008O844696N' is left to the look-alikes.
  const standalone = (i: number) => !/[a-z\d]/i.test(text[words[i].index - 1] ?? '') && !/[a-z\d]/i.test(text[words[i].index + words[i][0].length] ?? '');
  let hasRepeat = false;
  for (let i = 0; i < words.length; i++) {
    const lower = words[i][0].toLowerCase();
    const neighbour = NEIGHBOUR_DIGIT_WORDS[lower];
    if (values[i] === null && neighbour && standalone(i) && besideDigit(i)) values[i] = neighbour;
    hasRepeat ||= !!REPEATS[lower];
  }
  // Safe to skip: below, only a repeat word or a word with a value is ever replaced.
  if (!hasRepeat && values.every((value) => value === null)) return reading;
  let index = 0;
  return replaceInReading(reading, WORD, (match) => {
    while (index < words.length && words[index].index < match.index) index++;
    const repeat = REPEATS[match[0].toLowerCase()];
    if (repeat) {
      // 'double seven': the repeat takes the digit word after it, which then reads as nothing.
      const next = words[index + 1];
      const gap = next ? text.slice(match.index + match[0].length, next.index) : '';
      if (next && values[index + 1] && values[index + 1]!.length === 1 && /^[^a-z\d]{1,3}$/i.test(gap)) {
        const digits = values[index + 1]!.repeat(repeat);
        values[index + 1] = '';
        return digits;
      }
      const digit = /^[^a-z\d]{0,3}(\d)/i.exec(text.slice(match.index + match[0].length));
      return digit ? digit[1].repeat(repeat - 1) : null;
    }
    return values[index] ?? null;
  });
}

const AT_WORDS = 'at|kwa|arroba|atsign';
const DOT_WORDS = 'dot|dt|nukta|doti|punto|ponto|point';
const OPEN = String.raw`[(\[{<_*-]{1,2}`;
const CLOSE = String.raw`[)\]}>_*-]{1,2}`;
const SPELLED = new RegExp(
  String.raw`(?<=[a-z0-9])(?: ?${OPEN} ?(?:(${AT_WORDS})|(${DOT_WORDS})) ?${CLOSE} ?|[(\[{<] ?(?:(a)|(\.)) ?[)\]}>]| (?:(${AT_WORDS})|(${DOT_WORDS})) )(?=[a-z0-9])`,
  'gi',
);
const SPLIT_PROVIDER = /\b(g|y|hot|live)[ ._-]?(mail)\b/gi;

function foldSpelledMarks(reading: DetectorReading): DetectorReading {
  const marked = replaceInReading(reading, SPELLED, (m) => (m[1] || m[3] || m[5] ? SPELLED_AT : SPELLED_DOT));
  return replaceInReading(marked, SPLIT_PROVIDER, (m) => `${m[1]}${m[2]}`);
}

const PLATE_BEFORE = /(?<![\p{L}\d])K[A-Z]{2,3} ?\d{3}$/u;
/** Letters drawn like digits ('O7l2 B45 67S'); '|' stays a separator, as it is more often one. */
const LOOK_ALIKE_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', S: '5', s: '5', B: '8', Z: '2', z: '2', g: '9' };
/** A whole run of letters, all look-alikes, at most four: the only runs of letters read as digits. */
const LOOK_ALIKE_RUN = new RegExp(`(?<!\\p{L})[${Object.keys(LOOK_ALIKE_DIGITS).join('')}]{1,4}(?!\\p{L})`, 'gu');

/** A run of look-alike letters in a word of digits and look-alikes ('O7l2'), or alone between digits ('0 7 I 2'). */
function foldLookAlikes(reading: DetectorReading): DetectorReading {
  const text = reading.text;
  return replaceInReading(reading, LOOK_ALIKE_RUN, (match) => {
    const run = match[0];
    // The whole word it belongs to is digits and look-alikes: 'O7l2', not 'A012345678Z'.
    const word =
      /[\p{L}\d]*$/u.exec(text.slice(Math.max(0, match.index - 24), match.index))![0] +
      run +
      /^[\p{L}\d]*/u.exec(text.slice(match.index + run.length, match.index + run.length + 24))![0];
    if (![...word].every((char) => /\d/.test(char) || LOOK_ALIKE_DIGITS[char])) return null;
    // The letter ending a number plate ('KDN 787S', 'KMDA 123Z') is a letter: plates describe keys and vehicles.
    if (PLATE_BEFORE.test(text.slice(Math.max(0, match.index - 9), match.index))) return null;
    const before = text[match.index - 1] ?? '';
    const after = text[match.index + run.length] ?? '';
    const touches = /\d/.test(before) || /\d/.test(after);
    const between =
      /\d[^\p{L}\d]{1,2}$/u.test(text.slice(Math.max(0, match.index - 3), match.index)) &&
      /^[^\p{L}\d]{1,2}\d/u.test(text.slice(match.index + run.length, match.index + run.length + 3));
    return touches || between ? [...run].map((char) => LOOK_ALIKE_DIGITS[char]).join('') : null;
  });
}

/** Words of digits and look-alikes a character or two apart ('O 7O l 2 S 4 5 6 7 8'). */
const SPACED_DIGITS = /(?<![\p{L}\d])[\dOoIlSBZzg]+(?:(?:[^\p{L}\d\n]| [xX] ){1,4}[\dOoIlSBZzg]+)*(?![\p{L}\d])/gu;

/** A spaced run of at least 7 digits and look-alikes, one of them a digit, is all digits. */
function foldSpacedLookAlikes(reading: DetectorReading): DetectorReading {
  return replaceInReading(reading, SPACED_DIGITS, (match) => {
    if (match[0].length < 7) return null; // fewer than 7 characters hold fewer than 7 digits and look-alikes
    const characters = match[0].replace(/[^\dOoIlSBZzg]/g, '');
    if (characters.length < 7 || !/\d/.test(characters)) return null;
    return match[0].replace(/[OoIlSBZzg]/g, (char) => LOOK_ALIKE_DIGITS[char]);
  });
}

const WHITE_SPACE = /\s{2,}|[^\S ]/g;

export function foldWords(reading: DetectorReading): DetectorReading {
  const spaced = replaceInReading(reading, WHITE_SPACE, (m) => (m[0].includes('\n') ? '\n' : ' '));
  const marked = foldSpelledMarks(foldNumberWords(foldSpelling(spaced)));
  // Safe to skip: a look-alike is only ever read as a digit beside or among digits, a filler word only between them.
  if (!DIGIT.test(marked.text)) return marked;
  return foldFillerWords(foldLookAlikes(foldSpacedLookAlikes(marked)));
}
