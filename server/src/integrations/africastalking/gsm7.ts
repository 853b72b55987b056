/**
 * The GSM 03.38 alphabet that one 160-character SMS part is counted in (docs/reference/africastalking.md §9.1
 * "normalise GSM punctuation; count parts"). A single character outside it turns the whole
 * message into UCS-2, which holds only 70 characters a part: a curly quote in an item title
 * would cost three SMS. So texts are brought into the alphabet before they are counted.
 */
const BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Sent as an escape and the character: two of the 160. */
const EXTENDED = '^{}\\[~]|€\f';
const BASIC_SET = new Set(BASIC);
const EXTENDED_SET = new Set(EXTENDED);

export const SMS_PART_LENGTH = 160;

/** Septets the text takes, or null when it cannot be written in GSM-7 at all. */
export function gsm7Length(text: string): number | null {
  let length = 0;
  for (const char of text) {
    if (BASIC_SET.has(char)) length += 1;
    else if (EXTENDED_SET.has(char)) length += 2;
    else return null;
  }
  return length;
}

export function fitsOneSmsPart(text: string): boolean {
  const length = gsm7Length(text);
  return length !== null && length <= SMS_PART_LENGTH;
}

const LOOK_ALIKES: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‐': '-',
  '−': '-',
  '…': '...',
  '•': '-',
  '·': '-',
  '\u00a0': ' ',
  '\t': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

/**
 * The text in the GSM-7 alphabet: typographic punctuation as its plain form, accents dropped
 * where the alphabet lacks the letter, line breaks and runs of spaces as one space, anything
 * else (emoji, other scripts) as '?'.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const char of text.replace(/\s*[\r\n]+\s*/g, ' ')) {
    if (BASIC_SET.has(char) || EXTENDED_SET.has(char)) out += char;
    else if (LOOK_ALIKES[char] !== undefined) out += LOOK_ALIKES[char];
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].every((c) => BASIC_SET.has(c)) && bare ? bare : '?';
    }
  }
  return out.replace(/ {2,}/g, ' ').trim();
}

/** Shortens to at most `max` septets, ending in '...' when it had to cut. */
export function truncateGsm7(text: string, max: number): string {
  if ((gsm7Length(text) ?? Infinity) <= max) return text;
  if (max < 3) return '';
  let out = '';
  let length = 0;
  for (const char of text) {
    const size = EXTENDED_SET.has(char) ? 2 : 1;
    if (length + size > max - 3) break;
    out += char;
    length += size;
  }
  return `${out.trimEnd()}...`;
}
