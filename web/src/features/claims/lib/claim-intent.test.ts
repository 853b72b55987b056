import { describe, expect, it } from 'vitest';
import { claimReturnPath, hasClaimIntent, withoutClaimIntent } from './claim-intent';

describe('the intent to claim across sign-in', () => {
  it('adds itself to the item page address, keeping what was there', () => {
    expect(claimReturnPath('/item/5', '')).toBe('/item/5?claim=1');
    expect(claimReturnPath('/item/5', '?expand=messages')).toBe('/item/5?expand=messages&claim=1');
    // Tapping twice does not stack it.
    expect(claimReturnPath('/item/5', '?claim=1')).toBe('/item/5?claim=1');
  });

  it('is read only as claim=1', () => {
    expect(hasClaimIntent('?claim=1')).toBe(true);
    expect(hasClaimIntent('?expand=messages&claim=1')).toBe(true);
    expect(hasClaimIntent('')).toBe(false);
    expect(hasClaimIntent('?claim=0')).toBe(false);
    expect(hasClaimIntent('?claims=1')).toBe(false);
  });

  it('comes off the address once honoured, leaving the rest', () => {
    expect(withoutClaimIntent('/item/5', '?claim=1')).toBe('/item/5');
    expect(withoutClaimIntent('/item/5', '?expand=messages&claim=1', '#top')).toBe('/item/5?expand=messages#top');
  });
});
