/**
 * The catalogue's words (search_words, kept by triggers in migration 0013): the words a typed one
 * starts (none: it matches nothing), and the words a mistyped one may have meant. Every lookup is
 * an index range scan (text_pattern_ops compares bytes, so a prefix is a range), never a read of
 * the whole lexicon.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../db/client';

/** Above every character that can follow a prefix, in byte order. */
const AFTER_ALL = '\u{10FFFF}';
/** A bound on the rows one correction reads, whatever the catalogue's size. */
const MAX_CANDIDATES = 400;

export interface LexiconWord {
  word: string;
  items: number;
}

/** Where search-correction.ts looks for the words a mistyped one may have meant. */
export interface WordEnds {
  lengths: number[];
  start: string;
  end: string;
}

/**
 * Words of the given lengths that start with `start` or end with `end`: within a few edits of a
 * typed word, one of the two is intact (search-correction.ts chooses them).
 */
export async function findWordsByEnds(db: Executor, { lengths, start, end }: WordEnds): Promise<LexiconWord[]> {
  const reversedEnd = [...end].reverse().join('');
  const rows = rowsOf<LexiconWord>(
    await db.execute(sql`
    (select word, items from search_words
      where length(word) = any(${sql.param(lengths)}::int[]) and word ~>=~ ${start} and word ~<~ ${start + AFTER_ALL}
      limit ${MAX_CANDIDATES})
    union
    (select word, items from search_words
      where length(word) = any(${sql.param(lengths)}::int[])
        and reverse(word) ~>=~ ${reversedEnd} and reverse(word) ~<~ ${reversedEnd + AFTER_ALL}
      limit ${MAX_CANDIDATES})`),
  );
  return rows.map((row) => ({ word: row.word, items: Number(row.items) }));
}

/**
 * For each prefix, up to `limit` listed words starting with it and how many visible items hold
 * each (search-expansion.ts): one short range scan of search_words_prefix_idx per prefix.
 */
export async function findWordsStarting(db: Executor, prefixes: readonly string[], limit: number): Promise<Map<string, LexiconWord[]>> {
  const found = new Map<string, LexiconWord[]>(prefixes.map((prefix) => [prefix, []]));
  if (!prefixes.length) return found;
  const rows = rowsOf<LexiconWord & { prefix: string }>(
    await db.execute(sql`
    select p.prefix, w.word, w.items from unnest(${sql.param([...prefixes])}::text[]) p(prefix)
    cross join lateral (
      select word, items from search_words
      where word ~>=~ p.prefix and word ~<~ (p.prefix || ${AFTER_ALL}::text)
      order by word using ~<~ limit ${limit}
    ) w`),
  );
  for (const row of rows) found.get(row.prefix)?.push({ word: row.word, items: Number(row.items) });
  return found;
}
