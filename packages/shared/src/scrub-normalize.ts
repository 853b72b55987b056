/**
 * The text as the contact detector reads it (docs/decisions/0140-contact-detector.md): each
 * character in Unicode NFKC (full-width, circled, superscript and mathematical digits become
 * 0-9, '＠' becomes '@'), decimal digits of other scripts (Arabic-Indic, Devanagari, …) as 0-9,
 * a few look-alike letters as O and I, and invisible characters (zero-width spaces, soft hyphens,
 * direction marks, keycap and other combining marks) dropped.
 *
 * Each character of the reading remembers where it came from, so a match is replaced in the text
 * as written: innocent text is never rewritten, only the contact detail itself.
 */
export interface DetectorReading {
  text: string;
  /** Where the reading's character i starts and ends in the source (null: the reading is the source). */
  starts: number[] | null;
  ends: number[] | null;
}

/** Printable ASCII and line breaks: NFKC leaves them alone and none is invisible. */
const PLAIN_ASCII = /^[\x20-\x7e\t\n\r]*$/;
const INVISIBLE = /^[\p{Cf}\p{M}]$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
/** Cyrillic, Greek and Armenian letters drawn like O, and the ideographic zero; Cyrillic and Greek I. */
const LOOK_ALIKES: Record<string, string> = {
  '\u041e': 'O', '\u043e': 'o', '\u039f': 'O', '\u03bf': 'o', '\u0555': 'O', '\u0585': 'o', '\u3007': '0',
  '\u0406': 'I', '\u0456': 'i', '\u0399': 'I', '\u04c0': 'I',
};
/** Dingbat digits (❶ ➀ ➊) have no NFKC form: the first code point of each run of 1-9. */
const DINGBAT_RUNS = [0x2776, 0x2780, 0x278a];

const digitValues = new Map<number, number>();

/** The value of a decimal digit of any script: Unicode lays each script's digits out 0-9 in a row. */
function digitValue(codePoint: number): number {
  const known = digitValues.get(codePoint);
  if (known !== undefined) return known;
  let start = codePoint;
  // Runs are at most a few tens long (the mathematical digits are five sets in a row); bounded.
  for (let i = 0; i < 60 && DECIMAL_DIGIT.test(String.fromCodePoint(start - 1)); i++) start--;
  const value = (codePoint - start) % 10;
  digitValues.set(codePoint, value);
  return value;
}

/** The reading of one code point of the source: zero or more characters. */
function readCodePoint(char: string): string {
  const look = LOOK_ALIKES[char];
  if (look) return look;
  const codePoint = char.codePointAt(0)!;
  for (const run of DINGBAT_RUNS) {
    if (codePoint >= run && codePoint < run + 9) return String(codePoint - run + 1);
  }
  let out = '';
  for (const part of char.normalize('NFKC')) {
    if (INVISIBLE.test(part)) continue;
    const value = part.codePointAt(0)!;
    out += value > 0x7f && DECIMAL_DIGIT.test(part) ? String(digitValue(value)) : part;
  }
  return out;
}

export function readForDetection(source: string): DetectorReading {
  if (PLAIN_ASCII.test(source)) return { text: source, starts: null, ends: null };
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of source) {
    const reading = char.charCodeAt(0) < 0x80 ? char : readCodePoint(char);
    // A dropped mark belongs to the character before it: '7️⃣' is replaced whole.
    if (!reading && ends.length) ends[ends.length - 1] = index + char.length;
    for (let i = 0; i < reading.length; i++) {
      starts.push(index);
      ends.push(index + char.length);
    }
    text += reading;
    index += char.length;
  }
  return { text, starts, ends };
}

/** A span [start, end) of the reading as a span of the source. */
export function sourceSpan(reading: DetectorReading, start: number, end: number): [number, number] {
  if (!reading.starts || !reading.ends) return [start, end];
  return [reading.starts[start], reading.ends[end - 1]];
}
