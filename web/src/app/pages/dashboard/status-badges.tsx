import type { PaymentStatus } from '@okota/shared';
import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../i18n';
import { DASHBOARD_NS } from './i18n';

/** 'Claimed' or 'Active' (docs/product/user-flows.md, finder overview), and the two states an admin can set. */
export function ItemStatusBadge({ item }: { item: { status: string; isClaimed: boolean; isHidden: boolean; heldFor?: string | null } }) {
  const { t } = useTranslation(DASHBOARD_NS);
  if (item.status === 'removed') return <Badge tone="red">{t('itemStatus.removed')}</Badge>;
  // After the hand-over the item is done, not merely claimed (issue 25).
  if (item.status === 'completed') return <Badge tone="green">{t('itemStatus.completed')}</Badge>;
  if (item.isClaimed) return <Badge tone="green">{t('itemStatus.claimed')}</Badge>;
  // Held by our system, not by an admin: it waits for review, and says so (docs/decisions/0260).
  if (item.isHidden && item.heldFor) return <Badge tone="amber">{t('itemStatus.held')}</Badge>;
  if (item.isHidden) return <Badge tone="slate">{t('itemStatus.hidden')}</Badge>;
  return <Badge tone="blue">{t('itemStatus.active')}</Badge>;
}

const paymentTones = { pending: 'amber', completed: 'green', failed: 'red', refund_pending: 'amber', refunded: 'slate', refund_failed: 'red' } as const;

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return <Badge tone={paymentTones[status]}>{t(`paymentStatus.${status}`)}</Badge>;
}

/** '3 hours', '45 minutes', '2 days' from a number of hours. */
export function useDurationText() {
  const { t } = useTranslation(DASHBOARD_NS);
  return (hours: number) => {
    if (hours < 1) return t('minutes', { count: Math.max(1, Math.round(hours * 60)) });
    if (hours < 48) return t('hours', { count: Math.round(hours) });
    return t('days', { count: Math.round(hours / 24) });
  };
}
