/**
 * What the item page shows the claimer who paid: the finder's contact card and, under it, the
 * hand-over actions for the payment of this item.
 */
import { useMyPayments } from '../api/get-my-payments';
import { isRefundStatus } from '../lib/refund-notice';
import { FinderContactCard, type FinderContactCardProps } from './finder-contact-card';
import { HandoverActions } from './handover-actions';

/**
 * Whether the money for this item went back (or is going back) to the claimer with nothing paid
 * in its place: then the purchase is undone for both parties, so no contact card, no hand-over,
 * no review, whatever the page loaded before.
 */
export function useIsPaymentReturned(itemId: number): boolean {
  const payments = useMyPayments();
  const mine = payments.data?.payments.filter((p) => p.itemId === itemId) ?? [];
  return !mine.some((p) => p.status === 'completed') && mine.some((p) => isRefundStatus(p.status));
}

export function PaidClaimContent({ itemId, ...contact }: FinderContactCardProps & { itemId: number }) {
  const payments = useMyPayments();
  const payment = payments.data?.payments.find((p) => p.itemId === itemId && p.role === 'claimer' && p.status === 'completed');
  // Money on its way back ends the purchase of the contact: a card fetched before the refund is
  // not shown again (ClaimerRefundNotices says what happened instead).
  if (useIsPaymentReturned(itemId)) return null;
  return (
    <div className="space-y-4">
      <FinderContactCard {...contact} />
      {payment && <HandoverActions paymentId={payment.id} />}
    </div>
  );
}
