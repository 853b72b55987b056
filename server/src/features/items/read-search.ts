/**
 * What a search box's words ask, forgiving how people type (docs/decisions/0236):
 * - glue words ("ya", "za", "my", "the" …) are left out, so "simu ya itel" needs no "ya";
 * - a county or a well-known place ("nairobi", "kencom", "westlands"), when no county is chosen,
 *   is a soft county filter: items in that county, or whose words name the place, and those that
 *   name it first;
 * - a word that starts no listed word is searched as the catalogue word one or two letters away
 *   ("walet" → wallet), and the answer says so; `exact` searches the words as typed;
 * - a word still found in no listing (a name: "ID card ya Kamau") is left out when others match.
 */
import { findPlacesInSearch, type PlaceInSearch } from '@okota/shared/search-places';
import { isSearchGlueWord, searchWordAlternatives } from '@okota/shared/search-words';
import { correctSearchWords } from './search/search-correction';
import { WORDS_LOOKED_UP, type SearchLookups } from './search/search-lookups';
import { MAX_WORDS, searchWordsOf, termFor } from './search/search-query';

export interface ReadSearch {
  /** tsquery terms every match must meet, or none (no words). */
  words?: string;
  /**
   * tsqueries whose matches come first, in this order: the typed words themselves when some were
   * widened by the Kiswahili list (a listing that says "purse" before one that says "wallet"),
   * then the places' own words (items that name the place before the rest of its county).
   */
  preferred?: string[];
  /** The words searched, when some typed ones were corrected. */
  correctedQuery?: string;
  originalQuery?: string;
}

/** A lexeme in tsquery syntax: quoted, with quotes and backslashes escaped. */
export const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const prefixes = (words: readonly string[]) => words.map((word) => `${word}:*`).join(' & ');

function placeTerm(place: PlaceInSearch): string {
  return `(${lexeme(`l:${place.county.toLowerCase()}`)} | ${prefixes(place.words)})`;
}

export async function readSearch(
  lookups: SearchLookups,
  search: string | undefined,
  { countyChosen, exact }: { countyChosen: boolean; exact: boolean },
): Promise<ReadSearch> {
  const typed = searchWordsOf(search);
  // Places first, so a name with a glue word in it ("Murang'a" → murang a) is still read whole.
  const { places, rest } = countyChosen ? { places: [], rest: typed } : findPlacesInSearch(typed);
  const meaningful = rest.filter((word) => !isSearchGlueWord(word));
  const kept = (meaningful.length || places.length ? meaningful : rest).slice(0, MAX_WORDS);
  const corrections = exact ? new Map<string, string>() : await correctSearchWords(lookups, kept, (word) => searchWordAlternatives(word).length > 0);
  const corrected = [...new Set(kept.map((word) => corrections.get(word) ?? word))];
  const unmatched = exact ? new Set<string>() : await wordsNothingHas(lookups, corrected);
  const searched = corrected.filter((word) => !unmatched.has(word));

  const terms = [...searched.map(termFor), ...places.slice(0, 2).map(placeTerm)];
  const answer: ReadSearch = { words: terms.length ? terms.join(' & ') : undefined };
  const preferred: string[] = [];
  if (searched.some((word) => searchWordAlternatives(word).length)) preferred.push(prefixes(searched));
  if (places.length)
    preferred.push(
      places
        .slice(0, 2)
        .map((place) => `(${prefixes(place.words)})`)
        .join(' | '),
    );
  if (preferred.length) answer.preferred = preferred;
  if (corrections.size || unmatched.size) {
    const shown = typed.map((word) => corrections.get(word) ?? word).filter((word) => !unmatched.has(word));
    while (shown.length > 1 && isSearchGlueWord(shown[shown.length - 1]!)) shown.pop();
    answer.correctedQuery = shown.join(' ');
    answer.originalQuery = (search ?? '').trim();
  }
  return answer;
}

/**
 * Words no visible item has, not even as the start of a word ("Kamau" in "ID card ya Kamau": a
 * name no listing shows), when other words of the search do match: left out, so they do not
 * empty the results, and the answer says which words were searched (issue 34). A search of
 * nothing but such words keeps them and finds nothing, which is the truth.
 */
async function wordsNothingHas(lookups: SearchLookups, words: readonly string[]): Promise<Set<string>> {
  const own = words.filter((word) => searchWordAlternatives(word).length === 0);
  if (!own.length) return new Set();
  const starting = await lookups.wordsStarting(own, WORDS_LOOKED_UP);
  const missing = new Set(own.filter((word) => !starting.get(word)?.length));
  return missing.size < words.length ? missing : new Set();
}
