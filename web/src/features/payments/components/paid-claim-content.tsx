/**
 * What the item page shows the claimer who paid: the finder's contact card and, under it, the
 * hand-over actions for the payment of this item.
 */
import { useMyPayments } from '../api/get-my-payments';
import { FinderContactCard, type FinderContactCardProps } from './finder-contact-card';
import { HandoverActions } from './handover-actions';

export function PaidClaimContent({ itemId, ...contact }: FinderContactCardProps & { itemId: number }) {
  const payments = useMyPayments();
  const payment = payments.data?.payments.find((p) => p.itemId === itemId && p.role === 'claimer' && (p.status === 'completed' || p.status === 'refunded'));
  return (
    <div className="space-y-4">
      <FinderContactCard {...contact} />
      {payment && <HandoverActions paymentId={payment.id} />}
    </div>
  );
}
