/**
 * Document numbers in the public text of a Documents item (issue 26): only the `documentNumber`
 * field is kept as a keyed hash, so a number typed in the title or description would let anyone
 * "find" the document without being its owner. Found in a detector reading: a run of 6 to 10
 * digits (an ID card, Maisha Namba, birth certificate, NHIF/SHA number), letters then 6 to 9 digits
 * (passports 'AK1234567', 'A1234567'), and KRA PINs ('A012345678Z'). Dates, times and prices are
 * walls (scrub-everyday.ts).
 */
import { everydayWalls } from './scrub-everyday';
import { allMatches } from './scrub-reading';

const DOCUMENT_NUMBER = /(?<![a-z0-9])(?:[a-z]\d{9}[a-z]|[a-z]{1,2}\d{6,9}|\d(?:[ -]?\d){5,9})(?![a-z0-9])/gi;

/** `walls`: the everyday numbers of the text, when the caller has them already. */
export function findDocumentNumberSpans(text: string, walls = everydayWalls(text)): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of allMatches(DOCUMENT_NUMBER, text)) {
    const end = match.index + match[0].length;
    if (walls.subarray(match.index, end).some(Boolean)) continue;
    spans.push([match.index, end]);
  }
  return spans;
}
