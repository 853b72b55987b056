/**
 * The hint a finder sees beside each answer (docs/decisions/0263-answer-checker.md): "match",
 * "close" or "different", judged on what the answer says rather than its letters. Dates in any
 * spelling, numbers in words, English and Kiswahili words for one thing, word order, filler and
 * small typos are forgiven; a contradicting colour, number, date or make is not. Only the finder
 * sees it, and the finder decides: "different" is kept for answers a person would reject.
 */
import type { AnswerDate } from './answer-dates';
import { lineageOf, readAnswer, type AnswerToken } from './answer-tokens';
import { ANSWER_FRAMES } from './answer-words';
import { editDistance } from './edit-distance';

export type AnswerMatch = 'match' | 'close' | 'different';

/** Lower case, no accents, nothing but letters and digits. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** How well one answer token stands for one expected token: 1 the same, 0 nothing in common. */
function score(expected: AnswerToken, given: AnswerToken): number {
  if (expected.type === 'concept' && given.type === 'concept') {
    if (expected.id === given.id) return 1;
    if (lineageOf(given.id).includes(expected.id)) return 1; // "son" for "child": more precise
    if (lineageOf(expected.id).includes(given.id)) return 0.6; // "child" for "son": vaguer
    return 0;
  }
  if (expected.type === 'number' && given.type === 'number') {
    if (expected.value === given.value) return 1;
    // Amounts are remembered roughly: KSh 1,800 for 2,000 is worth a look. Years are not amounts.
    if (isYear(expected.value) && isYear(given.value)) return 0;
    const larger = Math.max(expected.value, given.value);
    return larger >= 100 && Math.abs(expected.value - given.value) / larger <= 0.2 ? 0.6 : 0;
  }
  if (expected.type === 'date' && given.type === 'date') return dateScore(expected.date, given.date);
  if (expected.type === 'date' && given.type === 'number') return expected.date.year === given.value ? 0.5 : 0;
  if (expected.type === 'number' && given.type === 'date') return given.date.year === expected.value ? 0.8 : 0;
  if (expected.type === 'word' && given.type === 'word') return wordScore(expected.text, given.text);
  return 0;
}

const isYear = (n: number) => n >= 1900 && n <= 2099 && n % 100 !== 0;

function dateScore(expected: AnswerDate, given: AnswerDate): number {
  const parts = ['day', 'month', 'year'] as const;
  if (parts.some((part) => expected[part] !== undefined && given[part] !== undefined && expected[part] !== given[part])) {
    // 5/12 for 12/5: the same day written the other way round.
    const swapped = expected.day === given.month && expected.month === given.day && (expected.year ?? given.year) === (given.year ?? expected.year);
    return swapped ? 0.5 : 0;
  }
  return parts.some((part) => expected[part] !== undefined && given[part] === undefined) ? 0.7 : 1;
}

function wordScore(expected: string, given: string): number {
  if (expected === given) return 1;
  const shorter = Math.min(expected.length, given.length);
  if (shorter >= 4 && editDistance(expected, given) <= (shorter >= 8 ? 2 : 1)) return 0.9;
  // A name or word written longer or shorter: "kamau" / "kamaus", "mwangi" / "mwangiz".
  if (shorter >= 4 && (expected.startsWith(given) || given.startsWith(expected))) return 0.8;
  return 0;
}

/** Tokens that can contradict each other: two colours, two numbers, two dates, two makes. */
function clashKey(token: AnswerToken): string | null {
  if (token.type === 'number' || token.type === 'date') return 'number-or-date';
  if (token.type === 'concept' && token.kind !== 'thing' && token.kind !== 'place') return token.kind;
  return null;
}

/** Null when there is nothing to compare: no expected answer recorded, or no answer given. */
export function matchAnswer(answer: string | null | undefined, expected: string | null | undefined): AnswerMatch | null {
  const givenText = normaliseAnswer(answer ?? '');
  const wantedText = normaliseAnswer(expected ?? '');
  if (!givenText || !wantedText) return null;
  if (givenText === wantedText) return 'match';
  const given = readAnswer(answer!);
  let wanted = readAnswer(expected!).tokens;
  // "A photo of my kids" is about the kids; "photo" alone is the answer.
  const aboutSomething = wanted.filter((t) => !(t.type === 'concept' && ANSWER_FRAMES.has(t.id)));
  if (aboutSomething.length > 0) wanted = aboutSomething;
  if (wanted.length === 0) return givenText.includes(wantedText) ? 'close' : 'different';
  if (given.tokens.length === 0) return 'different';

  let covered = 0;
  let total = 0;
  let clashes = 0;
  const used = new Set<AnswerToken>();
  for (const token of wanted) {
    let best = 0;
    let bestGiven: AnswerToken | undefined;
    for (const candidate of given.tokens) {
      const s = score(token, candidate);
      if (s > best) [best, bestGiven] = [s, candidate];
    }
    if (bestGiven && best >= 0.5) used.add(bestGiven);
    covered += token.weight * best;
    total += token.weight;
    const key = clashKey(token);
    if (best < 0.5 && key && given.tokens.some((t) => clashKey(t) === key && !wanted.some((w) => score(w, t) >= 0.5))) clashes += 1;
  }
  // An answer listing alternatives ("red, blue or green") hedges its bet.
  const extras = new Map<string, number>();
  for (const token of given.tokens) {
    const key = clashKey(token);
    if (key && !used.has(token)) extras.set(key, (extras.get(key) ?? 0) + 1);
  }
  const scattered = [...extras.values()].some((n) => n >= 2);
  const coverage = covered / total;
  if (coverage >= 0.8 && clashes === 0 && !given.hedged && !scattered) return 'match';
  if (coverage >= (clashes > 0 ? 0.6 : 0.3)) return 'close';
  return 'different';
}
