/** Search Tips: advice, and the four category shortcuts of the spec (/search-items?category=…). */
import { Link } from 'wouter';
import { CategoryIcon } from '../../../components/category-icon';
import { useTranslation } from '../../../i18n';
import { SectionCard } from '../dashboard/states';
import { CLAIMER_NS } from './i18n';
import { searchTipCategories } from './search-tip-categories';
import { ROUTES } from '@okota/shared/routes';

export function SearchTipsTab() {
  const { t, tObject, i18n } = useTranslation(CLAIMER_NS);
  return (
    <div className="grid min-w-0 gap-5 lg:grid-cols-2">
      <SectionCard title={t('tips.title')}>
        <ul className="list-disc space-y-2 pl-5 text-sm text-slate-700">
          {tObject<string[]>('tips.list').map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('tips.categoriesTitle')}>
        <ul className="grid grid-cols-2 gap-3">
          {searchTipCategories(i18n.language).map(({ key, icon, label }) => (
            <li key={key} className="min-w-0">
              <Link
                href={`${ROUTES.searchItems}?category=${key}`}
                className="flex h-full min-w-0 flex-col gap-1 rounded-xl border border-slate-200 p-3 hover:border-brand-600 hover:bg-brand-50"
              >
                <CategoryIcon name={icon} className="h-6 w-6 text-brand-700" />
                <span className="break-words text-sm font-semibold text-slate-900">{label}</span>
                <span className="break-words text-xs text-slate-500">{t(`tips.categoryHints.${key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
