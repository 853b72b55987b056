/**
 * Phone numbers in a detector reading (scrub-normalize.ts), found by one left-to-right pass
 * instead of a regular expression over separators, so the time grows linearly with the text.
 *
 * 1. Each character is a digit, a letter, a separator (space, dash, dot, slash, brackets, comma,
 *    quote, emoji …) or a breaker (':' of a time, '%', '@', …). O, o, I and l count as digits when
 *    they touch a digit and no other letter ('07l2 345 67O'), not in words ('Hello', 'Oil').
 * 2. Dates with a four-digit year ('12/03/2025', '2025-06-01') are breakers, so a date range is
 *    never read as one long number.
 * 3. Numbers are runs of digits; '1,500' is one number. Numbers joined by at most a few
 *    separators form a chain ('07 12/34/56/78').
 * 4. Within a chain, whole numbers in a row whose digits make a Kenyan number are a phone
 *    number; after a '+', any 8 to 15 digits are (a foreign number).
 */
const Kind = { Digit: 0, LookAlike: 1, Letter: 2, Separator: 3, Breaker: 4 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

/** Mobile: 7XX, 10X, 11X with +254, 254, 0 or nothing; landline: 020 and 04X-06X with 0 or 254. */
const KENYAN_NUMBER = /^(?:(?:(?:00)?254)?0?(?:7\d|1[01])|(?:(?:00)?254|0)(?:20|[4-6]\d))\d{7}$/;
const DATE = /(?<!\d)(?:(\d{1,2})([./-])(\d{1,2})\2(?:19|20)\d{2}|(?:19|20)\d{2}([./-])(\d{1,2})\4(\d{1,2}))(?!\d)/g;
const LOOK_ALIKE_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1' };
const BREAKERS = new Set([...':;!?%&@#=$€£<>^']);
const LETTER_OR_NUMBER = /^[\p{L}\p{N}]$/u;
const MAX_GAP = 6;
const MAX_DIGITS = 15;

interface NumberRun { start: number; end: number; digits: string }

function classify(text: string): Kind[] {
  const kinds: Kind[] = new Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char >= '0' && char <= '9') kinds[i] = Kind.Digit;
    else if (LOOK_ALIKE_DIGITS[char]) kinds[i] = Kind.LookAlike;
    else if (BREAKERS.has(char)) kinds[i] = Kind.Breaker;
    // A lone surrogate half tests as neither: an emoji is a separator, a rare astral letter too.
    else kinds[i] = LETTER_OR_NUMBER.test(char) ? Kind.Letter : Kind.Separator;
  }
  // A run of look-alikes is digits when it touches a digit and no letter.
  for (let i = 0; i < text.length; ) {
    if (kinds[i] !== Kind.LookAlike) { i++; continue; }
    let end = i;
    while (end < text.length && kinds[end] === Kind.LookAlike) end++;
    const before = kinds[i - 1];
    const after = kinds[end];
    const isDigits = (before === Kind.Digit || after === Kind.Digit) && before !== Kind.Letter && after !== Kind.Letter;
    kinds.fill(isDigits ? Kind.Digit : Kind.Letter, i, end);
    i = end;
  }
  return kinds;
}

const isDayAndMonth = (a: number, b: number) => a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));

function markDates(text: string, kinds: Kind[]): void {
  for (const match of text.matchAll(DATE)) {
    const [first, second] = match[1] ? [match[1], match[3]] : [match[5], match[6]];
    if (isDayAndMonth(Number(first), Number(second))) kinds.fill(Kind.Breaker, match.index, match.index + match[0].length);
  }
}

function numberRuns(text: string, kinds: Kind[]): NumberRun[] {
  const runs: NumberRun[] = [];
  for (let i = 0; i < text.length; ) {
    if (kinds[i] !== Kind.Digit) { i++; continue; }
    const start = i;
    let digits = '';
    while (i < text.length) {
      if (kinds[i] === Kind.Digit) {
        digits += LOOK_ALIKE_DIGITS[text[i]] ?? text[i];
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

/** Spans [start, end) of the phone numbers in a detector reading. */
export function findPhoneSpans(text: string): Array<[number, number]> {
  const kinds = classify(text);
  markDates(text, kinds);
  const runs = numberRuns(text, kinds);
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < runs.length; ) {
    const international = followsPlus(text, runs[i].start);
    let digits = '';
    let last = -1;
    for (let j = i; j < runs.length && (j === i || isJoined(kinds, runs[j - 1].end, runs[j].start)); j++) {
      digits += runs[j].digits;
      if (digits.length > MAX_DIGITS) break;
      if (KENYAN_NUMBER.test(digits) || (international && digits.length >= 8)) last = j;
    }
    if (last < 0) { i++; continue; }
    spans.push(widen(text, runs[i].start, runs[last].end));
    i = last + 1;
  }
  return spans;
}
