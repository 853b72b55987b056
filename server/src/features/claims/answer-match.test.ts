import { describe, expect, it } from 'vitest';
import { matchAnswer } from './answer-match';

describe('matchAnswer', () => {
  it.each([
    ['Dark-Blue ', 'dark blue'],
    ['  M-PESA!!', 'mpesa'],
    ['Café', 'cafe'],
  ])('ignores case, spacing and punctuation: %s ~ %s', (answer, expected) => {
    expect(matchAnswer(answer, expected)).toBe('match');
  });

  it('calls a contained answer close and anything else different', () => {
    expect(matchAnswer('blue', 'dark blue')).toBe('close');
    expect(matchAnswer('red', 'dark blue')).toBe('different');
    expect(matchAnswer('a', 'a wallet')).toBe('different');
  });

  it('has nothing to say without an expected answer or an answer', () => {
    expect(matchAnswer('blue', null)).toBeNull();
    expect(matchAnswer('', 'blue')).toBeNull();
    expect(matchAnswer('?!', 'blue')).toBeNull();
  });
});
