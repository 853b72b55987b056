/**
 * The text as the contact detector reads it (docs/decisions/0234-contact-detector-folding.md): the
 * skeleton of each character (scrub-fold-chars.ts), then words folded (scrub-fold-words.ts). Each
 * character of the reading remembers where it came from (scrub-reading.ts).
 */
import { foldCharacters } from './scrub-fold-chars';
import { foldWords } from './scrub-fold-words';
import type { DetectorReading } from './scrub-reading';

export { sourceSpan, type DetectorReading } from './scrub-reading';
export { SPELLED_AT, SPELLED_DOT } from './scrub-fold-words';

export function readForDetection(source: string): DetectorReading {
  return foldWords(foldCharacters(source));
}
