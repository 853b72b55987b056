/**
 * The search box → tsquery terms: every word must appear (any order), each as a prefix ('wal'
 * finds 'wallet'). Words are lower-cased as the 'simple' configuration does, and only letters
 * and digits reach the query, so its syntax cannot be injected and a stray '&' or ':' cannot
 * make it fail.
 */
const MAX_WORDS = 8;

export function toPrefixQuery(search: string | undefined): string | undefined {
  if (!search) return undefined;
  const words = search.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, MAX_WORDS).map((word) => word.slice(0, 50));
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : undefined;
}
