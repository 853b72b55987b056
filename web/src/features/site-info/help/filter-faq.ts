/** The help center's search: pure, so it is tested without a browser. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: FaqEntry[];
}

/**
 * Lower case, no accents, and no joining marks, so 'M-Pesa', 'mpesa' and 'MPESA' meet, and
 * "finder's" finds "finders"; any other punctuation separates words.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-'’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Words of 4 letters or more match anywhere inside a word, because Kiswahili puts prefixes before
 * the stem ('lipa' in 'nimelipa', 'kulipa'); shorter ones only at the start of a word, so 'pin'
 * finds 'PIN' but not 'shopping'.
 */
const SUBSTRING_MIN_LENGTH = 4;

function matchesWord(haystack: string, word: string): boolean {
  return word.length >= SUBSTRING_MIN_LENGTH ? haystack.includes(word) : ` ${haystack}`.includes(` ${word}`);
}

/**
 * The groups whose questions or answers contain every word typed, in any order; empty groups are
 * left out. An empty query returns every group.
 */
export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => {
        const haystack = normalizeForSearch(`${entry.question} ${entry.answer}`);
        return words.every((word) => matchesWord(haystack, word));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}
