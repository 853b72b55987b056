import { describe, expect, it } from 'vitest';
import type { ClaimOnMyItem } from '../../../features/claims';
import type { MyPayment } from '../../../features/payments';
import { finderNextSteps } from './next-steps';

const payment = (itemId: number, extra: Partial<MyPayment> = {}) =>
  ({
    id: itemId,
    itemId,
    itemTitle: `Item ${itemId}`,
    role: 'finder',
    claimerId: `owner-${itemId}`,
    finderAmount: 100,
    status: 'completed',
    payoutStatus: 'held',
    receiptConfirmedAt: null,
    ...extra,
  }) as MyPayment;
const claim = (itemId: number, name: string) => ({ itemId, claimerId: `owner-${itemId}`, claimerFirstName: name }) as ClaimOnMyItem;

describe("the finder's next step after an owner paid", () => {
  it('asks to meet the owner, named, while the hand-over is ahead', () => {
    expect(finderNextSteps([payment(1)], [claim(1, 'Kamau')])).toEqual([
      { itemId: 1, itemTitle: 'Item 1', ownerFirstName: 'Kamau', amount: 100, kind: 'meet' },
    ]);
  });

  it('follows the payout after the hand-over: waiting for the number, then on its way, then nothing', () => {
    const claims = [claim(1, 'Kamau')];
    expect(finderNextSteps([payment(1, { payoutStatus: 'awaiting_phone' })], claims)[0].kind).toBe('verify-phone');
    expect(finderNextSteps([payment(1, { payoutStatus: 'queued' })], claims)[0].kind).toBe('sending');
    expect(finderNextSteps([payment(1, { payoutStatus: 'held', receiptConfirmedAt: '2026-11-20T10:00:00.000Z' })], claims)[0].kind).toBe('sending');
    expect(finderNextSteps([payment(1, { payoutStatus: 'disputed' })], claims)[0].kind).toBe('disputed');
    expect(finderNextSteps([payment(1, { payoutStatus: 'paid' })], claims)).toEqual([]);
    expect(finderNextSteps([payment(1, { payoutStatus: 'refunded' })], claims)).toEqual([]);
  });

  it("leaves out the finder's own payments as an owner, unfinished payments, and names no one it cannot find", () => {
    expect(finderNextSteps([payment(1, { role: 'claimer' }), payment(2, { status: 'pending' })], [])).toEqual([]);
    expect(finderNextSteps([payment(3)], [claim(4, 'Achieng')])[0].ownerFirstName).toBeNull();
  });
});
