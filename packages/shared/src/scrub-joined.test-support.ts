/**
 * What "removed or held" means for several fields read as one (scrub-joined.ts), shared by the
 * table and the property test: removed when no field is left with a contact detail and the
 * scrubbed fields, joined again, raise neither a detail nor a doubt; held when the verdict is a
 * doubt (the whole waits for a person).
 */
import { assessContactRisk } from './scrub-risk';
import { checkJoinedTexts, scrubJoinedTexts, type JoinedVerdict } from './scrub-joined';
import type { DetectOptions } from './scrub-detect';
import type { ContactKind } from './scrub-detect';

export type Outcome = 'removed' | 'held' | 'passed';

export function outcomeOf(fields: readonly string[], labelOf: (kind: ContactKind) => string, options: DetectOptions = {}): Outcome {
  const verdict: JoinedVerdict = checkJoinedTexts(fields, options);
  const { texts } = scrubJoinedTexts(fields, labelOf, options);
  const again = checkJoinedTexts(texts, options);
  const clean = again.details.every((d) => d.length === 0) && again.reason === null && assessContactRisk(texts.join(' '), options).reason === null;
  const changed = texts.some((text, i) => text !== fields[i]);
  if (changed && clean) return 'removed';
  if (verdict.reason) return 'held';
  return 'passed';
}

/** Untouched: no field changed and no doubt. */
export function untouched(fields: readonly string[], options: DetectOptions = {}): boolean {
  const verdict = checkJoinedTexts(fields, options);
  return verdict.reason === null && verdict.details.every((d) => d.length === 0);
}
