/** Up to six categories, most available items first, each with how many wait for their owner now. */
import { Link } from 'wouter';
import { LANDING_CATEGORY_LIMIT, categoryDisplayName } from '@okota/shared';
import { CategoryIcon } from '../../components/category-icon';
import { useTranslation } from '../../i18n';
import type { PublicStats } from '../../lib/public-data';
import { LANDING_NS } from './i18n';
import { ROUTES } from '@okota/shared/routes';

export function PopularCategories({ categories }: { categories: PublicStats['categories'] | undefined }) {
  const { t, i18n } = useTranslation(LANDING_NS);
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {(categories ?? []).slice(0, LANDING_CATEGORY_LIMIT).map((category) => (
        <li key={category.id}>
          <Link
            href={`${ROUTES.search}?category=${encodeURIComponent(category.name.toLowerCase())}`}
            className="flex h-full min-w-0 flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center hover:border-brand-600"
          >
            <span className="rounded-full bg-brand-50 p-3 text-brand-700">
              <CategoryIcon name={category.icon} />
            </span>
            <span className="max-w-full break-words font-semibold [hyphens:auto]">{categoryDisplayName(category.name, i18n.language)}</span>
            {/* Only what waits for its owner now; an empty category says nothing rather than "New". */}
            {category.count > 0 && <span className="text-sm text-slate-600">{t('categories.items', { count: category.count })}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
