/**
 * The parts of the landing page drawn from the catalogue, loaded after the first paint: they wait
 * for the server's answer anyway, and their category names and day formatting stay out of the
 * landing page's first 100 KB (scripts/check-budget.mjs).
 */
export { PopularCategories } from './popular-categories';
export { RecentItems } from './recent-items';
