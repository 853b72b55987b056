/**
 * The newest items still waiting for their owner, real ones from the server, beside the hero on
 * a desktop and under it on a phone. On a site with none yet, an honest call to post the first.
 * Small thumbnails only, lazily loaded with their size reserved: the landing page's budget.
 */
import { Link } from 'wouter';
import { categoryDisplayName, formatDaysAgo } from '@okota/shared';
import { buttonClass } from '../../components/ui/button';
import { useTranslation } from '../../i18n';
import type { RecentItem } from '../../lib/public-data';
import { LANDING_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

function RecentItemRow({ item }: { item: RecentItem }) {
  const { t, i18n } = useTranslation(LANDING_NS);
  const found = formatDaysAgo(item.dateFound, i18n.language) ?? t('recent.recently');
  const category = categoryDisplayName(item.categoryName, i18n.language);
  return (
    <li>
      <Link href={ROUTES.item(item.id)} className="flex min-h-16 items-center gap-3 rounded-lg p-2 hover:bg-slate-50">
        {item.thumbnail ? (
          <img
            src={item.thumbnail}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
            className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-[11px] leading-tight text-slate-600">
            {t('recent.noPhoto')}
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-slate-900">{item.title}</span>
          <span className="block truncate text-sm text-slate-600">{[category, item.location].filter(Boolean).join(' · ')}</span>
          <span className="block truncate text-sm text-slate-600">{t('recent.found', { date: found })}</span>
        </span>
      </Link>
    </li>
  );
}

export function RecentItems({ items }: { items: RecentItem[] | undefined }) {
  const { t } = useTranslation(LANDING_NS);
  return (
    <section aria-labelledby="recent-title" className="rounded-2xl bg-white p-4 text-slate-900 shadow-lg sm:p-5" data-testid="recent-items">
      <h2 id="recent-title" className="text-lg font-bold text-brand-800">
        {t('recent.title')}
      </h2>
      {items === undefined ? (
        <ul className="mt-3 space-y-2" aria-hidden="true">
          {[0, 1, 2].map((row) => (
            <li key={row} className="h-16 animate-pulse rounded-lg bg-slate-100" />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className="mt-3">
          <p className="font-semibold">{t('recent.emptyTitle')}</p>
          <p className="mt-1 text-sm text-slate-700">{t('recent.emptyBody')}</p>
          <Link href={ROUTES.postItem} className={`mt-4 w-full sm:w-auto ${buttonClass('primary', 'md')}`}>
            {t('recent.emptyAction')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-100">
            {items.map((item) => (
              <RecentItemRow key={item.id} item={item} />
            ))}
          </ul>
          <Link href={ROUTES.search} className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
            {t('recent.seeAll')} →
          </Link>
        </>
      )}
    </section>
  );
}
