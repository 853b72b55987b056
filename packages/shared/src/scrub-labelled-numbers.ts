/**
 * Numbers named by the words around them, in a detector reading (scrub-normalize.ts): private
 * document numbers ('ID no 12345678', 'kitambulisho namba tatu nne …', 'KRA PIN A012345678Z') and
 * M-Pesa destinations ('till 523456', 'lipa na M-Pesa buy goods 5 2 3 4 5 6', 'paybill 247247
 * account 0712…'). A label (scrub-labels.ts), a few filler words or marks ('no.', 'ni', 'yangu', ':'),
 * then the number: groups of digits and a few letters joined by a space, dot, dash or slash.
 * A KRA PIN's shape ('A012345678Z') names itself. Number plates ('KDA 123A') are never taken:
 * they describe keys and vehicles. Everyday numbers (dates, times, prices) are walls.
 * docs/decisions/0264-private-numbers-and-budget.md.
 */
import { LABEL_PATTERN, LABELS, type LabelledKind } from './scrub-labels';
import { allMatches } from './scrub-reading';

export interface LabelledSpan {
  kind: LabelledKind;
  from: number;
  to: number;
  /** Upper case, without separators: the form a document number is hashed in (normalizeDocumentNumber). */
  number: string;
}

/** What may stand between a label and its number: marks, and words that say "is", "my", "number". */
const GAP =
  /(?:[\s:#.=,>()[\]'"*~–—-]|\b(?:no|nos|number|num|nr|namba|nambari|ni|is|was|ilikuwa|ya|yake|yangu|yako|changu|chake|card|kadi|reads|of|the|its|it|iko|holder|entry|cert|pin|till|paybill|code)\b){0,8}/iy;
/** Up to four words of any kind, then a word that says "number" ('… cha Jane Wanjiru, namba …', '… of Jane, number: …'). */
const FAR_GAP = /(?:[\s,]+[\p{L}'’]{1,15}){1,4}[\s,]+(?:no|nos|number|num|namba|nambari)\b[\s:.#=-]*/iuy;
const TOKEN = /[a-z0-9]+/iy;
const SEPARATOR = /(?: ?[./,-] ?|[ ./,-])/y;
/** Kenyan plates: cars 'KDA 123A', motorcycles 'KMDA 123X', government 'GK A123B' and diplomats. */
const PLATE = /^(?:K[A-Z]{2}\d{3}[A-Z]?|KM[A-Z]{2}\d{3}[A-Z]|GK[A-Z]?\d{3,4}[A-Z]?|\d{2,3}CD\d{1,3}[A-Z]?)$/;
/** A number standing alone, in groups or not, before the words that say what it is. */
const NUMBER_FIRST = /(?<![\p{L}\d])[a-z]{0,2}\d(?:[ .-]?\d){3,19}[a-z]?(?![\p{L}\d])/giu;
const CONNECTOR =
  /^[ (:=-]*(?:(?:is|ni|ndio|ndiyo|ndo|was|ilikuwa|iko)\s+)?(?:(?:my|the|his|her|its|yangu|yake|yako|a|an)\s+)?(?:(?:namba|nambari|number|no\.?)\s+(?:ya|of)\s+)?/i;
const LABEL_AT = new RegExp(LABEL_PATTERN.source, 'iuy');
const KRA_SHAPE = /(?<![a-z0-9])[ap]\d{9}[a-z](?![a-z0-9])/gi;
const KRA_NUMBER = /^[AP]\d{9}[A-Z]$/;
const MAX_NUMBER_LENGTH = 32;
/** Short words that stand before a number without being part of it. */
const NOT_A_PREFIX = new Set(['na', 'ya', 'wa', 'la', 'za', 'ni', 'is', 'at', 'on', 'in', 'to', 'of', 'my', 'me', 'an', 'au', 'or', 'by', 'ka']);

const countDigits = (token: string) => {
  let count = 0;
  for (let i = 0; i < token.length; i++) if (token.charCodeAt(i) >= 48 && token.charCodeAt(i) <= 57) count++;
  return count;
};

function readAt(pattern: RegExp, text: string, position: number): string | null {
  pattern.lastIndex = position;
  return pattern.exec(text)?.[0] ?? null;
}

/** The number written from `start`: its end and its characters, or null. */
function readNumber(text: string, start: number, walls: Uint8Array, label: (typeof LABELS)[number]): { end: number; number: string } | null {
  let position = start;
  let number = '';
  let digits = 0;
  let end = -1;
  let lastTokenDigits = 0;
  for (let tokens = 0; tokens < 12; tokens++) {
    const token = readAt(TOKEN, text, position);
    if (!token || walls[position]) break;
    const tokenDigits = countDigits(token);
    const letters = token.length - tokenDigits;
    if (tokenDigits === 0) {
      // A letter or two before the digits ('AK 1234567', 'A 012345678 Z'), or the letter a KRA PIN ends with.
      // 'BIT/2019/12345': a course or school code before a slash or dash.
      const joinedBy = text[position + token.length];
      const isPrefix = number === '' && ((letters <= 2 && !NOT_A_PREFIX.has(token.toLowerCase())) || (letters <= 4 && (joinedBy === '/' || joinedBy === '-')));
      const isSuffix = number !== '' && letters === 1 && lastTokenDigits > 0;
      if (!isPrefix && !isSuffix) break;
      if (isSuffix) {
        number += token;
        end = position + token.length;
        break;
      }
    } else if (letters > 5) break;
    number += token;
    digits += tokenDigits;
    if (tokenDigits > 0) end = position + token.length;
    lastTokenDigits = tokenDigits;
    if (digits > label.maxDigits || number.length > MAX_NUMBER_LENGTH) return null;
    const separator = readAt(SEPARATOR, text, position + token.length);
    if (!separator) break;
    // '12345678 2 keys': a whole number, then a space and a count, is not one number; '1234 5678' is.
    if (/^[ ,]+$/.test(separator) && digits >= label.minDigits && tokenDigits > 4) break;
    position += token.length + separator.length;
  }
  if (end < 0 || digits < label.minDigits) return null;
  const normalised = number.toUpperCase();
  if (PLATE.test(normalised)) return null;
  if (label.kind === 'kra_pin' && !KRA_NUMBER.test(normalised) && !/^\d+$/.test(normalised)) return null;
  return { end, number: normalised };
}

/** Labelled numbers of a reading, in order, never overlapping; `walls` are its everyday numbers (scrub-everyday.ts). */
export function findLabelledNumberSpans(text: string, walls: Uint8Array): LabelledSpan[] {
  const spans: LabelledSpan[] = [];
  let after = 0;
  for (const match of allMatches(LABEL_PATTERN, text)) {
    if (match.index < after) continue;
    const group = match.slice(1).findIndex((value) => value !== undefined);
    const label = LABELS[group];
    const labelEnd = match.index + match[0].length;
    const gap = readAt(GAP, text, labelEnd) ?? '';
    // 'kitambulisho cha Jane, namba 2345 6789': a few words, then a word that says "number".
    const farGap = readAt(FAR_GAP, text, labelEnd);
    const start = readNumber(text, labelEnd + gap.length, walls, label) ? labelEnd + gap.length : farGap ? labelEnd + farGap.length : -1;
    const found = start < 0 ? null : readNumber(text, start, walls, label);
    if (!found) continue;
    // Only the number goes: 'ID no [removed]' still tells the owner what was there.
    spans.push({ kind: label.kind, from: start, to: found.end, number: found.number });
    after = found.end;
  }
  // The number first, then what it is: '12345678 ndio namba ya kitambulisho', '523456 is my till'.
  for (const match of allMatches(NUMBER_FIRST, text)) {
    const end = match.index + match[0].length;
    if (walls[match.index] || spans.some((span) => span.from < end && match.index < span.to)) continue;
    const connector = CONNECTOR.exec(text.slice(end, end + 60))![0];
    LABEL_AT.lastIndex = end + connector.length;
    const label = LABEL_AT.exec(text);
    if (!label) continue;
    const { kind, minDigits, maxDigits } = LABELS[label.slice(1).findIndex((value) => value !== undefined)];
    const digits = match[0].replace(/\D/g, '');
    const number = match[0].replace(/[ .-]/g, '').toUpperCase();
    if (digits.length >= minDigits && digits.length <= maxDigits && !PLATE.test(number)) spans.push({ kind, from: match.index, to: end, number });
  }
  for (const match of allMatches(KRA_SHAPE, text)) {
    const end = match.index + match[0].length;
    if (spans.some((span) => span.from < end && match.index < span.to)) continue;
    spans.push({ kind: 'kra_pin', from: match.index, to: end, number: match[0].toUpperCase() });
  }
  return spans.sort((a, b) => a.from - b.from);
}
