import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../i18n';
import type { MyPayment, PaymentStatus, PayoutStatus } from '../api/types';
import { PAYMENTS_NS } from '../i18n';
import { failureKind, isHandoverDone } from '../lib/handover';
import { PAID_PATH_NS } from '../paid-path-i18n';

const PAYOUT_TONES: Record<PayoutStatus, 'green' | 'amber' | 'red' | 'slate' | 'blue'> = {
  none: 'slate',
  held: 'amber',
  queued: 'blue',
  awaiting_phone: 'amber',
  processing: 'blue',
  paid: 'green',
  failed: 'red',
  disputed: 'red',
  refunded: 'slate',
};
const STATUS_TONES: Record<PaymentStatus, 'green' | 'amber' | 'red' | 'slate'> = {
  pending: 'amber',
  completed: 'green',
  failed: 'red',
  refund_pending: 'amber',
  refunded: 'slate',
  refund_failed: 'red',
};

export function PayoutBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return <Badge tone={PAYOUT_TONES[status]}>{t(`payout.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** A failed payment took no money: 'Cancelled — not charged' or 'Failed — not charged'. */
export function NotChargedBadge({ payment }: { payment: Pick<MyPayment, 'status' | 'resultCode'> }) {
  const { t } = useTranslation(PAID_PATH_NS);
  const kind = failureKind(payment);
  if (!kind) return null;
  return <Badge tone={kind === 'cancelled' ? 'slate' : 'red'}>{t(`list.${kind}`)}</Badge>;
}

/**
 * The owner's view of the hand-over on their own payment. The payout badge ('Paid to M-Pesa') is
 * the finder's money, so the owner sees where the hand-over stands instead.
 */
export function OwnerHandoverBadge({ payment }: { payment: MyPayment }) {
  const { t } = useTranslation(PAID_PATH_NS);
  if (payment.status !== 'completed' || payment.payoutStatus === 'none') return null;
  if (payment.payoutStatus === 'disputed') return <Badge tone="red">{t('list.handover.disputed')}</Badge>;
  if (payment.payoutStatus === 'paid') return <Badge tone="green">{t('list.handover.finderPaid')}</Badge>;
  if (isHandoverDone(payment)) return <Badge tone="blue">{t('list.handover.confirmed')}</Badge>;
  return <Badge tone="amber">{t('list.handover.held')}</Badge>;
}
