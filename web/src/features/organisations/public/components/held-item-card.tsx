/** One thing an organisation holds, on its public page: a row with a small photo, linking to the item. */
import { Link } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import { formatDaysAgo } from '@okota/shared/dates';
import { categoryDisplayName } from '@okota/shared/category-names';
import { useTranslation } from '../../../../i18n';
import { ORG_PUBLIC_NS } from '../i18n';
import type { HeldItemCard as Item } from '../api/types';

export function HeldItemCard({ item }: { item: Item }) {
  const { t, i18n } = useTranslation(ORG_PUBLIC_NS);
  const found = formatDaysAgo(item.dateFound, i18n.language) ?? t('page.recently');
  return (
    <Link
      href={ROUTES.item(item.id)}
      className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-2 shadow-sm hover:border-brand-600"
    >
      <div className="h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-slate-100">
        {item.thumbnail ? (
          <img src={item.thumbnail} alt="" width={64} height={64} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-center text-xs text-slate-600">{t('page.noPhoto')}</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-slate-900 group-hover:text-brand-700">{item.title}</h3>
        <p className="truncate text-xs text-slate-500">
          {item.categoryName ? `${categoryDisplayName(item.categoryName, i18n.language)} · ` : ''}
          {item.location} · {t('page.foundOn', { date: found })}
        </p>
      </div>
    </Link>
  );
}
