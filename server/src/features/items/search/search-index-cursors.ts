/**
 * Walking posting lists in date order (search-index.ts): one list, the union of several (a prefix,
 * 'simu' or its other words), the intersection of several (every word, the county, the category).
 * Each cursor stands on one item id and only moves forward in the walk's order (newest first or
 * oldest first); an intersection leaps each list to the candidate with a binary search, so a rare
 * word among common ones costs what the rare word's list costs, and tests the candidate against
 * a list that keeps a bitmap (search-index.ts) with one bit instead of leaping through it.
 */
import { UnreadableQuery, type QueryNode } from './search-tsquery';
import type { SearchIndex } from './search-index';
import type { IndexSearch } from './search-index-search';
import { eachInAll, type SeenIds } from './search-index-bits';
import { empty, postingCursor, type Cursor, type Walk } from './search-index-posting-cursor';

export type { Cursor };

/**
 * When every list of an intersection keeps a bitmap, a count ANDs their 32-bit words instead of
 * walking the leader's ids, once the leader holds more than the bitmaps' words (per list) divided
 * by this: a word costs a few operations a list, an id of the leader about this many times more.
 */
const WORD_AND = 6;
/** Where `id` stands against (at, key) in the walk's order: negative before, 0 the same, positive after. */
const against = (walk: Walk, id: number, at: number, key: number) => walk.step * (walk.index.at[id]! - at || id - key);

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
    tester(candidates, borrowed) {
      const tests = children.map((child) => child.tester(candidates, borrowed));
      return (id) => {
        for (const test of tests) if (test(id)) return true;
        return false;
      };
    },
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
  // A testable cursor's test borrows nothing: built once, for every candidate of the walk.
  const tests = followers.filter((child) => child.testable).map((child) => child.tester(0, []));
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
      for (const test of tests) {
        if (!test(candidate)) {
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
    tester(candidates, borrowed) {
      const tests = children.map((child) => child.tester(candidates, borrowed));
      return (id) => {
        for (const test of tests) if (!test(id)) return false;
        return true;
      };
    },
    // The leader's ids, each tested against the others (tester); lists that all keep a bitmap, ANDed.
    each(visit) {
      const bitmaps = children.map((child) => child.bits);
      if (bitmaps.every((bits) => bits !== undefined) && leader.size * WORD_AND > bitmaps[0]!.length * children.length)
        return eachInAll(bitmaps as Uint32Array[], visit);
      const borrowed: SeenIds[] = [];
      try {
        const tests = followers.map((child) => child.tester(leader.size, borrowed));
        return leader.each((id) => {
          for (const test of tests) if (!test(id)) return true;
          return visit(id);
        });
      } finally {
        for (const seen of borrowed) walk.index.giveBack(seen);
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
