/**
 * Prefix terms expanded through the catalogue's own words (search_words, kept by triggers):
 * 'wal:*' becomes ('wallet' | 'walkman') when few listed words start with 'wal'. A prefix makes
 * the GIN index collect every matching word's whole list before anything else; whole words let
 * it skip through the lists, intersected with the county, category and week terms
 * (docs/decisions/0256-bounded-search.md). The answer is the same: every word of a visible item
 * is in the lexicon, and only visible items are searched.
 *
 * The same lookup gives an upper bound on the matches (the fewest items any one term can meet),
 * which decides whether a search is read whole or newest weeks first (search-weeks.ts).
 */
import { lexeme } from '../read-search';
import { WORDS_LOOKED_UP, type SearchLookups } from './search-lookups';

/** A prefix with more listed words than this stays a prefix (a short one, like 'a' or 'ma'). */
export const MAX_EXPANSION = WORDS_LOOKED_UP - 1;
/**
 * `word:*` in the terms read-search.ts writes: letters and digits only, standing alone (after the
 * start, a space or an operator), so 'm-pesa:*' (a list word with a hyphen) stays as it is.
 */
const PREFIX = /(?<=^|[\s(|&!])([\p{L}\p{N}]+):\*/gu;

export interface ExpandedSearch {
  words: string;
  /** At most this many visible items can match (Infinity when a term's count is not known). */
  mostMatches: number;
}

/** The top-level `&` terms of a tsquery (none of ours nests an `&` at depth 0 inside quotes). */
function topLevelTerms(query: string): string[] {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < query.length; i++) {
    if (query[i] === '(') depth++;
    else if (query[i] === ')') depth--;
    else if (query[i] === '&' && depth === 0) {
      terms.push(query.slice(start, i));
      start = i + 1;
    }
  }
  return [...terms, query.slice(start)].map((term) => term.trim());
}

export async function expandPrefixes(lookups: SearchLookups, words: string): Promise<ExpandedSearch> {
  const prefixes = [...new Set([...words.matchAll(PREFIX)].map((match) => match[1]))];
  if (!prefixes.length) return { words, mostMatches: Infinity };
  // One more than may be expanded: a prefix with that many stays a prefix.
  const found = await lookups.wordsStarting(prefixes, WORDS_LOOKED_UP);
  // Expanded: whole words; too many or none: the prefix as typed (none matches no visible item's word).
  const expanded = new Map<string, { term: string; items: number }>();
  for (const [prefix, list] of found) {
    if (!list.length || list.length > MAX_EXPANSION) continue;
    const term = list.length === 1 ? lexeme(list[0].word) : `(${list.map((w) => lexeme(w.word)).join(' | ')})`;
    expanded.set(prefix, { term, items: list.reduce((sum, w) => sum + w.items, 0) });
  }
  const bound = (term: string) => {
    // A whole word or a quoted lexeme ('id', 'l:nairobi') has no count here.
    if (/[\p{L}\p{N}']/u.test(term.replace(PREFIX, ''))) return Infinity;
    const inTerm = [...term.matchAll(PREFIX)].map((match) => match[1]);
    return inTerm.reduce((sum, prefix) => sum + (found.get(prefix)!.length ? (expanded.get(prefix)?.items ?? Infinity) : 0), 0);
  };
  const mostMatches = Math.min(...topLevelTerms(words).map(bound));
  return { words: words.replace(PREFIX, (match, prefix: string) => expanded.get(prefix)?.term ?? match), mostMatches };
}
