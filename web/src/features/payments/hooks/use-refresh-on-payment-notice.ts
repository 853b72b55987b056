/**
 * A payment moves while someone looks at the item page: a refund (an admin's decision, M-Pesa's
 * answer), the owner's hand-over confirmation, the finder's payout. When a notification about
 * this item's money arrives over the real-time link, everything that depends on the payment is
 * fetched again, so both parties' screens reach Done without a reload, and a contact card the
 * server no longer allows disappears.
 */
import { useEffect } from 'react';
import { onRealtimeNotification } from '../../../lib/realtime-events';
import { refreshAfterPaymentChange } from '../api/keys';

/** Notification types that follow the money of an item: payment, payout (hand-over, release, payout), dispute. */
export const PAYMENT_NOTICE_TYPES: readonly string[] = ['payment', 'payout', 'dispute'];

export function useRefreshOnPaymentNotice(itemId: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return onRealtimeNotification((notification) => {
      if (PAYMENT_NOTICE_TYPES.includes(notification.notificationType) && notification.itemId === itemId) void refreshAfterPaymentChange();
    });
  }, [itemId, enabled]);
}
