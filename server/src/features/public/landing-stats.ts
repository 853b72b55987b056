/**
 * What the landing page shows (docs/decisions/0210): real counts, every category's available
 * items, and the newest items still waiting for their owner. The landing page is the busiest
 * page, so the answer is kept while the catalogue's number stays the same
 * (items/catalogue-cache.ts): a post, a hand-over or a hidden item shows on the very next visit,
 * and otherwise nobody's visit costs a query.
 */
import { resolveImageUrl } from '@okota/shared';
import type { AppContext } from '../../context';
import { thumbnailUrlFor } from '../../integrations/storage/stored-photos';
import { createCatalogueCache, type CatalogueCache, type CatalogueVersion, publicTextsOf, findItemRecords, searchPublicItems } from '../items';
import { countPublicItems, listCategoriesWithCounts } from './public.repository';

/** Enough to fill the hero's side on a desktop and a short list on a phone. */
export const RECENT_ITEMS_SHOWN = 4;

async function computeLandingStats(ctx: AppContext) {
  const [counts, categories, newest] = await Promise.all([
    countPublicItems(ctx.db),
    listCategoriesWithCounts(ctx.db),
    searchPublicItems(ctx.db, { statuses: ['available'] }, { offset: 0, limit: RECENT_ITEMS_SHOWN, oldestFirst: false, countCap: RECENT_ITEMS_SHOWN }),
  ]);
  const found = await findItemRecords(
    ctx.db,
    newest.keys.map((key) => key.id),
  );
  const newestFirst = newest.keys.map((key) => found.find((record) => record.item.id === key.id)).filter((record) => record !== undefined);
  const recentItems = newestFirst.map((record) => {
    const photo = record.item.images[0];
    return {
      id: record.item.id,
      // Scrubbed of contact details like every public view of an item's words.
      title: publicTextsOf(record).title,
      categoryName: record.categoryName,
      location: record.item.location,
      dateFound: record.item.dateFound,
      thumbnail: photo ? thumbnailUrlFor(resolveImageUrl(photo)) : null,
    };
  });
  return { ...counts, categories, recentItems };
}

export type LandingStats = Awaited<ReturnType<typeof computeLandingStats>>;

// One cache per app (per catalogue), so test apps never share answers.
const caches = new WeakMap<CatalogueVersion, CatalogueCache<LandingStats>>();

export function landingStats(ctx: AppContext): Promise<LandingStats> {
  let cache = caches.get(ctx.catalogue);
  if (!cache) {
    cache = createCatalogueCache(ctx.catalogue, { maxEntries: 1 });
    caches.set(ctx.catalogue, cache);
  }
  return cache.get('landing', () => computeLandingStats(ctx));
}
