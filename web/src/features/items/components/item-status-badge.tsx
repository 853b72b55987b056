import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../i18n';
import { ITEMS_NS } from '../i18n';

/** Available or Claimed (a completed hand-over is still 'Claimed' to the public). */
export function ItemStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation(ITEMS_NS);
  const available = status === 'available';
  return (
    <Badge tone={available ? 'green' : status === 'removed' ? 'red' : status === 'held' ? 'amber' : 'slate'} className={className}>
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

export const isAvailable = (status: string) => status === 'available';
