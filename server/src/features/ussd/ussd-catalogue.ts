/**
 * The catalogue the search menu reads (categories, the newest items of a category in a county),
 * kept while the catalogue's number stays the same (items/catalogue-cache.ts, docs/decisions/0130):
 * a busy evening asks the same few dozen lists again and again, and a USSD step must be quick.
 * One cache per app (per catalogue), so test apps never share answers.
 */
import type { AppContext } from '../../context';
import { createCatalogueCache, type CatalogueCache, type CatalogueVersion } from '../items';
import { listCategoryChoices, listNewestFoundItems, type FoundItemSummary } from './ussd.repository';

type Categories = Awaited<ReturnType<typeof listCategoryChoices>>;

const caches = new WeakMap<CatalogueVersion, { categories: CatalogueCache<Categories>; newest: CatalogueCache<FoundItemSummary[]> }>();

function cachesOf(ctx: AppContext) {
  let found = caches.get(ctx.catalogue);
  if (!found) {
    found = { categories: createCatalogueCache(ctx.catalogue, { maxEntries: 1 }), newest: createCatalogueCache(ctx.catalogue, { maxEntries: 1000 }) };
    caches.set(ctx.catalogue, found);
  }
  return found;
}

export function categoryChoices(ctx: AppContext): Promise<Categories> {
  return cachesOf(ctx).categories.get('all', () => listCategoryChoices(ctx.db));
}

export function newestFoundItems(ctx: AppContext, options: { categoryId: number; county: string; limit: number }): Promise<FoundItemSummary[]> {
  return cachesOf(ctx).newest.get(`${options.categoryId}:${options.county}:${options.limit}`, () => listNewestFoundItems(ctx.db, options));
}
