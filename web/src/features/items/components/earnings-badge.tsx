import { formatKsh } from '@okota/shared/fees';
import { useTranslation } from '../../../i18n';
import { useFees } from '../../../lib/public-data';
import { ITEMS_NS } from '../i18n';

/** What the finder earns per claim, from the current fee settings (/api/public/fees). */
export function EarningsBadge() {
  const { t } = useTranslation(ITEMS_NS);
  const fees = useFees();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-slate-900">
        {t('post.earn', { amount: formatKsh(fees.finderAmount) })}
      </span>
      <span className="text-sm text-brand-50">{t('post.earnBody', { total: formatKsh(fees.totalFee), amount: formatKsh(fees.finderAmount) })}</span>
    </div>
  );
}
