/**
 * Walking posting lists in date order (search-index.ts): one list, the union of several (a prefix,
 * 'simu' or its other words), the intersection of several (every word, the county, the category).
 * Each cursor stands on one item id and only moves forward in the walk's order (newest first or
 * oldest first); an intersection leaps each list to the candidate with a binary search, so a rare
 * word among common ones costs what the rare word's list costs, and tests the candidate against
 * a list that keeps a bitmap (search-index.ts) with one bit instead of leaping through it.
 */
import { UnreadableQuery, type QueryNode } from './search-tsquery';
import type { IndexSearch, Posting, SearchIndex } from './search-index';

export interface Cursor {
  /** The id it stands on, or -1 when it has passed the end. */
  current(): number;
  next(): number;
  /** Moves to the first id not before (at, id) in the walk's order; past it when `strict`. */
  seek(at: number, id: number, strict: boolean): number;
  seekPast(at: number, id: number): number;
  /** About how many ids it can yield (the size of its smallest list when intersecting). */
  readonly size: number;
  /** Whether it would yield the id, wherever it stands (it does not move). */
  contains(id: number): boolean;
  /** Whether `contains` costs a bit or a few (every list under it keeps a bitmap), not a search. */
  readonly testable: boolean;
  /** A single list's bitmap, when it keeps one (an intersection of such lists can AND them). */
  readonly bits?: Uint32Array;
  /**
   * Calls `visit` with every id it would yield, in the lists' own order rather than the walk's
   * (for a count, which needs none), until `visit` returns false; false when it was stopped.
   * It does not move.
   */
  each(visit: (id: number) => boolean): boolean;
}

type Walk = { index: SearchIndex; step: 1 | -1 };

/**
 * A count reads a list without a bitmap into a borrowed one when the list is at most this many
 * times the leader's size: about what a binary search per candidate costs instead.
 */
const READ_INTO_BITMAP = 16;

/**
 * When every list of an intersection keeps a bitmap, a count ANDs their 32-bit words instead of
 * walking the leader's ids, once the leader holds more than the bitmaps' words (per list) divided
 * by this: a word costs a few operations a list, an id of the leader about this many times more.
 */
const WORD_AND = 6;

/** Visits, in id order, every id set in all the bitmaps; false when `visit` stopped it. */
function eachInAll(bitmaps: Uint32Array[], visit: (id: number) => boolean): boolean {
  const end = Math.min(...bitmaps.map((bits) => bits.length));
  const [first, ...rest] = bitmaps as [Uint32Array, ...Uint32Array[]];
  for (let word = 0; word < end; word++) {
    let both = first[word]!;
    for (let k = 0; k < rest.length && both !== 0; k++) both &= rest[k]![word]!;
    while (both !== 0) {
      const lowest = both & -both;
      if (!visit(word * 32 + 31 - Math.clz32(lowest))) return false;
      both ^= lowest;
    }
  }
  return true;
}

/** Where `id` stands against (at, key) in the walk's order: negative before, 0 the same, positive after. */
const against = (walk: Walk, id: number, at: number, key: number) => walk.step * (walk.index.at[id]! - at || id - key);

/**
 * Whether `id` stands at (at, key) or after it in the walk's order (strictly after when `strict`).
 * A plain function of its arguments, not a closure made per seek: seeks run thousands of times a
 * search, and what they allocated was most of the search's garbage.
 */
function isPast(times: Float64Array, id: number, step: 1 | -1, at: number, key: number, strict: boolean): boolean {
  const order = step * (times[id]! - at || id - key);
  return strict ? order > 0 : order >= 0;
}

function postingCursor(walk: Walk, posting: Posting): Cursor {
  const { step } = walk;
  let i = step === 1 ? 0 : posting.n - 1;
  const current = () => (i >= 0 && i < posting.n ? posting.ids[i]! : -1);
  const cursor: Cursor = {
    size: posting.n,
    testable: posting.bits !== undefined,
    ...(posting.bits ? { bits: posting.bits } : {}),
    contains: (id) => walk.index.includes(posting, id),
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

const empty: Cursor = {
  size: 0,
  testable: true,
  contains: () => false,
  each: () => true,
  current: () => -1,
  next: () => -1,
  seek: () => -1,
  seekPast: () => -1,
};

function unionCursor(walk: Walk, children: Cursor[]): Cursor {
  if (children.length === 0) return empty;
  if (children.length === 1) return children[0]!;
  // A heap of the children that have not passed the end, the one standing first in the walk on top.
  const first = (a: Cursor, b: Cursor) => {
    const x = a.current();
    return against(walk, x, walk.index.at[b.current()]!, b.current()) < 0;
  };
  const heap: Cursor[] = [];
  const up = (k: number) => {
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!first(heap[k]!, heap[parent]!)) break;
      [heap[k], heap[parent]] = [heap[parent]!, heap[k]!];
      k = parent;
    }
  };
  const down = (k: number) => {
    for (;;) {
      const left = 2 * k + 1;
      const right = left + 1;
      let top = k;
      if (left < heap.length && first(heap[left]!, heap[top]!)) top = left;
      if (right < heap.length && first(heap[right]!, heap[top]!)) top = right;
      if (top === k) return;
      [heap[k], heap[top]] = [heap[top]!, heap[k]!];
      k = top;
    }
  };
  const push = (child: Cursor) => {
    if (child.current() < 0) return;
    heap.push(child);
    up(heap.length - 1);
  };
  const pop = () => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      down(0);
    }
    return top;
  };
  for (const child of children) push(child);
  const now = () => (heap.length ? heap[0]!.current() : -1);
  const cursor: Cursor = {
    size: children.reduce((sum, child) => sum + child.size, 0),
    testable: children.every((child) => child.testable),
    contains: (id) => children.some((child) => child.contains(id)),
    each(visit) {
      // One list after another; an id in several is visited once.
      const seen = walk.index.borrowSeen();
      try {
        for (const child of children) if (!child.each((id) => !seen.add(id) || visit(id))) return false;
        return true;
      } finally {
        walk.index.giveBack(seen);
      }
    },
    current: now,
    next: () => {
      const was = now();
      if (was < 0) return -1;
      // Every child standing on the same item moves past it.
      while (heap.length && heap[0]!.current() === was) {
        const child = pop();
        child.next();
        push(child);
      }
      return now();
    },
    seek(at, key, strict) {
      // Only the children standing before the target move.
      while (heap.length) {
        const top = heap[0]!;
        const order = against(walk, top.current(), at, key);
        if (strict ? order > 0 : order >= 0) break;
        pop();
        top.seek(at, key, strict);
        push(top);
      }
      return now();
    },
    seekPast: (at, key) => cursor.seek(at, key, true),
  };
  return cursor;
}

function intersectionCursor(walk: Walk, unordered: Cursor[]): Cursor {
  if (unordered.length === 1) return unordered[0]!;
  // The smallest list leads: the others leap to its candidates.
  const children = [...unordered].sort((a, b) => a.size - b.size);
  let now = -1;
  const [leader, ...followers] = children as [Cursor, ...Cursor[]];
  const sought = followers.filter((child) => !child.testable);
  const tested = followers.filter((child) => child.testable);
  // `candidate` is where the leader stands: the others leap to it; when one leaps past it, the
  // leader leaps to where that one stands, and the others are asked again. The lists with a
  // bitmap are only asked whether they hold it; if one does not, the leader takes its next.
  const align = (candidate: number) => {
    outer: while (candidate >= 0) {
      for (const child of sought) {
        const id = child.seek(walk.index.at[candidate]!, candidate, false);
        if (id < 0) return (now = -1);
        if (id !== candidate) {
          candidate = leader.seek(walk.index.at[id]!, id, false);
          continue outer;
        }
      }
      for (const child of tested) {
        if (!child.contains(candidate)) {
          candidate = leader.next();
          continue outer;
        }
      }
      return (now = candidate);
    }
    return (now = -1);
  };
  align(leader.current());
  const cursor: Cursor = {
    size: children[0]!.size,
    testable: children.every((child) => child.testable),
    contains: (id) => children.every((child) => child.contains(id)),
    // The leader's ids, each tested against the others: with their bitmaps, or for a list without
    // one, with a bitmap it is read into first when that costs less than a search per candidate.
    each(visit) {
      const bitmaps = children.map((child) => child.bits);
      if (bitmaps.every((bits) => bits !== undefined) && leader.size * WORD_AND > bitmaps[0]!.length * children.length)
        return eachInAll(bitmaps as Uint32Array[], visit);
      const { index } = walk;
      const read = sought.filter((child) => child.size <= leader.size * READ_INTO_BITMAP);
      const searched = sought.filter((child) => child.size > leader.size * READ_INTO_BITMAP);
      const readInto = read.map((child) => {
        const seen = index.borrowSeen();
        child.each((id) => (seen.add(id), true));
        return seen;
      });
      try {
        return leader.each((id) => {
          for (const child of tested) if (!child.contains(id)) return true;
          for (const seen of readInto) if (!seen.has(id)) return true;
          for (const child of searched) if (!child.contains(id)) return true;
          return visit(id);
        });
      } finally {
        for (const seen of readInto) index.giveBack(seen);
      }
    },
    current: () => now,
    next: () => (now < 0 ? -1 : align(leader.next())),
    seek(at, key, strict) {
      return align(leader.seek(at, key, strict));
    },
    seekPast: (at, key) => cursor.seek(at, key, true),
  };
  return cursor;
}

function nodeCursor(walk: Walk, node: QueryNode): Cursor {
  switch (node.kind) {
    case 'lexeme':
      return unionCursor(
        walk,
        walk.index.listsFor(node.text, node.prefix).map((posting) => postingCursor(walk, posting)),
      );
    case 'or':
      return unionCursor(
        walk,
        node.children.map((child) => nodeCursor(walk, child)),
      );
    case 'and':
      return intersectionCursor(
        walk,
        node.children.map((child) => nodeCursor(walk, child)),
      );
    case 'not':
      // Nothing read-search.ts writes negates: such a query is answered by SQL.
      throw new UnreadableQuery('negation is not indexed');
  }
}

/** The cursor a search walks: its words (if any), every required lexeme and any `also`, intersected. */
export function cursorOf(index: SearchIndex, query: IndexSearch, also: QueryNode[] = []): Cursor {
  const walk: Walk = { index, step: query.oldestFirst ? 1 : -1 };
  const parts: QueryNode[] = query.required.map((text) => ({ kind: 'lexeme', text, prefix: false }));
  if (query.terms) parts.push(query.terms);
  parts.push(...also);
  if (!parts.length) parts.push({ kind: 'lexeme', text: '', prefix: false });
  return nodeCursor(walk, parts.length === 1 ? parts[0]! : { kind: 'and', children: parts });
}
