/**
 * Fitting words on a USSD screen: at most 160 characters after `CON `/`END ` (Safaricom's
 * screen, the smallest; docs/rules.md "SMS and USSD"), plain ASCII, since a phone may show any
 * other character as a box and some gateways end the session on it (docs/reference/africastalking.md §5.3).
 * Texts people typed (item titles, category names) are shortened to what is left; the menu's own
 * words are not, and ussd.screens.test.ts checks every screen at its longest.
 */

export const USSD_SCREEN_LENGTH = 160;

const LOOK_ALIKES: Array<[RegExp, string]> = [
  [/[‘’‚′`´]/g, "'"],
  [/[“”„″«»]/g, '"'],
  [/[–—‐−•·]/g, '-'],
  [/…/g, '...'],
];

/** Plain printable ASCII on one line: accents dropped, typographic punctuation made plain, anything else '?'. */
export function toUssdText(text: string): string {
  let out = text.normalize('NFKD').replace(/\p{M}/gu, '');
  for (const [pattern, plain] of LOOK_ALIKES) out = out.replace(pattern, plain);
  return out
    .replace(/\s+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
    .trim();
}

/** `text` in at most `width` characters, ending '..' when cut. */
export function cut(text: string, width: number): string {
  if (text.length <= width) return text;
  if (width <= 2) return text.slice(0, Math.max(0, width));
  return `${text.slice(0, width - 2).trimEnd()}..`;
}

/** One line of a screen; `shrinkTo` marks words that may be shortened, down to that many characters. */
export interface ScreenLine {
  /** Kept whole, before the text (an option's number, '1 '). */
  lead?: string;
  text: string;
  /** Kept whole, after the text (a claim's state after its item's title). */
  trail?: string;
  shrinkTo?: number;
}

/**
 * The lines joined, shortening the longest shrinkable texts one character at a time until the
 * screen fits. A screen that cannot fit is a bug in our words, not something a caller typed.
 */
export function fitLines(lines: Array<ScreenLine | string>, limit = USSD_SCREEN_LENGTH): string {
  const fitted = tryToFitLines(lines, limit);
  if (fitted === null) throw new Error(`USSD screen over ${limit} characters: ${lines.map((l) => (typeof l === 'string' ? l : l.text)).join(' | ')}`);
  return fitted;
}

/** fitLines, or null when the lines cannot fit however much they shrink. */
export function tryToFitLines(lines: Array<ScreenLine | string>, limit = USSD_SCREEN_LENGTH): string | null {
  const parts = lines.map((line) => (typeof line === 'string' ? { text: line } : { ...line, text: toUssdText(line.text) }));
  const widths = parts.map((part) => part.text.length);
  const total = () => parts.reduce((sum, part, i) => sum + (part.lead?.length ?? 0) + widths[i] + (part.trail?.length ?? 0), 0) + parts.length - 1;
  while (total() > limit) {
    let longest = -1;
    parts.forEach((part, i) => {
      const floor = part.shrinkTo ?? Infinity;
      if (widths[i] > floor && (longest < 0 || widths[i] > widths[longest])) longest = i;
    });
    if (longest < 0) return null;
    widths[longest] -= 1;
  }
  return parts.map((part, i) => `${part.lead ?? ''}${cut(part.text, widths[i])}${part.trail ?? ''}`).join('\n');
}

/** The choice that shows the next page of a long list (the options of a page are 1–8). */
export const MORE_CHOICE = '9';

/** A long list in pages of `perPage` (always at least one page, maybe empty); the words shrink to fit (fitLines). */
export function pageOptions<T>(options: T[], { perPage = 8 }: { perPage?: number } = {}): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < options.length; i += perPage) pages.push(options.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SW_MONTHS = ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'];

/** A day (YYYY-MM-DD, already an EAT day) as '3 Jun 2025' / '3 Jun 2025' (Kiswahili months). */
export function formatUssdDay(day: string, language: 'en' | 'sw'): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number);
  return `${date} ${(language === 'sw' ? SW_MONTHS : EN_MONTHS)[month - 1]} ${year}`;
}
