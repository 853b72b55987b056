/**
 * Bitmaps of item ids for the search index (docs/decisions/0270): a list that holds a good share
 * of the catalogue keeps one beside its ids, so an intersection tests a candidate with one bit;
 * and a count reads a union's lists one after another, dropping the ids it saw already, with a
 * bitmap borrowed for the walk and given back clear.
 */

/** Bit `id` set for every id in `ids[0..n)`; `words` 32-bit words long. */
export function bitmapOf(ids: Int32Array, n: number, words: number): Uint32Array {
  const bits = new Uint32Array(words);
  for (let k = 0; k < n; k++) {
    const id = ids[k]!;
    bits[id >> 5] = bits[id >> 5]! | (1 << (id & 31));
  }
  return bits;
}

export function hasBit(bits: Uint32Array, id: number): boolean {
  return id >> 5 < bits.length && (bits[id >> 5]! & (1 << (id & 31))) !== 0;
}

/** Sets the bit, growing the bitmap (by doubling) when the id lies beyond it. */
export function withBit(bits: Uint32Array, id: number): Uint32Array {
  const word = id >> 5;
  let grown = bits;
  if (word >= bits.length) {
    grown = new Uint32Array(Math.max(word + 1, bits.length * 2));
    grown.set(bits);
  }
  grown[word] = grown[word]! | (1 << (id & 31));
  return grown;
}

export function clearBit(bits: Uint32Array, id: number): void {
  if (id >> 5 < bits.length) bits[id >> 5] = bits[id >> 5]! & ~(1 << (id & 31));
}

/** Ids seen during one walk; `clear` undoes only the words it touched, so a reused set costs what the walk saw. */
export class SeenIds {
  private bits: Uint32Array;
  private touched = new Int32Array(64);
  private used = 0;

  constructor(words: number) {
    this.bits = new Uint32Array(words);
  }

  get words(): number {
    return this.bits.length;
  }

  has(id: number): boolean {
    return (this.bits[id >> 5]! & (1 << (id & 31))) !== 0;
  }

  /** True when the id was not seen before (and is now). */
  add(id: number): boolean {
    const word = id >> 5;
    const bit = 1 << (id & 31);
    const was = this.bits[word]!;
    if (was & bit) return false;
    if (was === 0) {
      if (this.used === this.touched.length) {
        const more = new Int32Array(this.touched.length * 2);
        more.set(this.touched);
        this.touched = more;
      }
      this.touched[this.used++] = word;
    }
    this.bits[word] = was | bit;
    return true;
  }

  clear(): void {
    for (let k = 0; k < this.used; k++) this.bits[this.touched[k]!] = 0;
    this.used = 0;
  }
}

/** Visits, in id order, every id set in all the bitmaps; false when `visit` stopped it. */
export function eachInAll(bitmaps: Uint32Array[], visit: (id: number) => boolean): boolean {
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
