import { describe, expect, it } from 'vitest';
import { failureKind, isHandoverDone } from './handover';

describe('the hand-over of a paid item', () => {
  it('is done once the owner confirmed it or the payout was released, never while held or disputed', () => {
    const paid = { status: 'completed' as const, receiptConfirmedAt: null };
    expect(isHandoverDone({ ...paid, payoutStatus: 'held' })).toBe(false);
    expect(isHandoverDone({ ...paid, payoutStatus: 'disputed' })).toBe(false);
    expect(isHandoverDone({ ...paid, payoutStatus: 'held', receiptConfirmedAt: '2025-01-01T10:00:00Z' })).toBe(true);
    for (const released of ['queued', 'awaiting_phone', 'processing', 'paid', 'failed'] as const) {
      expect(isHandoverDone({ ...paid, payoutStatus: released }), released).toBe(true);
    }
    expect(isHandoverDone({ status: 'refunded', receiptConfirmedAt: null, payoutStatus: 'refunded' })).toBe(false);
  });

  it('tells a cancelled M-Pesa prompt (1032) from other failures', () => {
    expect(failureKind({ status: 'failed', resultCode: '1032' })).toBe('cancelled');
    expect(failureKind({ status: 'failed', resultCode: '1' })).toBe('failed');
    expect(failureKind({ status: 'failed', resultCode: null })).toBe('failed');
    expect(failureKind({ status: 'completed', resultCode: '0' })).toBeNull();
  });
});
