/**
 * What the item page shows the owner who paid: the steps (Pay done → Meet → Done), the M-Pesa
 * receipt, the finder's Call and WhatsApp buttons, and the hand-over for this item's payment.
 */
import { formatKsh } from '@okota/shared';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../i18n';
import { useMyPayments } from '../api/get-my-payments';
import { useRefreshOnPaymentNotice } from '../hooks/use-refresh-on-payment-notice';
import { isHandoverDone } from '../lib/handover';
import { isRefundStatus } from '../lib/refund-notice';
import { PAID_PATH_NS } from '../paid-path-i18n';
import { FinderContactCard, type FinderContactCardProps } from './finder-contact-card';
import { HandoverActions } from './handover-actions';
import { JourneySteps } from './journey-steps';

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

/** Whether this item's hand-over is done, for either party: reviews open then (docs/decisions/0215). */
export function useIsHandoverDone(itemId: number): boolean {
  const payments = useMyPayments();
  return !!payments.data?.payments.some((p) => p.itemId === itemId && isHandoverDone(p));
}

export interface PaidClaimContentProps extends FinderContactCardProps {
  itemId: number;
  /** Both parties have written in the chat: the meeting counts as arranged (docs/decisions/0215). */
  meetingArranged?: boolean;
}

export function PaidClaimContent({ itemId, meetingArranged, ...contact }: PaidClaimContentProps) {
  const { t } = useTranslation(PAID_PATH_NS);
  const payments = useMyPayments();
  useRefreshOnPaymentNotice(itemId);
  const payment = payments.data?.payments.find((p) => p.itemId === itemId && p.role === 'claimer' && p.status === 'completed');
  // Money on its way back ends the purchase of the contact: a card fetched before the refund is
  // not shown again (ClaimerRefundNotices says what happened instead).
  if (useIsPaymentReturned(itemId)) return null;
  const isDone = !!payment && isHandoverDone(payment);
  const handover = payment && <HandoverActions paymentId={payment.id} meetingArranged={meetingArranged} />;
  return (
    <div className="space-y-4">
      <Card className="p-4">
        <JourneySteps current={isDone ? 'done' : 'meet'} />
        {payment && (
          <p className="mt-3 text-center text-sm text-slate-700">
            {t('paid', { amount: formatKsh(payment.amount) })}
            {payment.mpesaTransactionId && (
              <>
                {' '}
                · <span className="font-medium text-slate-900">{t('receipt', { receipt: payment.mpesaTransactionId })}</span>
              </>
            )}
          </p>
        )}
      </Card>
      {/* Done leads once it is reached; before it, calling the finder is the next thing to do. */}
      {isDone && handover}
      <FinderContactCard {...contact} isDone={isDone} />
      {!isDone && handover}
    </div>
  );
}
