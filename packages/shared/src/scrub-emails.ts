/**
 * E-mail addresses in a detector reading (scrub-normalize.ts), plain or spelled out. The folding
 * has already turned a spelled '@' (' at ', '(at)', '-at-', ' kwa ', 'arroba', 'ⓐ', a Cyrillic
 * 'аt') and a spelled '.' (' dot ', '[dot]', ' nukta ', '(.)') into marks, so a regular expression
 * finds a name and an '@'; the domain is then read label by label, because whether a label
 * belongs to it depends on what came before: after a spelled '@' ('I was at Kencom.Then …') only
 * a known ending or a known mail provider makes an address. Every repetition is bounded, so the
 * time grows linearly.
 */
import { SPELLED_AT, SPELLED_DOT } from './scrub-fold-words';
import { KNOWN_ENDINGS, MAIL_PROVIDERS } from './scrub-domains';

/** A name ('jane.doe', 'jane dot doe') then '@' (a space on either side allowed) or a spelled '@'. */
const NAME_AND_AT = new RegExp(String.raw`(?<![a-z0-9._%+\-${SPELLED_DOT}])[a-z0-9][a-z0-9._%+\-${SPELLED_DOT}]{0,63}( ?@ ?|${SPELLED_AT})(?=[a-z0-9])`, 'gi');
const LABEL = /[a-z0-9][a-z0-9-]{0,62}/iy;
const TIGHT_DOT = new RegExp(`[.${SPELLED_DOT}]`, 'y');
const LOOSE_DOT = / ?\. ?/y;
const MAX_LABELS = 5;

/** Reads one token of `pattern` at `position`; the token, or null. */
function readAt(pattern: RegExp, text: string, position: number): string | null {
  pattern.lastIndex = position;
  return pattern.exec(text)?.[0] ?? null;
}

/** The domain after the '@': its end, or -1 when it does not make an address. */
function domainEnd(text: string, start: number, isAtSign: boolean): number {
  const first = readAt(LABEL, text, start)!;
  let end = start + first.length;
  let labels = 1;
  let last = first;
  let lastEnd = -1;
  while (labels < MAX_LABELS) {
    const tight = readAt(TIGHT_DOT, text, end);
    const dot = tight ?? readAt(LOOSE_DOT, text, end);
    if (dot === null) break;
    const label = readAt(LABEL, text, end + dot.length);
    // A '.' with spaces around it ends a sentence unless a known ending follows.
    if (label === null || (tight === null && !KNOWN_ENDINGS.has(label.toLowerCase()))) break;
    end += dot.length + label.length;
    labels++;
    last = label;
    if (KNOWN_ENDINGS.has(label.toLowerCase())) lastEnd = end;
  }
  const ending = last.toLowerCase();
  if (labels > 1 && isAtSign && /^[a-z]{2,24}$/.test(ending)) return end;
  // After a spelled '@': up to the last known ending ('jane at mail dot ru. Then …'), or a provider alone.
  if (lastEnd > 0) return lastEnd;
  if (MAIL_PROVIDERS.has(first.toLowerCase())) return start + first.length;
  return -1;
}

/** Spans [start, end) of the e-mail addresses in a detector reading. */
export function findEmailSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  // Safe to skip: an address has an '@' or a spelled one.
  if (!text.includes('@') && !text.includes(SPELLED_AT)) return spans;
  NAME_AND_AT.lastIndex = 0;
  for (let match = NAME_AND_AT.exec(text); match; match = NAME_AND_AT.exec(text)) {
    const domainStart = match.index + match[0].length;
    const end = domainEnd(text, domainStart, match[1].includes('@'));
    if (end < 0) continue; // the next search starts at the domain, which may be the next name
    spans.push([match.index, end]);
    NAME_AND_AT.lastIndex = end;
  }
  return spans;
}
