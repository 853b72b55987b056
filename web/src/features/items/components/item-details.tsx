/** Title, county, status, description, when it was found and its category. */
import { useTranslation } from '../../../i18n';
import { shownName } from '../../../lib/person-name';
import { useReaderWords } from '../../../lib/reader-words';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDaysAgo, formatNairobiDay } from '@okota/shared/dates';
import { categoryDisplayName } from '@okota/shared/category-names';
import type { Item } from '../api/types';
import { ITEMS_NS } from '../i18n';
import { ItemStatusBadge } from './item-status-badge';

export function ItemDetails({ item }: { item: Item }) {
  const { t, i18n } = useTranslation(ITEMS_NS);
  const read = useReaderWords();
  const found = formatDaysAgo(item.dateFound, i18n.language) ?? t('item.recently');
  useDocumentTitle(item.title);
  return (
    <section className="space-y-4" aria-labelledby="item-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 id="item-title" className="break-words text-2xl font-bold text-slate-900 sm:text-3xl">
            {read(item.title)}
          </h1>
          <p className="mt-1 flex items-center gap-1 text-slate-600">
            <PinIcon />
            <span>
              {item.location}
              {item.nearLocation ? ` · ${t('item.near')} ${read(item.nearLocation)}` : ''}
            </span>
          </p>
        </div>
        <ItemStatusBadge status={item.heldFor && item.status === 'available' ? 'held' : item.status} className="text-sm" />
      </div>
      {item.isHidden && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="item-hidden-notice">
          {item.heldFor ? t(`item.heldNotice.${item.heldFor}`) : t('item.hiddenNotice')}
        </p>
      )}
      {item.status === 'removed' && (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">{t(item.removedByFinder ? 'item.withdrawnNotice' : 'item.removedNotice')}</p>
      )}
      <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
        <div>
          <dt className="text-slate-500">{t('item.foundDate')}</dt>
          <dd className="font-medium text-slate-900" title={formatNairobiDay(item.dateFound, i18n.language)}>
            {found}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('item.category')}</dt>
          <dd className="font-medium text-slate-900">{categoryDisplayName(item.categoryName, i18n.language) ?? t('item.unknown')}</dd>
        </div>
      </dl>
      <div>
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{t('item.description')}</h2>
        <p className="mt-2 whitespace-pre-line break-words text-slate-800">{read(item.description)}</p>
      </div>
      {/* An organisation's item names the place, never the desk officer who typed it in (docs/decisions/0261). */}
      <p className="text-sm text-slate-500" data-testid="item-posted-by">
        {item.heldBy ? t('item.heldAtBy', { name: item.heldBy.name }) : t('item.postedBy', { name: shownName(item.finderName) })}
      </p>
    </section>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  );
}
