/**
 * The catalogue's search index in this process's memory (docs/decisions/0270): for every term
 * search can ask (the item's search_vector lexemes as PostgreSQL folded them, 'l:<county>',
 * 'c:<category>', 'w:<week>', the lexemes of the filterable vector in public-items.repository.ts,
 * and '' for every item), a posting list of item ids kept in date order (created_at to the
 * microsecond, then id). A search intersects and merges the lists newest (or oldest) first and
 * stops once the page and the count up to the cap are known, so its work does not grow with
 * the catalogue. Only items listed in search are held; PostgreSQL stays the authority (the page's
 * rows are read back through the visibility rules before anything is shown).
 *
 * Memory is typed arrays: per id its date, status and where its term numbers sit in one pool;
 * per term one sorted Int32Array. No object per item. A list that holds a good share of the
 * catalogue (a county, a category, a common word) also keeps a bitmap by id, at most twice the
 * list's own size: an intersection tests its candidates against such a list with one bit instead of
 * leaping through it, which is most of the walk to the count's cap (docs/decisions/0270).
 */
import { bitmapOf, clearBit, hasBit, SeenIds, withBit } from './search-index-bits';
import { searchIn, type IndexAnswer, type IndexSearch } from './search-index-search';

export type { IndexAnswer, IndexSearch };

export interface IndexedItem {
  id: number;
  /** created_at in microseconds since 1970 (exact in a double until the year 2255). */
  at: number;
  status: string;
  /** Every lexeme the item's filterable vector holds. */
  terms: string[];
}

export interface Posting {
  ids: Int32Array;
  n: number;
  /** Bit `id` set for every id the list holds; only on lists that hold a good share of the ids (see `bitmapShare`). */
  bits?: Uint32Array;
}

/**
 * A list holding at least this share of the id space keeps a bitmap: 1 bit per id costs at most
 * 64 bits per id held, twice the list's own 32. At a million items of ~20 terms that is about 210
 * lists and 34 MB, covering 95% of all postings (1/32: 114 lists, 19 MB; docs/decisions/0270).
 */
const BITMAP_SHARE = 1 / 64;

const grow = <T extends Int32Array | Float64Array | Uint8Array | Uint16Array>(array: T, size: number): T => {
  if (size <= array.length) return array;
  const next = new (array.constructor as new (n: number) => T)(Math.max(size, array.length * 2));
  next.set(array);
  return next;
};

export class SearchIndex {
  /** By id: created_at in µs (NaN when the id is not held). */
  at = new Float64Array(1024).fill(NaN);
  private status = new Uint8Array(1024);
  private termStart = new Int32Array(1024);
  private termCount = new Uint16Array(1024);
  private pool = new Int32Array(16_384);
  private poolUsed = 0;
  private termNumber = new Map<string, number>();
  private termText: string[] = [];
  postings: Posting[] = [];
  private statusNumber = new Map<string, number>();
  private sortedTerms: string[] | undefined;
  private maxId = -1;
  private spareSeen: SeenIds[] = [];
  /** Lists this long keep a bitmap; set by compact(), so a load in progress makes none. */
  private bitmapsFrom = Infinity;
  size = 0;

  /** `bitmapShare`: the share of the id space from which a list keeps a bitmap (tests try others). */
  constructor(private readonly options: { bitmapShare?: number } = {}) {}

  /** Older before newer; the same instant by id. */
  readonly compare = (a: number, b: number) => this.at[a]! - this.at[b]! || a - b;

  has(id: number): boolean {
    return id < this.at.length && !Number.isNaN(this.at[id]!);
  }

  /** Adds or replaces an item. */
  put(item: IndexedItem): void {
    if (this.has(item.id)) this.remove(item.id);
    const { id } = item;
    if (id >= this.at.length) {
      const size = id + 1;
      const before = this.at.length;
      this.at = grow(this.at, size);
      this.at.fill(NaN, before);
      this.status = grow(this.status, size);
      this.termStart = grow(this.termStart, size);
      this.termCount = grow(this.termCount, size);
    }
    this.at[id] = item.at;
    this.maxId = Math.max(this.maxId, id);
    this.status[id] = this.statusOf(item.status);
    const terms = [...new Set(['', ...item.terms])];
    this.pool = grow(this.pool, this.poolUsed + terms.length);
    this.termStart[id] = this.poolUsed;
    this.termCount[id] = terms.length;
    for (const term of terms) {
      const number = this.numberOf(term);
      this.pool[this.poolUsed++] = number;
      this.insert(this.postings[number]!, id);
    }
    this.size++;
  }

  remove(id: number): void {
    if (!this.has(id)) return;
    const start = this.termStart[id]!;
    for (let k = 0; k < this.termCount[id]!; k++) this.delete(this.postings[this.pool[start + k]!]!, id);
    this.at[id] = NaN;
    this.size--;
  }

  /** The posting lists a lexeme names: one, or for a prefix every term that starts with it. */
  listsFor(text: string, prefix: boolean): Posting[] {
    if (!prefix) {
      const number = this.termNumber.get(text);
      return number === undefined ? [] : [this.postings[number]!];
    }
    const sorted = (this.sortedTerms ??= [...this.termNumber.keys()].sort());
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid]! < text) lo = mid + 1;
      else hi = mid;
    }
    const lists: Posting[] = [];
    for (let k = lo; k < sorted.length && sorted[k]!.startsWith(text); k++) {
      if (sorted[k] === '') continue;
      const posting = this.postings[this.termNumber.get(sorted[k]!)!]!;
      if (posting.n) lists.push(posting);
    }
    return lists;
  }

  search(query: IndexSearch): IndexAnswer {
    return searchIn(this, query);
  }

  /** The status number of a held id (statusNumbers names them). */
  statusAt(id: number): number {
    return this.status[id]!;
  }

  statusNumbers(statuses: string[]): Set<number> {
    return new Set(statuses.map((s) => this.statusNumber.get(s) ?? -1));
  }

  /** Whether any of the item's terms passes the test. */
  anyTermOf(id: number, test: (term: string) => boolean): boolean {
    const start = this.termStart[id]!;
    for (let k = 0; k < this.termCount[id]!; k++) if (test(this.termText[this.pool[start + k]!]!)) return true;
    return false;
  }

  /**
   * Cuts every array to what it holds and decides which lists keep a bitmap (after a full load;
   * later writes grow them again as needed, and a list that grows past the share gains one).
   */
  compact(): void {
    this.bitmapsFrom = Math.ceil((this.maxId + 1) * (this.options.bitmapShare ?? BITMAP_SHARE));
    for (const posting of this.postings) {
      posting.ids = posting.ids.slice(0, Math.max(posting.n, 1));
      if (posting.n >= this.bitmapsFrom) posting.bits = bitmapOf(posting.ids, posting.n, this.words());
      else delete posting.bits;
    }
    this.pool = this.pool.slice(0, Math.max(this.poolUsed, 1));
  }

  /** Whether the list holds the id (a bit when it keeps a bitmap, else a binary search). */
  includes(posting: Posting, id: number): boolean {
    if (posting.bits) return hasBit(posting.bits, id);
    if (!this.has(id)) return false;
    return posting.ids[this.placeOf(posting, id)] === id;
  }

  /** Lends a clear set of ids for one walk (search-index-cursors.ts); `giveBack` when done. */
  borrowSeen(): SeenIds {
    const seen = this.spareSeen.pop();
    return seen && seen.words >= this.words() ? seen : new SeenIds(this.words());
  }

  giveBack(seen: SeenIds): void {
    seen.clear();
    this.spareSeen.push(seen);
  }

  /** 32-bit words a bitmap of every id held needs. */
  private words(): number {
    return (this.maxId >> 5) + 1;
  }

  /** Bytes the typed arrays hold (the Map of term texts is not counted). */
  memoryBytes(): number {
    let bytes = this.at.byteLength + this.status.byteLength + this.termStart.byteLength + this.termCount.byteLength + this.pool.byteLength;
    for (const posting of this.postings) bytes += posting.ids.byteLength + (posting.bits?.byteLength ?? 0);
    return bytes;
  }

  private statusOf(status: string): number {
    let number = this.statusNumber.get(status);
    if (number === undefined) this.statusNumber.set(status, (number = this.statusNumber.size + 1));
    return number;
  }

  private numberOf(term: string): number {
    let number = this.termNumber.get(term);
    if (number === undefined) {
      number = this.termText.length;
      this.termNumber.set(term, number);
      this.termText.push(term);
      this.postings.push({ ids: new Int32Array(4), n: 0 });
      this.sortedTerms = undefined;
    }
    return number;
  }

  /** First place in the list whose id is not older than `id` (the id must have its date set). */
  private placeOf(posting: Posting, id: number): number {
    let lo = 0;
    let hi = posting.n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(posting.ids[mid]!, id) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private insert(posting: Posting, id: number): void {
    posting.ids = grow(posting.ids, posting.n + 1);
    // New items are the newest: most inserts land at the end.
    const place = posting.n && this.compare(posting.ids[posting.n - 1]!, id) > 0 ? this.placeOf(posting, id) : posting.n;
    posting.ids.copyWithin(place + 1, place, posting.n);
    posting.ids[place] = id;
    posting.n++;
    if (posting.bits) posting.bits = withBit(posting.bits, id);
    else if (posting.n >= this.bitmapsFrom) posting.bits = bitmapOf(posting.ids, posting.n, this.words());
  }

  private delete(posting: Posting, id: number): void {
    const place = this.placeOf(posting, id);
    if (posting.ids[place] !== id) return;
    posting.ids.copyWithin(place, place + 1, posting.n);
    posting.n--;
    if (posting.bits) clearBit(posting.bits, id);
  }
}
