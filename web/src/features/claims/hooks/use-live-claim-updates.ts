/**
 * The claim card and the claims dashboards change when the other party acts (an approval, a new
 * claim; on the dashboards a payment or a payout too): when such a notification arrives over /ws,
 * everything a claim changes is fetched again, so nobody has to reload the page (issue 19, point 4).
 */
import { useEffect } from 'react';
import { onRealtimeNotification, type RealtimeNotification } from '../../../lib/realtime-events';
import { refreshAfterClaimChange } from '../api/keys';

const DECISION_EVENTS = new Set(['claim', 'claim_approved', 'claim_rejected']);
const MONEY_EVENTS = new Set(['payment', 'payout', 'dispute']);

/**
 * Whether a notification changes a claim on `itemId` (on any item when left out, the dashboards).
 * On the item page a payment is the payments feature's to show: its dialog's success screen, with
 * the M-Pesa receipt, must not be swapped for the contact card under the owner's eyes.
 */
export function changesClaimOf(notification: Pick<RealtimeNotification, 'notificationType' | 'itemId'>, itemId?: number): boolean {
  const type = notification.notificationType;
  const isDecision = DECISION_EVENTS.has(type) || type.startsWith('item_');
  if (itemId === undefined) return isDecision || MONEY_EVENTS.has(type);
  return isDecision && notification.itemId === itemId;
}

/** Refreshes on a claim event about `itemId`, or about any item when `itemId` is left out. */
export function useLiveClaimUpdates(itemId?: number, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return onRealtimeNotification((notification) => {
      if (changesClaimOf(notification, itemId)) void refreshAfterClaimChange();
    });
  }, [itemId, enabled]);
}
