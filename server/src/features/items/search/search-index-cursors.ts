/**
 * Walking posting lists in date order (search-index.ts): one list, the union of several (a prefix,
 * 'simu' or its other words), the intersection of several (every word, the county, the category).
 * Each cursor stands on one item id and only moves forward in the walk's order (newest first or
 * oldest first); an intersection leaps each list to the candidate with a binary search, so a rare
 * word among common ones costs what the rare word's list costs.
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
}

type Walk = { index: SearchIndex; step: 1 | -1 };

/** Where `id` stands against (at, key) in the walk's order: negative before, 0 the same, positive after. */
const against = (walk: Walk, id: number, at: number, key: number) => walk.step * (walk.index.at[id]! - at || id - key);

function postingCursor(walk: Walk, posting: Posting): Cursor {
  const { step } = walk;
  let i = step === 1 ? 0 : posting.n - 1;
  const current = () => (i >= 0 && i < posting.n ? posting.ids[i]! : -1);
  const cursor: Cursor = {
    size: posting.n,
    current,
    next: () => {
      i += step;
      return current();
    },
    seek(at, key, strict) {
      // Binary search over what is left, for the first id at or past the target in the walk's order.
      let lo = step === 1 ? i : 0;
      let hi = step === 1 ? posting.n : i + 1;
      const passed = (id: number) => (strict ? against(walk, id, at, key) > 0 : against(walk, id, at, key) >= 0);
      if (step === 1) {
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (passed(posting.ids[mid]!)) hi = mid;
          else lo = mid + 1;
        }
        i = lo;
      } else {
        // Walking down: the last index (highest) still passed.
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (passed(posting.ids[mid]!)) lo = mid + 1;
          else hi = mid;
        }
        i = lo - 1;
      }
      return current();
    },
    seekPast: (at, key) => cursor.seek(at, key, true),
  };
  return cursor;
}

const empty: Cursor = { size: 0, current: () => -1, next: () => -1, seek: () => -1, seekPast: () => -1 };

function unionCursor(walk: Walk, children: Cursor[]): Cursor {
  if (children.length === 0) return empty;
  if (children.length === 1) return children[0]!;
  let now = -1;
  const settle = () => {
    now = -1;
    for (const child of children) {
      const id = child.current();
      if (id >= 0 && (now < 0 || against(walk, id, walk.index.at[now]!, now) < 0)) now = id;
    }
    return now;
  };
  settle();
  const cursor: Cursor = {
    size: children.reduce((sum, child) => sum + child.size, 0),
    current: () => now,
    next: () => {
      const was = now;
      for (const child of children) if (child.current() === was) child.next();
      return settle();
    },
    seek(at, key, strict) {
      for (const child of children) child.seek(at, key, strict);
      return settle();
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
  const align = (candidate: number) => {
    outer: while (candidate >= 0) {
      for (const child of children) {
        const id = child.seek(walk.index.at[candidate]!, candidate, false);
        if (id < 0) return (now = -1);
        if (id !== candidate) {
          candidate = id;
          continue outer;
        }
      }
      return (now = candidate);
    }
    return (now = -1);
  };
  align(children[0]!.current());
  const cursor: Cursor = {
    size: children[0]!.size,
    current: () => now,
    next: () => (now < 0 ? -1 : align(children[0]!.next())),
    seek(at, key, strict) {
      return align(children[0]!.seek(at, key, strict));
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

/** The cursor a search walks: its words (if any) and every required lexeme, intersected. */
export function cursorOf(index: SearchIndex, query: IndexSearch): Cursor {
  const walk: Walk = { index, step: query.oldestFirst ? 1 : -1 };
  const parts: QueryNode[] = query.required.map((text) => ({ kind: 'lexeme', text, prefix: false }));
  if (query.terms) parts.push(query.terms);
  if (!parts.length) parts.push({ kind: 'lexeme', text: '', prefix: false });
  return nodeCursor(walk, parts.length === 1 ? parts[0]! : { kind: 'and', children: parts });
}
