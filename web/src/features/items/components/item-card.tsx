/**
 * An item in the search results, in three views: compact (a row with a small photo), grid (a
 * tile) and horizontal (a wide card, large screens only). Thumbnails only, lazily loaded, with
 * their size reserved so the list does not jump.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n';
import { useReaderWords } from '../../../lib/reader-words';
import { formatDaysAgo } from '@okota/shared/dates';
import { categoryDisplayName } from '@okota/shared/category-names';
import type { Item } from '../api/types';
import { ITEMS_NS } from '../i18n';
import { ItemStatusBadge } from './item-status-badge';
import { HeldAtLine } from './held-at-line';
import { ROUTES } from '@okota/shared/routes';

export type ItemsView = 'compact' | 'grid' | 'horizontal';

function Thumbnail({ item, className }: { item: Item; className: string }) {
  const { t } = useTranslation(ITEMS_NS);
  const src = item.thumbnails[0] ?? item.images[0];
  return (
    <div className={`shrink-0 overflow-hidden bg-slate-100 ${className}`}>
      {src ? (
        <img src={src} alt="" width={400} height={300} loading="lazy" decoding="async" className="h-full w-full object-cover" />
      ) : (
        <span className="flex h-full w-full items-center justify-center text-xs text-slate-600">{t('search.noPhoto')}</span>
      )}
    </div>
  );
}

export interface ItemCardProps {
  item: Item;
  view: ItemsView;
  /** Extra controls under a compact row (an admin's Hide and Delete), composed by the app. */
  adminActions?: (item: Item) => ReactNode;
}

export function ItemCard({ item, view, adminActions }: ItemCardProps) {
  const { t, i18n } = useTranslation(ITEMS_NS);
  const read = useReaderWords();
  const found = formatDaysAgo(item.dateFound, i18n.language) ?? t('item.recently');
  const meta = (
    <p className="truncate text-xs text-slate-500">
      {item.location} · {t('search.foundOn', { date: found })}
    </p>
  );

  if (view === 'grid') {
    return (
      <Link
        href={ROUTES.item(item.id)}
        className="group flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600"
      >
        <Thumbnail item={item} className="aspect-[4/3] w-full" />
        <div className="flex flex-1 flex-col gap-1 p-3">
          <div className="flex items-start justify-between gap-2">
            <h3 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">{read(item.title)}</h3>
          </div>
          {meta}
          <HeldAtLine heldBy={item.heldBy} />
          <ItemStatusBadge status={item.status} className="mt-auto self-start" />
        </div>
      </Link>
    );
  }

  if (view === 'horizontal') {
    return (
      <Link href={ROUTES.item(item.id)} className="group flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600">
        <Thumbnail item={item} className="aspect-[4/3] w-64" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900 group-hover:text-brand-700">{read(item.title)}</h3>
            <ItemStatusBadge status={item.status} />
          </div>
          {meta}
          <HeldAtLine heldBy={item.heldBy} />
          <p className="line-clamp-3 text-sm text-slate-700">{read(item.description)}</p>
          {item.categoryName && <p className="mt-auto text-xs font-medium text-brand-700">{categoryDisplayName(item.categoryName, i18n.language)}</p>}
        </div>
      </Link>
    );
  }

  const row = (className: string) => (
    <Link href={ROUTES.item(item.id)} className={`group flex items-center gap-3 p-2 ${className}`}>
      <Thumbnail item={item} className="h-16 w-16 rounded-lg" />
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-slate-900 group-hover:text-brand-700">{read(item.title)}</h3>
        {meta}
        <HeldAtLine heldBy={item.heldBy} />
      </div>
      <ItemStatusBadge status={item.status} className="shrink-0" />
    </Link>
  );
  if (!adminActions) return row('rounded-xl border border-slate-200 bg-white shadow-sm hover:border-brand-600');
  // Buttons may not sit inside the link: the row and its controls are siblings in one card.
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {row('rounded-t-xl hover:bg-slate-50')}
      <div className="flex justify-end border-t border-slate-100 px-2 py-1.5">{adminActions(item)}</div>
    </div>
  );
}
