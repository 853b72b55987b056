/**
 * A refund moves while the claimer looks at the page (an admin's decision, M-Pesa's answer): when
 * a payment notification for this item arrives over the real-time link, everything that depends
 * on the payment is fetched again, so a contact card the server no longer allows disappears.
 */
import { useEffect } from 'react';
import { onRealtimeNotification } from '../../../lib/realtime-events';
import { refreshAfterPaymentChange } from '../api/keys';

export function useRefreshOnPaymentNotice(itemId: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return onRealtimeNotification((notification) => {
      if (notification.notificationType === 'payment' && notification.itemId === itemId) void refreshAfterPaymentChange();
    });
  }, [itemId, enabled]);
}
