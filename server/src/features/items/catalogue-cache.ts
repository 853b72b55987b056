/**
 * Answers of the public catalogue, kept while the catalogue stays as it is (its number, from
 * catalogue-version.ts, has not moved). When the number moves every kept answer is dropped, so a
 * finder who posts, an admin who hides, a claimer whose approval closes an item see the change on
 * their very next request; the heavy statements run only when the catalogue changed or nobody
 * asked that question lately.
 *
 * Concurrent identical questions share one computation. Kept answers are the database's rows,
 * not the JSON: who may see what is decided per viewer afterwards (item-json.ts).
 */
import type { CatalogueVersion } from './catalogue-version';

export interface CatalogueCache<T> {
  /** The answer kept for `key` under the current catalogue, or `compute()`'s, then kept. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  readonly size: number;
}

export function createCatalogueCache<T>(catalogue: CatalogueVersion, { maxEntries }: { maxEntries: number }): CatalogueCache<T> {
  let version = -1;
  // Insertion order is recency order: a hit moves its entry to the end, the oldest goes first.
  const entries = new Map<string, Promise<T>>();
  return {
    get size() {
      return entries.size;
    },
    async get(key, compute) {
      const current = await catalogue.current();
      if (current > version) {
        entries.clear();
        version = current;
      } else if (current < version) {
        // This request learnt the number before a newer request did: its answer is not kept.
        return compute();
      }
      const kept = entries.get(key);
      if (kept) {
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      // Computed after the number was learnt, so the answer is at least as new as the number.
      const answer = compute();
      entries.set(key, answer);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed computation is not kept: the next request tries again.
      answer.catch(() => entries.get(key) === answer && entries.delete(key));
      return answer;
    },
  };
}
