/**
 * /search and /search-items: full-text search with filters, three views and Load More.
 * ?category=electronics (a name, as the claimer's search tips link) preselects the category;
 * the filters stay in the address so a shared or reloaded search comes back the same.
 */
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { SEARCH_DEBOUNCE_MS } from '@okota/shared/constants';
import { ROUTES } from '@okota/shared/routes';
import { Button, buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n';
import { toQuery } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { readLocal, writeLocal } from '../../../lib/storage';
import { useCategories } from '../../../lib/public-data';
import { useItemSearch } from '../api/search-items';
import type { Item, ItemSearch } from '../api/types';
import { DidYouMean } from '../components/did-you-mean';
import { ItemCard, type ItemsView } from '../components/item-card';
import { FilterPanel, ViewSwitcher, type SearchFilters } from '../components/search-controls';
import { useDebouncedValue, useMediaQuery } from '../lib/use-debounced-value';
import { nearQuery, useNearState } from '../lib/near-me';
import { ITEMS_NS } from '../i18n';

const VIEW_KEY = 'okota_search_view';
const noSubscription = () => () => {};
const listClass: Record<ItemsView, string> = {
  compact: 'grid grid-cols-1 gap-2 md:grid-cols-2',
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  horizontal: 'grid grid-cols-1 gap-4 xl:grid-cols-2',
};

export interface SearchPageProps {
  /** Controls an admin sees under each row of the compact list, composed by the app layer. */
  adminActions?: (item: Item) => ReactNode;
  /** Shown under the search controls (the documents feature's "Was my document found?"), composed by the app layer. */
  belowControls?: ReactNode;
}

export default function SearchPage({ adminActions, belowControls }: SearchPageProps = {}) {
  const { t } = useTranslation(ITEMS_NS);
  const { isSignedIn } = useSession();
  const [path, navigate] = useLocation();
  // wouter's useSearch: the address on the server too, where the first screen is drawn (web/src/entry-server.tsx).
  const addressSearch = useSearch();
  const [params] = useState(() => new URLSearchParams(addressSearch));
  const categories = useCategories().data;
  const [text, setText] = useState(params.get('search') ?? '');
  // "Search instead for …": the words as typed, not corrected; typing again forgets it.
  const [exact, setExact] = useState(params.get('exact') === '1');
  const [categoryName, setCategoryName] = useState(params.get('category') ?? '');
  const [filters, setFilters] = useState<SearchFilters>({
    status: params.get('status') === 'available' || params.get('status') === 'claimed' ? (params.get('status') as SearchFilters['status']) : '',
    categoryId: params.get('categoryId') ?? '',
    location: params.get('location') ?? '',
    sort: params.get('sort') === 'oldest' || params.get('sort') === 'location' ? (params.get('sort') as SearchFilters['sort']) : 'newest',
    near: params.get('near') ?? '',
  });
  // A shared link that names the county to start from is not a reason to ask for the position.
  const nearState = useNearState(filters.sort, params.get('near') && filters.sort === 'location' ? { kind: 'county' } : { kind: 'idle' });
  const isLocating = filters.sort === 'location' && (nearState.kind === 'idle' || nearState.kind === 'asking');
  // The stored view is read after hydration: the server, which drew the first screen, cannot know it.
  const storedView = useSyncExternalStore(
    noSubscription,
    () => readLocal(VIEW_KEY) as ItemsView | null,
    () => null,
  );
  const [chosenView, setView] = useState<ItemsView | null>(null);
  const view = chosenView ?? storedView ?? 'compact';
  const isLarge = useMediaQuery('(min-width: 1024px)');
  const shownView = view === 'horizontal' && !isLarge ? 'compact' : view;
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // ?category=<name>: once the categories are known, select it in the list like any other choice.
  useEffect(() => {
    if (!categoryName || !categories) return;
    const match = categories.find((c) => c.name.toLowerCase() === categoryName.toLowerCase());
    if (match) setFilters((f) => ({ ...f, categoryId: String(match.id) }));
    setCategoryName('');
  }, [categories, categoryName]);

  // No position: start from the county the person filters by, until they choose another.
  useEffect(() => {
    if (nearState.kind === 'county') setFilters((f) => (f.near ? f : { ...f, near: f.location }));
  }, [nearState.kind]);

  const query: ItemSearch = {
    search: search || undefined,
    ...(exact && search ? { exact: '1' as const } : {}),
    status: filters.status || undefined,
    ...(filters.categoryId ? { categoryId: Number(filters.categoryId) } : categoryName ? { category: categoryName } : {}),
    location: filters.location || undefined,
    sort: filters.sort,
    ...nearQuery(filters.sort, nearState, filters.near),
  };
  // Waiting for the position (a few seconds at most) saves a search nobody will look at.
  const results = useItemSearch(query, { enabled: !isLocating });

  // The position stays out of the address: a shared or bookmarked link must not carry it.
  const addressOf = (asked: ItemSearch) => toQuery({ ...asked, lat: undefined, lng: undefined, sort: asked.sort === 'newest' ? undefined : asked.sort });
  const address = addressOf(query);
  // Only while this page is still the one in the address bar: an effect of its last render may run
  // after a header link has already moved on, and must not pull the person back to the search.
  useEffect(() => {
    if (window.location.pathname !== path) return;
    if (address !== window.location.search) navigate(`${path}${address}`, { replace: true });
  }, [address, path, navigate]);

  // "Tell me when it is found": the lost-report form (claimer dashboard) with this search filled in.
  const lostReportForm = `${ROUTES.claimerDashboard}${toQuery({ tab: 'lost-reports', new: 1, title: text.trim() || undefined, categoryId: filters.categoryId || undefined, location: filters.location || undefined })}`;
  const tellMeHref = isSignedIn ? lostReportForm : ROUTES.authThenBack(lostReportForm);

  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const first = results.data?.pages[0];
  const changeView = (next: ItemsView) => {
    setView(next);
    writeLocal(VIEW_KEY, next);
  };

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('search.title')}</h1>
      <p className="mt-1 text-slate-600">{t('search.subtitle')}</p>

      <div className="mt-5 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <label className="block">
          <span className="sr-only">{t('search.label')}</span>
          <input
            type="search"
            name="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setExact(false);
            }}
            placeholder={t('search.placeholder')}
            enterKeyHint="search"
            className="h-12 w-full rounded-lg border border-slate-300 px-4 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          />
        </label>
        <FilterPanel
          filters={filters}
          nearState={nearState}
          onChange={(change) => setFilters((f) => ({ ...f, ...change }))}
          onClear={() => {
            setCategoryName('');
            setFilters((f) => ({ ...f, status: '', categoryId: '', location: '' }));
          }}
        />
      </div>

      {belowControls}

      {first?.correctedQuery && first.originalQuery && (
        <DidYouMean
          corrected={first.correctedQuery}
          original={first.originalQuery}
          exactHref={`${path}${addressOf({ ...query, search: first.originalQuery, exact: '1' })}`}
          onExact={() => {
            setText(first.originalQuery!);
            setExact(true);
          }}
        />
      )}

      {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
      <h2 className="sr-only">{t('search.resultsHeading')}</h2>
      <div className="mt-5 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {first &&
            first.total > 0 &&
            (first.totalIsEstimate
              ? t('search.resultsAbout', { total: first.total.toLocaleString('en') })
              : first.totalCapped
                ? t('search.resultsCapped', { total: first.total.toLocaleString('en') })
                : t('search.results', { count: first.total }))}
        </p>
        <ViewSwitcher view={view} onChange={changeView} />
      </div>

      {/* Room for a page of results, so the footer does not jump when they arrive. */}
      <div className={`mt-3 min-h-[60vh] transition-opacity ${results.isPlaceholderData ? 'opacity-60' : ''}`}>
        {results.isLoading || (isLocating && !results.data) ? (
          <Spinner />
        ) : results.isError && !items.length ? (
          <div className="py-16 text-center">
            <p className="font-semibold">{t('search.loadFailed')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('search.loadFailedHint')}</p>
            <Button variant="outline" className="mt-4" onClick={() => void results.refetch()}>
              {t('common:retry')}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="py-16 text-center">
            <p className="text-lg font-semibold">{t('search.noItems')}</p>
            <p className="mt-1 text-sm text-slate-600">{t('search.noItemsHint')}</p>
            <Link href={tellMeHref} className={buttonClass('primary', 'md', 'mt-5')}>
              {t('search.tellMe')}
            </Link>
            <p className="mx-auto mt-2 max-w-sm text-xs text-slate-500">{t('search.tellMeHint')}</p>
          </div>
        ) : (
          <ul className={listClass[shownView]}>
            {items.map((item) => (
              <li key={item.id}>
                <ItemCard item={item} view={shownView} adminActions={shownView === 'compact' ? adminActions : undefined} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {results.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" size="lg" disabled={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
            {results.isFetchingNextPage ? t('search.loadingMore') : t('search.loadMore')}
          </Button>
        </div>
      )}
    </main>
  );
}
