/**
 * The search page's filter panel (status, category, county), sort and view switcher. Sorting "By
 * location" uses the phone's position; without one, a county to start from (docs/decisions/0217).
 */
import { categoryDisplayName } from '@okota/shared/category-names';
import { useTranslation } from '../../../i18n';
import { useCategories } from '../../../lib/public-data';
import { ITEMS_NS } from '../i18n';
import type { ItemSearch } from '../api/types';
import type { NearState } from '../lib/near-me';
import type { ItemsView } from './item-card';
import { CountyOptions } from '../../../components/county-select';

export interface SearchFilters {
  status: '' | 'available' | 'claimed';
  categoryId: string;
  location: string;
  sort: ItemSearch['sort'];
  /** The county "By location" starts from when the position is not known. */
  near: string;
}

const select =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-2 text-base sm:h-10 sm:text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

export function FilterPanel({
  filters,
  nearState,
  onChange,
  onClear,
}: {
  filters: SearchFilters;
  nearState: NearState;
  onChange: (next: Partial<SearchFilters>) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation(ITEMS_NS);
  const categories = useCategories().data ?? [];
  const active = filters.status || filters.categoryId || filters.location;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <label className="space-y-1 text-xs font-medium text-slate-600">
        <span>{t('search.status')}</span>
        <select name="status" className={select} value={filters.status} onChange={(e) => onChange({ status: e.target.value as SearchFilters['status'] })}>
          <option value="">{t('search.allStatuses')}</option>
          <option value="available">{t('status.available')}</option>
          <option value="claimed">{t('status.claimed')}</option>
        </select>
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        <span>{t('search.category')}</span>
        <select name="categoryId" className={select} value={filters.categoryId} onChange={(e) => onChange({ categoryId: e.target.value })}>
          <option value="">{t('search.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {categoryDisplayName(c.name, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        <span>{t('search.county')}</span>
        <select name="location" className={select} value={filters.location} onChange={(e) => onChange({ location: e.target.value })}>
          <CountyOptions empty={t('search.allCounties')} />
        </select>
      </label>
      <label className="space-y-1 text-xs font-medium text-slate-600">
        <span>{t('search.sort')}</span>
        <select name="sort" className={select} value={filters.sort} onChange={(e) => onChange({ sort: e.target.value as SearchFilters['sort'] })}>
          <option value="newest">{t('search.newest')}</option>
          <option value="oldest">{t('search.oldest')}</option>
          <option value="location">{t('search.byLocation')}</option>
        </select>
      </label>
      {filters.sort === 'location' && <NearChoice filters={filters} nearState={nearState} onChange={onChange} />}
      {active && (
        <button type="button" onClick={onClear} className="col-span-2 justify-self-start text-sm font-medium text-brand-700 hover:underline sm:col-span-4">
          {t('search.clear')}
        </button>
      )}
    </div>
  );
}

/** Where "By location" starts: the position (said, not shown), or a county to choose. */
function NearChoice({ filters, nearState, onChange }: { filters: SearchFilters; nearState: NearState; onChange: (next: Partial<SearchFilters>) => void }) {
  const { t } = useTranslation(ITEMS_NS);
  if (nearState.kind !== 'county') {
    const words = nearState.kind === 'position' ? t('search.nearYou') : t('search.locating');
    return (
      <p className="col-span-2 self-center text-sm text-slate-600 sm:col-span-4" role="status">
        {words}
      </p>
    );
  }
  return (
    <label className="space-y-1 text-xs font-medium text-slate-600">
      <span>{t('search.near')}</span>
      <select name="near" className={select} value={filters.near} onChange={(e) => onChange({ near: e.target.value })}>
        <CountyOptions empty={t('search.nearChoose')} />
      </select>
    </label>
  );
}

const VIEWS: Array<{ view: ItemsView; icon: string; largeOnly?: boolean }> = [
  { view: 'compact', icon: 'M4 6h16M4 12h16M4 18h16' },
  { view: 'grid', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { view: 'horizontal', icon: 'M3 5h18v6H3zM3 13h18v6H3z', largeOnly: true },
];

export function ViewSwitcher({ view, onChange }: { view: ItemsView; onChange: (view: ItemsView) => void }) {
  const { t } = useTranslation(ITEMS_NS);
  return (
    <div role="radiogroup" aria-label={t('search.view')} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {VIEWS.map((option) => (
        <button
          key={option.view}
          type="button"
          role="radio"
          aria-checked={view === option.view}
          aria-label={t(`search.${option.view}`)}
          title={t(`search.${option.view}`)}
          onClick={() => onChange(option.view)}
          className={`${option.largeOnly ? 'hidden lg:inline-flex' : 'inline-flex'} h-8 w-9 items-center justify-center rounded-md ${view === option.view ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d={option.icon} />
          </svg>
        </button>
      ))}
    </div>
  );
}
