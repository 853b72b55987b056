/**
 * The items feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../items' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export { createCatalogueVersion, mayHaveWritten } from './catalogue-version';
import type { FastifyPluginAsync } from 'fastify';
import { itemsRoutes } from './items.routes';

export { createCatalogueCache } from './catalogue-cache';
export type { CatalogueCache } from './catalogue-cache';
export type { CatalogueVersion } from './catalogue-version';
export { createItem } from './create-item';
export { contactDoubt, holdDoubtfulListing } from './hold-doubtful-listing';
export type { Viewer } from './item-json';
export {
  markItemClaimed,
  markItemHandedOver,
  releaseItemReservation,
  removeItemByAdmin,
  reopenRefundedItem,
  reserveItemForClaimer,
  takeDownOpenItem,
  takeDownOpenItemsOfFinder,
} from './item-lifecycle';
export { updateItemModeration } from './item-moderation.repository';
export { hasPaymentNotFailed } from './item-payments.repository';
export { publicTextsOf } from './item-public-texts';
export { announceItemSaved, onItemSaved } from './item-saved';
export { assertCategoryExists, itemValuesFrom } from './item-values';
export { findCategoryIdByName, findItemRecords, findItemRow, insertItem, listItemsOfFinder } from './items.repository';
export { onOpenItemsTakenDown } from './open-items-taken-down';
export type { OpenItemsTakenDownListener } from './open-items-taken-down';
export { registerOrganisationPoster } from './organisation-poster';
export { searchPublicItems } from './public-items.repository';
export { filesOf, MULTIPART_LIMITS, readPhotoForm } from './read-photo-form';
export { uploadTemporaryPhotos } from './upload-photos';

/** The feature as the app registers it (server/src/features/index.ts). */
export const itemsFeature: FastifyPluginAsync = async (app) => {
  await app.register(itemsRoutes);
};
export { renditionsBackfillJob } from './photo-renditions-backfill';
export { publicTextsFillJob } from './public-texts-fill';
