/**
 * The first fold of the contact detector (docs/decisions/0234-contact-detector-folding.md): each
 * code point to its skeleton. Unicode compatibility forms (full-width, circled, mathematical,
 * superscript) to ASCII, accents dropped, decimal digits of any script to 0-9, Cyrillic and Greek
 * letters drawn like Latin ones to those, invisible and format characters dropped, blank-looking
 * letters (Hangul fillers, the braille blank) to a space, and a run reversed by a right-to-left
 * override put back in the order a reader sees it.
 */
import { type DetectorReading, identityReading } from './scrub-reading';

/** Printable ASCII and line breaks: nothing to fold. */
const PLAIN_ASCII = /^[\x20-\x7e\t\n\r]*$/;
/** Format characters (zero-width, soft hyphen, bidi controls …), marks (accents, keycaps, variation selectors), private use. */
const INVISIBLE = /^[\p{Cf}\p{M}\p{Co}]$/u;
const DECIMAL_DIGIT = /^\p{Nd}$/u;
/** Letters that draw as nothing: Hangul fillers, the braille blank, the Mongolian vowel separator. */
const BLANKS = new Set(['\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', '\u180e']);
const RIGHT_TO_LEFT_OVERRIDE = '\u202e';
/** What ends an override: pop directional formatting or isolate, a line or paragraph break. */
const OVERRIDE_ENDS = new Set(['\u202c', '\u2069', '\n', '\r', '\u2029']);

/** A practical subset of UTS #39 confusables: Cyrillic and Greek look-alikes of Latin letters. */
const CONFUSABLES: Record<string, string> = Object.fromEntries([
  ...pairs('АВЕКМНОРСТХУЅІЈԁԛԝаеорсухѕіјһԍӏъ', 'ABEKMHOPCTXYSIJdqwaeopcyxsijhGlb'),
  ...pairs('ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαοιϲνρκτυχ', 'ABEZHIKMNOPTYXaoicvpktux'),
  ...pairs('ՕօզՍսɡıℓ〇ǀӀ', 'OoqUsgil0lI'),
  // Cyrillic letters drawn like digits.
  ...pairs('ЗзбЧ', '3364'),
]);

function pairs(from: string, to: string): Array<[string, string]> {
  return [...from].map((char, i) => [char, to[i]]);
}

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

/** Dingbat digits (❶ ➀ ➊) have no NFKC form: the first code point of each run of 1-9. */
const DINGBAT_RUNS = [0x2776, 0x2780, 0x278a];
const isCircledLetter = (char: string | undefined) => !!char && char >= '\u24b6' && char <= '\u24e9';

/** The skeleton of one code point: zero or more ASCII-ish characters. */
function foldCodePoint(char: string): string {
  const confusable = CONFUSABLES[char];
  if (confusable) return confusable;
  if (BLANKS.has(char)) return ' ';
  const codePoint = char.codePointAt(0)!;
  for (const run of DINGBAT_RUNS) {
    if (codePoint >= run && codePoint < run + 9) return String(codePoint - run + 1);
  }
  let out = '';
  for (const part of char.normalize('NFKD')) {
    if (INVISIBLE.test(part)) continue;
    const value = part.codePointAt(0)!;
    const folded = CONFUSABLES[part] ?? part;
    out += value > 0x7f && DECIMAL_DIGIT.test(part) ? String(digitValue(value)) : folded;
  }
  return out.normalize('NFKC');
}

interface Unit {
  out: string;
  start: number;
  end: number;
}

export function foldCharacters(source: string): DetectorReading {
  if (PLAIN_ASCII.test(source)) return identityReading(source);
  const units: Unit[] = [];
  const chars = [...source];
  let index = 0;
  let overrideFrom = -1;
  const endOverride = () => {
    // The reader sees the overridden run right to left: put it back in that order.
    for (let a = overrideFrom, b = units.length - 1; overrideFrom >= 0 && a < b; a++, b--) [units[a], units[b]] = [units[b], units[a]];
    overrideFrom = -1;
  };
  for (const [i, char] of chars.entries()) {
    if (OVERRIDE_ENDS.has(char)) endOverride();
    if (char === RIGHT_TO_LEFT_OVERRIDE) {
      endOverride();
      overrideFrom = units.length;
    }
    let out = char.charCodeAt(0) < 0x80 ? char : foldCodePoint(char);
    // A circled a on its own stands for '@' (jane ⓐ gmail.com); among circled letters it is an a.
    if ((char === '\u24d0' || char === '\u24b6') && !isCircledLetter(chars[i - 1]) && !isCircledLetter(chars[i + 1])) out = '@';
    if (out) units.push({ out, start: index, end: index + char.length });
    // A dropped character belongs to the one before it: '7️⃣' is replaced whole.
    else if (units.length) units[units.length - 1].end = Math.max(units[units.length - 1].end, index + char.length);
    index += char.length;
  }
  endOverride();
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const unit of units) {
    for (let i = 0; i < unit.out.length; i++) {
      starts.push(unit.start);
      ends.push(unit.end);
    }
    text += unit.out;
  }
  return { text, starts, ends };
}
