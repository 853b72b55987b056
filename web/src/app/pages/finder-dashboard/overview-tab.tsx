/** Overview: the 5 latest items, what a finder can do, how the money works, and good habits. */
import { Link } from 'wouter';
import { formatKsh } from '@okota/shared';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useFees } from '../../../lib/public-data';
import type { MyItem } from '../dashboard/api';
import { DASHBOARD_NS } from '../dashboard/i18n';
import { ItemRow } from '../dashboard/item-tile';
import { SectionCard } from '../dashboard/states';
import { ItemStatusBadge } from '../dashboard/status-badges';
import { FINDER_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

const LATEST_ITEMS = 5;

export function OverviewTab({ items, onShowItems }: { items: MyItem[]; onShowItems: () => void }) {
  const { t, tObject, i18n } = useTranslation(FINDER_NS);
  const common = useTranslation(DASHBOARD_NS).t;
  const fees = useFees();
  const amounts = { finderAmount: formatKsh(fees.finderAmount), totalFee: formatKsh(fees.totalFee), finderPercentage: fees.finderPercentage };

  return (
    <div className="grid min-w-0 gap-5 lg:grid-cols-2">
      <SectionCard
        title={t('overview.latest')}
        action={
          items.length > LATEST_ITEMS ? (
            <button type="button" onClick={onShowItems} className="text-sm font-medium text-brand-700 hover:underline">
              {t('overview.viewAll')}
            </button>
          ) : undefined
        }
      >
        {items.length === 0 ? (
          <div className="py-4 text-center">
            <p className="text-sm text-slate-600">{t('overview.empty')}</p>
            <Link href={ROUTES.postItem} className={buttonClass('primary', 'md', 'mt-4')}>
              {t('overview.postFirst')}
            </Link>
          </div>
        ) : (
          <ul className="-mx-2 divide-y divide-slate-100">
            {items.slice(0, LATEST_ITEMS).map((item) => (
              <ItemRow
                key={item.id}
                href={ROUTES.item(item.id)}
                image={item.thumbnails[0] ?? item.images[0]}
                title={item.title}
                subtitle={`${item.location} · ${common('posted', { date: formatDate(item.createdAt, i18n.language) })}`}
                badge={<ItemStatusBadge item={item} />}
              />
            ))}
          </ul>
        )}
      </SectionCard>

      <SectionCard title={t('overview.canDoTitle')}>
        <Checklist entries={tObject<string[]>('overview.canDo', amounts)} />
      </SectionCard>

      <SectionCard title={t('overview.earnTitle')}>
        <ol className="space-y-3">
          {tObject<string[]>('overview.earnSteps', amounts).map((step, index) => (
            <li key={step} className="flex gap-3 text-sm text-slate-700">
              <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white">{index + 1}</span>
              <span className="min-w-0 pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">{t('overview.earnNote')}</p>
      </SectionCard>

      <SectionCard title={t('overview.tipsTitle')}>
        <Checklist entries={tObject<string[]>('overview.tips')} />
      </SectionCard>
    </div>
  );
}

function Checklist({ entries }: { entries: string[] }) {
  return (
    <ul className="space-y-2.5">
      {entries.map((entry) => (
        <li key={entry} className="flex gap-2.5 text-sm text-slate-700">
          <svg viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
              clipRule="evenodd"
            />
          </svg>
          <span className="min-w-0">{entry}</span>
        </li>
      ))}
    </ul>
  );
}
