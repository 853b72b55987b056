/**
 * The search box → tsquery terms: every word must appear (any order), each as a prefix ('wal'
 * finds 'wallet'). Words are lower-cased as the 'simple' configuration does, and only letters
 * and digits reach the query, so its syntax cannot be injected and a stray '&' or ':' cannot
 * make it fail. A whole word with a meaning in the shared list (simu, pochi, licence …) may also
 * be met by its other words, in either language: 'simu' → (simu:* | phone:* | handset:* | …).
 */
import { searchWordAlternatives } from '@okota/shared/search-words';

export const MAX_WORDS = 8;
/** 'id', 'cat', 'cap' as prefixes would match 'idle', 'category', 'capital': short alternatives match whole words. */
const SHORTEST_PREFIX = 4;

/** The words of a search, lower case, as the 'simple' configuration splits them, each once. */
export function searchWordsOf(search: string | undefined): string[] {
  const words =
    (search ?? '')
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, 50)))];
}

export function termFor(word: string): string {
  const alternatives = searchWordAlternatives(word);
  if (!alternatives.length) return `${word}:*`;
  const terms = [`${word}:*`, ...alternatives.map((alt) => (alt.length < SHORTEST_PREFIX ? alt : `${alt}:*`))];
  return `(${terms.join(' | ')})`;
}

export function toPrefixQuery(search: string | undefined): string | undefined {
  const unique = searchWordsOf(search).slice(0, MAX_WORDS);
  return unique.length ? unique.map(termFor).join(' & ') : undefined;
}
