/**
 * The public organisation screens for pages that compose them (the item page's "Held at").
 * Import it only from lazily loaded pages; the apply page and /o/{slug} load from the route table.
 */
import './i18n';

export { HeldAtCard } from './components/held-at-card';
export { CollectionCard } from './components/collection-card';
export { ORG_PUBLIC_NS } from './i18n';
