import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';
import { RATE_LIMIT_CODES } from './rate-limit-codes';

describe('the codes of a limit', () => {
  it('are exactly the codes whose status is 429', () => {
    const limited = Object.entries(ERROR_CODES)
      .filter(([, spec]) => spec.status === 429)
      .map(([code]) => code);
    expect([...RATE_LIMIT_CODES].sort()).toEqual(limited.sort());
  });
});
