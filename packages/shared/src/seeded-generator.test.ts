/**
 * The one seeded generator (mulberry32) of the property tests and the benchmark seeders: a seed
 * must name the same run for ever, or a benchmark compares different data and a failing property
 * test cannot be repeated.
 */
import { describe, expect, it } from 'vitest';
import { seededGenerator } from './seeded-generator';

describe('seededGenerator', () => {
  it('gives the same numbers for the same seed, run after run', () => {
    const random = seededGenerator(42);
    expect([random.next(), random.next(), random.next()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });

  it('picks, counts below a bound and writes digits from that same sequence', () => {
    const a = seededGenerator(7);
    const b = seededGenerator(7);
    expect([a.pick(['x', 'y', 'z']), a.int(10), a.digits(4)]).toEqual([
      ['x', 'y', 'z'][Math.floor(b.next() * 3)],
      Math.floor(b.next() * 10),
      [1, 2, 3, 4].map(() => String(Math.floor(b.next() * 10))).join(''),
    ]);
  });
});
