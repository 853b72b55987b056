/**
 * Private document numbers in a text, for the server to compare with an item's hashed number and
 * to keep out of what another person reads (docs/decisions/0264-private-numbers-and-budget.md):
 * national ID, passport, alien ID, KRA PIN, NHIF/SHA, Huduma/Maisha Namba, birth certificate
 * entry, driving licence, NSSF, student and staff numbers, recognised by the words around them
 * (scrub-labels.ts) in the folded reading, so digits spaced, in words or look-alikes count too.
 */
import { everydayWalls } from './scrub-everyday';
import { findLabelledNumberSpans } from './scrub-labelled-numbers';
import type { PrivateNumberKind } from './scrub-labels';
import { readForDetection, sourceSpan } from './scrub-normalize';

export type { PrivateNumberKind } from './scrub-labels';

export interface PrivateNumber {
  kind: PrivateNumberKind;
  /** [start, end) of the number in the text as written. */
  start: number;
  end: number;
  /** Upper case without spaces, dots or dashes, digits as digits: what normalizeDocumentNumber gives. */
  number: string;
}

/** Every labelled private number of the text, in order, never overlapping. M-Pesa destinations are not among them. */
export function findPrivateNumbers(text: string): PrivateNumber[] {
  const reading = readForDetection(text);
  if (!/\d/.test(reading.text)) return [];
  const found: PrivateNumber[] = [];
  for (const span of findLabelledNumberSpans(reading.text, everydayWalls(reading.text))) {
    if (span.kind === 'mpesa') continue;
    const [start, end] = sourceSpan(reading, span.from, span.to);
    found.push({ kind: span.kind, start, end, number: span.number });
  }
  return found;
}
