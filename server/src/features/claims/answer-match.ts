/**
 * The hint a finder sees beside each answer (decisions.md "Claims"): case, spacing and
 * punctuation are ignored, so 'Dark-blue ' matches 'dark blue'. Only the finder ever sees it.
 */
export type AnswerMatch = 'match' | 'close' | 'different';

/** Lower case, no accents, nothing but letters and digits. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Null when there is nothing to compare: no expected answer recorded, or no answer given. */
export function matchAnswer(answer: string | null | undefined, expected: string | null | undefined): AnswerMatch | null {
  const given = normaliseAnswer(answer ?? '');
  const wanted = normaliseAnswer(expected ?? '');
  if (!given || !wanted) return null;
  if (given === wanted) return 'match';
  // 'blue' for 'dark blue' is worth a second look, but not two letters inside a long answer.
  const [shorter, longer] = given.length < wanted.length ? [given, wanted] : [wanted, given];
  if (shorter.length >= 3 && longer.includes(shorter)) return 'close';
  return 'different';
}
