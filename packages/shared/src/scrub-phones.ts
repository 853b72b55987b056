/**
 * Phone numbers in a detector reading (scrub-normalize.ts), found by one left-to-right pass
 * instead of a regular expression over separators, so the time grows linearly with the text.
 *
 * 1. Each character is a digit, a letter, a separator or a wall. Separators are anything that is
 *    not a letter, digit or wall: space, dash, dot, slash, brackets, comma, ':' '#' ';' '=' '*' '_',
 *    emoji, a spelled dot; an 'x' between digits ('0712x345x678') too. Walls are '@', '%', '$',
 *    letters, and the everyday numbers of scrub-everyday.ts (dates, times, prices).
 * 2. Numbers are runs of digits; '1,500' is one number. Numbers joined by at most a few
 *    separators form a chain ('07 12/34/56/78').
 * 3. Within a chain, whole numbers in a row whose digits make a Kenyan number are a phone
 *    number; so are 00 and an East African country code with 9 digits, and after a '+', any 8 to
 *    15 digits. A Kenyan number with 0 or 254 and one or two digits glued before or after
 *    ('07123456789') is one too.
 */
import { everydayWalls } from './scrub-everyday';
import { SPELLED_AT } from './scrub-fold-words';

const Kind = { Digit: 0, Letter: 1, Separator: 2, Wall: 3 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

/** Mobile: 7XX, 10X, 11X with +254, 254, 0 or nothing; landline: 020 and 04X-06X with 0 or 254. */
const KENYAN_NUMBER = /^(?:(?:(?:00)?254)?0?(?:7\d|1[01])|(?:(?:00)?254|0)(?:20|[4-6]\d))\d{7}$/;
/** 00 and any country, or a neighbour's code without '+' (Tanzania, Uganda, Rwanda, Burundi, South Sudan, Ethiopia, Somalia). */
const OTHER_NUMBER = /^(?:00[1-9]\d{7,12}|(?:25[0-3567]|211)\d{9})$/;
/** A Kenyan number written with its prefix, and one or two digits glued before or after it (13 at most: not an IMEI). */
const GLUED = /^\d{0,2}(?:(?:254|0)(?:7\d|1[01])\d{7})\d{0,2}$/;
const WALLS = new Set([...'@%$€£^&!?', SPELLED_AT]);
const LETTER = /^\p{L}$/u;
const MAX_GAP = 6;
const MAX_DIGITS = 15;

interface NumberRun {
  start: number;
  end: number;
  digits: string;
}

/** An 'x' between digits in a word of digits and x's ('0712x345x678', '0712 x 345'), not in a serial ('2W84X245'). */
function isTimesSign(text: string, i: number): boolean {
  // Safe to skip: the test below asks for a digit just before and just after it (past one space) anyway.
  if (!isDigitBeside(text, i, -1) || !isDigitBeside(text, i, 1)) return false;
  const before = /[\p{L}\d]*( ?)$/u.exec(text.slice(Math.max(0, i - 24), i))!;
  const after = /^( ?)[\p{L}\d]*/u.exec(text.slice(i + 1, i + 25))!;
  const word = (before[1] ? '' : before[0]) + (after[1] ? '' : after[0]);
  return /\d ?$/.test(before[0]) && /^ ?\d/.test(after[0]) && /^[\dx]*$/i.test(word);
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Whether the character next to i on that side (`step` -1 or 1), or the one past a space there, is a digit. */
function isDigitBeside(text: string, i: number, step: number): boolean {
  return isDigit(text[i + step]) || (text[i + step] === ' ' && isDigit(text[i + 2 * step]));
}

/** The kind of a character, an 'x' aside. */
function kindOf(char: string): Kind {
  if (char >= '0' && char <= '9') return Kind.Digit;
  if (WALLS.has(char)) return Kind.Wall;
  // A lone surrogate half tests as neither: an emoji is a separator, a rare astral letter too.
  return LETTER.test(char) ? Kind.Letter : Kind.Separator;
}

/** The kinds of the ASCII characters, worked out once. */
const ASCII_KINDS = Array.from({ length: 0x80 }, (_, code) => kindOf(String.fromCharCode(code)));

function classify(text: string, walls: Uint8Array): Kind[] {
  const kinds: Kind[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const code = text.charCodeAt(i);
    if (walls[i]) kinds[i] = Kind.Wall;
    else if ((char === 'x' || char === 'X') && isTimesSign(text, i)) kinds[i] = Kind.Separator;
    else kinds[i] = code < 0x80 ? ASCII_KINDS[code] : kindOf(char);
  }
  return kinds;
}

function numberRuns(text: string, kinds: Kind[]): NumberRun[] {
  const runs: NumberRun[] = [];
  for (let i = 0; i < text.length;) {
    if (kinds[i] !== Kind.Digit) {
      i++;
      continue;
    }
    const start = i;
    let digits = '';
    while (i < text.length) {
      if (kinds[i] === Kind.Digit) {
        digits += text[i];
        i++;
      } else if (text[i] === ',' && [1, 2, 3].every((k) => kinds[i + k] === Kind.Digit) && kinds[i + 4] !== Kind.Digit) {
        i++; // '1,500': a thousands separator, not a gap between two numbers
      } else break;
    }
    runs.push({ start, end: i, digits });
  }
  return runs;
}

function isJoined(kinds: Kind[], from: number, to: number): boolean {
  if (to - from > MAX_GAP) return false;
  for (let i = from; i < to; i++) if (kinds[i] !== Kind.Separator) return false;
  return true;
}

/** A '+' just before the number (after an optional '(' or space): an international number. */
function followsPlus(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 3), start).replace(/[\s(]/g, '');
  return before.endsWith('+');
}

/** The span of a phone number: with its '+' or '(' just before, and the ')' closing that '('. */
function widen(text: string, start: number, end: number): [number, number] {
  let from = start;
  while (from > 0 && (text[from - 1] === '+' || text[from - 1] === '(')) from--;
  const opened = text.slice(from, end).split('(').length - text.slice(from, end).split(')').length;
  return [from, opened > 0 && text[end] === ')' ? end + 1 : end];
}

/** Whether these digits, written together, make a phone number. */
export const isPhoneNumber = (digits: string, international = false) =>
  KENYAN_NUMBER.test(digits) || OTHER_NUMBER.test(digits) || (digits.length <= 13 && GLUED.test(digits)) || (international && digits.length >= 8);

/** Spans [start, end) of the phone numbers in a detector reading; `walls`: its everyday numbers, when the caller has them already. */
export function findPhoneSpans(text: string, walls = everydayWalls(text)): Array<[number, number]> {
  const kinds = classify(text, walls);
  const runs = numberRuns(text, kinds);
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < runs.length;) {
    const international = followsPlus(text, runs[i].start);
    let digits = '';
    let last = -1;
    for (let j = i; j < runs.length && (j === i || isJoined(kinds, runs[j - 1].end, runs[j].start)); j++) {
      digits += runs[j].digits;
      if (digits.length > MAX_DIGITS) break;
      if (isPhoneNumber(digits, international)) last = j;
    }
    if (last < 0) {
      i++;
      continue;
    }
    spans.push(widen(text, runs[i].start, runs[last].end));
    i = last + 1;
  }
  return spans;
}

/** The chains of a reading's digits (for the doubt score): spans and digit counts, walls respected. */
export function digitChains(text: string, maxGap: number): Array<{ start: number; end: number; digits: string; runs: number }> {
  const kinds = classify(text, everydayWalls(text));
  const runs = numberRuns(text, kinds);
  const chains: Array<{ start: number; end: number; digits: string; runs: number }> = [];
  for (const run of runs) {
    const last = chains[chains.length - 1];
    const gapOk = last && run.start - last.end <= maxGap && kinds.slice(last.end, run.start).every((k) => k === Kind.Separator);
    if (gapOk) {
      last.end = run.end;
      last.digits += run.digits;
      last.runs++;
    } else chains.push({ start: run.start, end: run.end, digits: run.digits, runs: 1 });
  }
  return chains;
}
