/**
 * The items feature for pages that compose it (the item page, dashboards). Import it only from
 * lazily loaded pages, never from the landing page.
 */
import './i18n';

export { ItemGallery } from './components/item-gallery';
export { ItemDetails } from './components/item-details';
export { ItemPageActions } from './components/item-page-actions';
export { ItemLoadFailed, ItemNotFound } from './components/item-not-found';
export { ItemStatusBadge } from './components/item-status-badge';
export { ItemCard, type ItemsView } from './components/item-card';
export { useItem, getItem } from './api/get-item';
export { itemKeys } from './api/keys';
export { ITEMS_NS } from './i18n';
export type { Item, ItemsPage, MyItem } from './api/types';
