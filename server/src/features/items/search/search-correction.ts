/**
 * Mistyped search words → the catalogue's own words ("walet" → wallet, "samsang" → samsung,
 * "nokai" → nokia). Only a word of four letters or more that starts no listed word is corrected,
 * to a word at most one edit away (four to seven letters) or two (eight or more); an edit is a
 * letter added, dropped, changed, or two neighbours swapped. The closest word wins, then the one
 * most items hold. Words of the shared Kiswahili list count as known words too, so "kitambulsho"
 * still finds ID cards when no listing says "kitambulisho" (docs/decisions/0236).
 */
import { SEARCH_WORD_GROUPS } from '@okota/shared/search-words';
import type { LexiconWord } from './search-lexicon.repository';
import { WORDS_LOOKED_UP, type SearchLookups } from './search-lookups';

const SHORTEST_CORRECTED = 4;

export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < SHORTEST_CORRECTED) return 0;
  return length >= 8 ? 2 : 1;
}

/** Optimal string alignment distance (Levenshtein plus swapping two neighbours), stopping past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length];
}

/** The Kiswahili list's words: known even before any listing uses them. */
const LIST_WORDS: readonly string[] = [...new Set(SEARCH_WORD_GROUPS.flat())];

/**
 * Where to look for a word within `edits` of `word`: an edit spans at most two neighbouring
 * letters, so with one edit either the letters before the middle two or those after them are
 * intact. With two edits the same halves are shortened by one more letter each (a word mistyped
 * at both ends is not found: docs/decisions/0236).
 */
function probesFor(word: string, edits: number) {
  const letters = [...word];
  const half = Math.floor(letters.length / 2);
  const start = letters.slice(0, Math.max(1, half - edits)).join('');
  const end = letters.slice(Math.min(letters.length - 1, half + edits)).join('');
  const lengths = Array.from({ length: 2 * edits + 1 }, (_, k) => letters.length - edits + k).filter((n) => n > 0);
  return { start, end, lengths };
}

function closest(word: string, edits: number, candidates: readonly LexiconWord[]): string | undefined {
  let best: { word: string; distance: number; items: number } | undefined;
  for (const candidate of candidates) {
    if (candidate.word === word || !/\p{L}/u.test(candidate.word)) continue;
    const distance = editDistance(word, candidate.word, edits);
    if (distance > edits) continue;
    const better =
      !best ||
      distance < best.distance ||
      (distance === best.distance && (candidate.items > best.items || (candidate.items === best.items && candidate.word < best.word)));
    if (better) best = { word: candidate.word, distance, items: candidate.items };
  }
  return best?.word;
}

/**
 * The corrections of the words that match nothing: a map from typed word to the word to search
 * instead. Asks the database nothing more when every word already matches.
 */
export async function correctSearchWords(lookups: SearchLookups, words: readonly string[], known: (word: string) => boolean): Promise<Map<string, string>> {
  const corrections = new Map<string, string>();
  const candidates = words.filter((word) => allowedEdits(word) > 0 && /\p{L}/u.test(word) && !known(word));
  if (!candidates.length) return corrections;
  // The words each starts: the same question prefix expansion asks next, so its answer is kept once.
  const starting = await lookups.wordsStarting(candidates, WORDS_LOOKED_UP);
  for (const word of candidates) {
    if (starting.get(word)?.length) continue;
    const edits = allowedEdits(word);
    const lexicon = await lookups.wordsByEnds(probesFor(word, edits));
    // The list's words weigh as one item: a word listings use is preferred at the same distance.
    const listed = LIST_WORDS.map((listWord) => ({ word: listWord, items: 0 }));
    const best = closest(word, edits, [...lexicon, ...listed]);
    if (best) corrections.set(word, best);
  }
  return corrections;
}
