/**
 * E-mail addresses in a detector reading (scrub-normalize.ts), plain or spelled out:
 * 'jane@gmail.com', 'jane at gmail dot com', 'jane(at)gmail(dot)com', 'jane [at] yahoo [dot] co [dot] ke',
 * 'jane @ gmail . com', 'jane at gmail'. A regular expression finds a name and an 'at'; the domain
 * is then read label by label, because whether a label belongs to it depends on what came before:
 * after a spelled 'at' ('I was at Kencom.Then …') only a known ending (com, ke, …) or a known
 * mail provider makes an address. Every repetition is bounded, so the time grows linearly.
 */
const DOT_WORD = String.raw`\s{0,3}[([{<]\s{0,3}dot\s{0,3}[)\]}>]\s{0,3}|\s{1,3}dot\s{1,3}`;
/** A name ('jane.doe', 'jane dot doe') then '@', '(at)', '[at]', '{at}', '<at>' or ' at '. */
const NAME_AND_AT = new RegExp(
  String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]{0,63}(?:(?:${DOT_WORD})[a-z0-9._%+-]{1,64}){0,3}` +
    String.raw`(\s{0,3}@\s{0,3}|\s{0,3}[([{<]\s{0,3}at\s{0,3}[)\]}>]\s{0,3}|\s{1,3}at\s{1,3})(?=[a-z0-9])`,
  'gi',
);
const LABEL = /[a-z0-9][a-z0-9-]{0,62}/iy;
const TIGHT_DOT = new RegExp(String.raw`\.|${DOT_WORD}`, 'iy');
const LOOSE_DOT = /\s{0,3}\.\s{0,3}/y;
const MAX_LABELS = 5;

const ENDINGS = new Set([
  'com', 'net', 'org', 'info', 'biz', 'io', 'me', 'co', 'ke', 'uk', 'us', 'edu', 'gov', 'ac', 'go', 'or',
  'ne', 'sc', 'africa', 'online', 'app', 'dev', 'xyz', 'tz', 'ug', 'rw',
]);
const PROVIDERS = new Set([
  'gmail', 'googlemail', 'yahoo', 'ymail', 'rocketmail', 'hotmail', 'outlook', 'live', 'msn', 'icloud',
  'proton', 'protonmail', 'aol', 'zoho', 'gmx', 'yandex',
]);

/** Reads one token of `pattern` at `position`; the token, or null. */
function readAt(pattern: RegExp, text: string, position: number): string | null {
  pattern.lastIndex = position;
  return pattern.exec(text)?.[0] ?? null;
}

/** The domain after the 'at': its end, or -1 when it does not make an address. */
function domainEnd(text: string, start: number, isAtSign: boolean): number {
  const first = readAt(LABEL, text, start)!;
  let end = start + first.length;
  let labels = 1;
  let last = first;
  while (labels < MAX_LABELS) {
    const tight = readAt(TIGHT_DOT, text, end);
    const dot = tight ?? readAt(LOOSE_DOT, text, end);
    if (dot === null) break;
    const label = readAt(LABEL, text, end + dot.length);
    // A '.' with spaces around it ends a sentence unless a known ending follows.
    if (label === null || (tight === null && !ENDINGS.has(label.toLowerCase()))) break;
    end += dot.length + label.length;
    labels++;
    last = label;
  }
  const ending = last.toLowerCase();
  const hasEnding = labels > 1 && (isAtSign ? /^[a-z]{2,24}$/.test(ending) : ENDINGS.has(ending));
  if (hasEnding || PROVIDERS.has(first.toLowerCase())) return end;
  return -1;
}

/** Spans [start, end) of the e-mail addresses in a detector reading. */
export function findEmailSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
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
