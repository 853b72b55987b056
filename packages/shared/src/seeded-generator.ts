/**
 * mulberry32, a small seeded generator, for the detector's property tests and its benchmark
 * corpus: a seed names a run, so a failure repeats and every benchmark reads the same texts.
 */
export function seededGenerator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)];
  const digits = (count: number) => Array.from({ length: count }, () => String(int(10))).join('');
  return { next, int, pick, digits };
}
