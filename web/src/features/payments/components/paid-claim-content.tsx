/**
 * What the item page shows the claimer who paid: the finder's contact card and, under it, the
 * hand-over actions for the payment of this item.
 */
import { useMyPayments } from '../api/get-my-payments';
import { isRefundStatus } from '../lib/refund-notice';
import { FinderContactCard, type FinderContactCardProps } from './finder-contact-card';
import { HandoverActions } from './handover-actions';

export function PaidClaimContent({ itemId, ...contact }: FinderContactCardProps & { itemId: number }) {
  const payments = useMyPayments();
  const mine = payments.data?.payments.filter((p) => p.itemId === itemId && p.role === 'claimer') ?? [];
  const payment = mine.find((p) => p.status === 'completed');
  // Money on its way back ends the purchase of the contact: a card fetched before the refund is
  // not shown again (ClaimerRefundNotices says what happened instead).
  if (!payment && mine.some((p) => isRefundStatus(p.status))) return null;
  return (
    <div className="space-y-4">
      <FinderContactCard {...contact} />
      {payment && <HandoverActions paymentId={payment.id} />}
    </div>
  );
}
