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
/** The post form's photo uploader, for other posting screens the app shell composes (the intake desk). */
export { PhotoPicker } from './components/photo-picker';
export { usePhotoUploads, type PhotoUploads } from './lib/use-photo-uploads';
export { uploadTempImages } from './api/upload-photos';
