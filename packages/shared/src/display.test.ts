import { describe, expect, it } from 'vitest';
import { formatCategoryCount, formatLandingCount, resolveImageUrl, successRate } from './display';
import { computeFees, formatKsh } from './fees';

describe('landing count display', () => {
  it.each([
    [0, null],
    [1, '1+'],
    [9, '9+'],
    [10, '10+'],
    [99, '99+'],
    [100, '100+'],
    [157, '150+'],
    [999, '990+'],
    [1000, '1.0k'],
    [1250, '1.2k'],
    [15400, '15.4k'],
  ])('%i → %s', (count, expected) => {
    expect(formatLandingCount(count)).toBe(expected);
  });

  it('category counts: 0 is a new category, 100+ rounds down to tens', () => {
    expect(formatCategoryCount(0)).toBeNull();
    expect(formatCategoryCount(7)).toEqual({ count: 7, plus: false });
    expect(formatCategoryCount(123)).toEqual({ count: 120, plus: true });
  });
});

describe('fees', () => {
  it('splits the default fee 67% / 33%', () => {
    expect(computeFees(100, 50)).toEqual({ finderAmount: 100, platformAmount: 50, totalFee: 150, finderPercentage: 67, platformPercentage: 33 });
  });
  it('percentages always add up to 100', () => {
    for (const [f, p] of [
      [50, 10],
      [500, 200],
      [333, 17],
    ]) {
      const fees = computeFees(f, p);
      expect(fees.finderPercentage + fees.platformPercentage).toBe(100);
      expect(fees.totalFee).toBe(f + p);
    }
  });
  it('formats shillings without decimals', () => {
    expect(formatKsh(1500)).toBe('KSh 1,500');
    expect(formatKsh(150)).toBe('KSh 150');
  });
});

describe('misc rules', () => {
  it('success rate is claimed over total, rounded', () => {
    expect(successRate(1, 3)).toBe(33);
    expect(successRate(0, 0)).toBe(0);
  });
  it('image URLs', () => {
    expect(resolveImageUrl('https://cdn/x.webp')).toBe('https://cdn/x.webp');
    expect(resolveImageUrl('/uploads/items/a.webp')).toBe('/uploads/items/a.webp');
    expect(resolveImageUrl('a.webp')).toBe('/uploads/items/a.webp');
  });
});
