/** What the desk holds now: each item's number, title, state and the day its holding period ends. */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { Badge } from '../../../../components/ui/badge';
import { Spinner } from '../../../../components/ui/spinner';
import { useTranslation } from '../../../../i18n';
import { formatDate } from '../../../../lib/format';
import { useHeldItems } from '../api/held-items';
import type { HeldItemRow } from '../api/types';
import { LoadFailed } from './load-failed';
import { DESK_NS } from '../i18n';

const STATUS_TONES: Record<string, 'green' | 'amber' | 'blue' | 'slate'> = { available: 'green', claimed: 'amber', completed: 'blue' };

export function HeldItemsList({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation(DESK_NS);
  const held = useHeldItems(organisationId);
  return (
    <section aria-labelledby="held-items" className="mt-8">
      <h2 id="held-items" className="text-lg font-bold text-slate-900">
        {t('desk.held.title')}
      </h2>
      {held.isPending ? (
        <Spinner />
      ) : held.isError ? (
        <LoadFailed message={t('desk.held.failed')} onRetry={() => void held.refetch()} />
      ) : held.data.items.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-slate-700">{t('desk.held.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="held-items">
          {held.data.items.map((item) => (
            <HeldRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HeldRow({ item }: { item: HeldItemRow }) {
  const { t, i18n } = useTranslation(DESK_NS);
  const status = t(`desk.held.status.${item.status}` as 'desk.held.status.available', { defaultValue: item.status });
  return (
    <li className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4" data-testid="held-item" data-item-id={item.id}>
      <div className="min-w-0">
        <Link href={ROUTES.item(item.id)} className="break-words font-semibold text-brand-800 hover:underline">
          <span className="text-slate-500">#{item.id}</span> {item.title}
        </Link>
        <p className="text-sm text-slate-600">
          {item.expiredAt
            ? t('desk.held.expired', { date: formatDate(item.expiredAt, i18n.language) })
            : t('desk.held.until', { date: formatDate(item.heldUntil, i18n.language) })}
          {item.custody === 'dropped_off' && <> · {t('desk.held.droppedOff')}</>}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge tone={STATUS_TONES[item.status] ?? 'slate'}>{status}</Badge>
        {item.status !== 'completed' && item.paid && <Badge tone="brand">{t('desk.held.paid')}</Badge>}
        {item.status !== 'completed' && item.claimed && !item.paid && <Badge tone="amber">{t('desk.held.claimed')}</Badge>}
      </div>
    </li>
  );
}
