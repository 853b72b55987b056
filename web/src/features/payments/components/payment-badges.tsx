import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../i18n';
import type { PaymentStatus, PayoutStatus } from '../api/types';
import { PAYMENTS_NS } from '../i18n';

const PAYOUT_TONES: Record<PayoutStatus, 'green' | 'amber' | 'red' | 'slate' | 'blue'> = {
  none: 'slate', held: 'amber', queued: 'blue', awaiting_phone: 'amber', processing: 'blue', paid: 'green', failed: 'red', disputed: 'red', refunded: 'slate',
};
const STATUS_TONES: Record<PaymentStatus, 'green' | 'amber' | 'red' | 'slate'> = {
  pending: 'amber', completed: 'green', failed: 'red', refund_pending: 'amber', refunded: 'slate', refund_failed: 'red',
};

export function PayoutBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return <Badge tone={PAYOUT_TONES[status]}>{t(`payout.${status}`)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return <Badge tone={STATUS_TONES[status]}>{t(`status.${status}`)}</Badge>;
}
