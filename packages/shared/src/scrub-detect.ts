/**
 * The contact detector's one pass (docs/decisions/0234-contact-detector-folding.md): fold the text
 * (scrub-normalize.ts), then find e-mail addresses, links and handles, phone numbers, and on
 * request document numbers and contact phrases, in that order of precedence, never overlapping.
 * Spans here are of the reading; scrub.ts maps them back to the text as written.
 */
import { readForDetection, type DetectorReading } from './scrub-normalize';
import { findPhoneSpans } from './scrub-phones';
import { findEmailSpans } from './scrub-emails';
import { findLinkSpans } from './scrub-links';
import { findDocumentNumberSpans } from './scrub-documents';
import { everydayWalls } from './scrub-everyday';
import { findLabelledNumberSpans } from './scrub-labelled-numbers';

/** 'document': a private document number (every text when labelled; with `documentNumbers`, bare ones too); 'mpesa': a till, paybill, account, agent or store number. */
export type ContactKind = 'phone' | 'email' | 'link' | 'handle' | 'document' | 'mpesa' | 'phrase';

export interface DetectOptions {
  /** Claim texts and reviews: 'call me', 'dm me' … as well. */
  phrases?: boolean;
  /** The public texts of a Documents item: bare ID, passport and KRA PIN numbers as well (labelled ones are found in every text). */
  documentNumbers?: boolean;
}

export const CONTACT_PHRASES = [
  'whatsapp',
  'telegram',
  'instagram',
  'facebook',
  'twitter',
  'tiktok',
  'snapchat',
  'call me',
  'contact me',
  'reach me',
  'dm me',
  'message me',
  'text me',
] as const;

const PHRASE_PATTERN = new RegExp(
  String.raw`\b(?:${CONTACT_PHRASES.map((p) => p.replace(/ /g, ' ?')).join('|')}|nipigie|nitumie (?:sms|meseji|ujumbe)|ni ?dm|dm)\b`,
  'gi',
);

const DIGIT = /\d/;

export interface ReadingDetail {
  kind: ContactKind;
  from: number;
  to: number;
}

function isAnyMarked(marks: Uint8Array, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (marks[i]) return true;
  return false;
}

export function detect(
  text: string,
  { phrases = false, documentNumbers = false }: DetectOptions = {},
): {
  reading: DetectorReading;
  found: ReadingDetail[];
} {
  const reading = readForDetection(text);
  const found: ReadingDetail[] = [];
  // Which characters of the reading a detail already holds: an overlap check linear in the span.
  // Made at the first detail: most texts have none.
  let taken: Uint8Array | null = null;
  const add = (kind: ContactKind, [from, to]: [number, number]) => {
    taken ??= new Uint8Array(reading.text.length);
    if (to <= from || isAnyMarked(taken, from, to)) return;
    taken.fill(1, from, to);
    found.push({ kind, from, to });
  };
  for (const span of findEmailSpans(reading.text)) add('email', span);
  for (const { kind, span } of findLinkSpans(reading.text)) add(kind, span);
  // Safe to skip without a digit: phone and document numbers have digits. Everyday numbers are walls to both: marked once.
  if (DIGIT.test(reading.text)) {
    const walls = everydayWalls(reading.text);
    // Before phones: 'ID no 0712…' and 'tuma kwa 0712…' are what their label says (removed either way).
    for (const span of findLabelledNumberSpans(reading.text, walls)) add(span.kind === 'mpesa' ? 'mpesa' : 'document', [span.from, span.to]);
    for (const span of findPhoneSpans(reading.text, walls)) add('phone', span);
    if (documentNumbers) for (const span of findDocumentNumberSpans(reading.text, walls)) add('document', span);
  }
  if (phrases) {
    for (const match of reading.text.matchAll(PHRASE_PATTERN)) add('phrase', [match.index, match.index + match[0].length]);
  }
  return { reading, found: found.sort((a, b) => a.from - b.from) };
}
