/**
 * What every cursor of the search index offers (search-index-cursors.ts walks unions and
 * intersections of them), and the cursor over one posting list: it stands on one item id and
 * only moves forward in the walk's order, leaping with a galloping binary search; a count asks
 * it for its ids in stored order or for the cheapest test of whether it holds one.
 */
import type { Posting, SearchIndex } from './search-index';
import { hasBit, type SeenIds } from './search-index-bits';

export interface Cursor {
  /** The id it stands on, or -1 when it has passed the end. */
  current(): number;
  next(): number;
  /** Moves to the first id not before (at, id) in the walk's order; past it when `strict`. */
  seek(at: number, id: number, strict: boolean): number;
  seekPast(at: number, id: number): number;
  /** About how many ids it can yield (the size of its smallest list when intersecting). */
  readonly size: number;
  /**
   * Whether its test (`tester`) costs a bit or a few (every list under it keeps a bitmap), not a
   * search; such a test borrows nothing.
   */
  readonly testable: boolean;
  /** A single list's bitmap, when it keeps one (an intersection of such lists can AND them). */
  readonly bits?: Uint32Array;
  /**
   * The cheapest test of whether it holds an id, for a count that will ask about `candidates`
   * ids: a list's bitmap; a list without one read into a bitmap borrowed from the index (pushed
   * on `borrowed`, for the caller to give back) when that costs less than a search per
   * candidate; else a search. A union's test is any of its children's, an intersection's all.
   */
  tester(candidates: number, borrowed: SeenIds[]): (id: number) => boolean;
  /**
   * Calls `visit` with every id it would yield, in the lists' own order rather than the walk's
   * (for a count, which needs none), until `visit` returns false; false when it was stopped.
   * It does not move.
   */
  each(visit: (id: number) => boolean): boolean;
}

export type Walk = { index: SearchIndex; step: 1 | -1 };

/**
 * A count reads a list without a bitmap into a borrowed one when the list is at most this many
 * times the leader's size: about what a binary search per candidate costs instead.
 */
export const READ_INTO_BITMAP = 16;

/**
 * Whether `id` stands at (at, key) or after it in the walk's order (strictly after when `strict`).
 * A plain function of its arguments, not a closure made per seek: seeks run thousands of times a
 * search, and what they allocated was most of the search's garbage.
 */
function isPast(times: Float64Array, id: number, step: 1 | -1, at: number, key: number, strict: boolean): boolean {
  const order = step * (times[id]! - at || id - key);
  return strict ? order > 0 : order >= 0;
}

export function postingCursor(walk: Walk, posting: Posting): Cursor {
  const { step } = walk;
  let i = step === 1 ? 0 : posting.n - 1;
  const current = () => (i >= 0 && i < posting.n ? posting.ids[i]! : -1);
  const cursor: Cursor = {
    size: posting.n,
    testable: posting.bits !== undefined,
    ...(posting.bits ? { bits: posting.bits } : {}),
    tester(candidates, borrowed) {
      const { bits, ids, n } = posting;
      if (bits) return (id) => hasBit(bits, id);
      if (n > candidates * READ_INTO_BITMAP) return (id) => walk.index.includes(posting, id);
      const seen = walk.index.borrowSeen();
      borrowed.push(seen);
      for (let k = 0; k < n; k++) seen.add(ids[k]!);
      return (id) => seen.has(id);
    },
    each(visit) {
      const { ids, n } = posting;
      for (let k = 0; k < n; k++) if (!visit(ids[k]!)) return false;
      return true;
    },
    current,
    next: () => {
      i += step;
      return current();
    },
    seek(at, key, strict) {
      // Galloping from where it stands (the target is usually near), then a binary search in the last leap.
      const { ids, n } = posting;
      const times = walk.index.at;
      if (i < 0 || i >= n || isPast(times, ids[i]!, step, at, key, strict)) return current();
      let near = i;
      let leap = 1;
      let far = i + step * leap;
      while (far >= 0 && far < n && !isPast(times, ids[far]!, step, at, key, strict)) {
        near = far;
        leap *= 2;
        far = i + step * leap;
      }
      // far is past the target or past the end; near is not. The first past lies in (near, far].
      let lo = Math.max(Math.min(near, far) + (step === 1 ? 1 : 0), -1);
      let hi = Math.min(Math.max(near, far) + (step === 1 ? 0 : -1), n);
      if (step === 1) {
        // Smallest k in [lo, hi] past the target; hi may be n (none is).
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (mid < n && isPast(times, ids[mid]!, step, at, key, strict)) hi = mid;
          else lo = mid + 1;
        }
      } else {
        // Largest k in [lo, hi] past the target; lo may be -1 (none is).
        while (lo < hi) {
          const mid = (lo + hi + 1) >> 1;
          if (mid >= 0 && isPast(times, ids[mid]!, step, at, key, strict)) lo = mid;
          else hi = mid - 1;
        }
      }
      i = lo;
      return current();
    },
    seekPast: (at, key) => cursor.seek(at, key, true),
  };
  return cursor;
}

export const empty: Cursor = {
  size: 0,
  testable: true,
  tester: () => () => false,
  each: () => true,
  current: () => -1,
  next: () => -1,
  seek: () => -1,
  seekPast: () => -1,
};
