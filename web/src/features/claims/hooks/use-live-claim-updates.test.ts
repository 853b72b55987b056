import { describe, expect, it } from 'vitest';
import { changesClaimOf } from './use-live-claim-updates';

describe('changesClaimOf', () => {
  it('refreshes the item page on an approval, a rejection, a new claim or a change of that item', () => {
    for (const notificationType of ['claim_approved', 'claim_rejected', 'claim', 'item_removed']) {
      expect(changesClaimOf({ notificationType, itemId: 7 }, 7), notificationType).toBe(true);
    }
  });

  it('leaves a payment on the item page to the payments feature, whose success screen stays up', () => {
    expect(changesClaimOf({ notificationType: 'payment', itemId: 7 }, 7)).toBe(false);
    expect(changesClaimOf({ notificationType: 'payout', itemId: 7 }, 7)).toBe(false);
  });

  it('ignores another item, and messages or reviews that change no claim', () => {
    expect(changesClaimOf({ notificationType: 'claim_approved', itemId: 8 }, 7)).toBe(false);
    expect(changesClaimOf({ notificationType: 'message', itemId: 7 }, 7)).toBe(false);
    expect(changesClaimOf({ notificationType: 'review', itemId: 7 }, 7)).toBe(false);
  });

  it('without an item, any claim event counts (the dashboards)', () => {
    expect(changesClaimOf({ notificationType: 'claim', itemId: 3 })).toBe(true);
    expect(changesClaimOf({ notificationType: 'payment', itemId: 3 })).toBe(true);
    expect(changesClaimOf({ notificationType: 'system', itemId: null })).toBe(false);
  });
});
