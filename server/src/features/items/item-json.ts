/**
 * The item as the API shows it (docs/product/user-flows.md section 3), with the privacy rules of
 * docs/rules.md "Items": the finder's phone, e-mail and last name only for the finder, an admin
 * and the claimer who paid for this item; the expected answers only for the finder; the item's
 * words as written only for the finder and admins, scrubbed of contact details for everyone else.
 */
import { resolveImageUrl, type ItemStatus } from '@okota/shared';
import { mediumUrlFor, thumbnailUrlFor } from '../../integrations/storage/stored-photos';
import { heldForReview, isItemPubliclyVisible } from '../../db/item-visibility';
import type { ItemRecord } from './items.repository';
import { publicTextsOf, textsAsWritten } from './item-public-texts';
import { toHeldByJson } from './held-by-json';
import { publicCoordinate } from './public-coordinates';

export type { ItemRecord };

export interface Viewer {
  id: string;
  role: string;
}

export interface ItemAccess {
  isFinder: boolean;
  isAdmin: boolean;
  /** The viewer's payment for this item completed. */
  hasPaid: boolean;
}

export function accessOf(viewer: Viewer | null, item: { finderId: string }, paidItem = false): ItemAccess {
  return {
    isFinder: !!viewer && viewer.id === item.finderId,
    isAdmin: viewer?.role === 'admin',
    hasPaid: !!viewer && paidItem,
  };
}

export const canSeeContact = (access: ItemAccess) => access.isFinder || access.isAdmin || access.hasPaid;

/** Hidden and removed items exist only for their finder and admins. */
export const canSeeItem = (item: { isHidden: boolean; status: string }, access: ItemAccess) => isItemPubliclyVisible(item) || access.isFinder || access.isAdmin;

export function toItemJson(record: ItemRecord, access: ItemAccess) {
  const { item, categoryName, finder } = record;
  const images = item.images.map(resolveImageUrl);
  // A held item is collected at the desk with a code: paying reveals nobody's contact (docs/decisions/0242).
  const contact = record.heldBy ? access.isFinder || access.isAdmin : canSeeContact(access);
  const texts = access.isFinder || access.isAdmin ? textsAsWritten(record) : publicTextsOf(record);
  return {
    id: item.id,
    title: texts.title,
    description: texts.description,
    categoryId: item.categoryId,
    categoryName,
    location: item.location,
    nearLocation: texts.nearLocation,
    latitude: access.isFinder || access.isAdmin ? item.latitude : publicCoordinate(item.latitude),
    longitude: access.isFinder || access.isAdmin ? item.longitude : publicCoordinate(item.longitude),
    dateFound: item.dateFound,
    images,
    thumbnails: images.map(thumbnailUrlFor),
    mediumImages: images.map(mediumUrlFor),
    verificationQuestion1: texts.verificationQuestion1,
    verificationQuestion2: texts.verificationQuestion2,
    verificationQuestion3: texts.verificationQuestion3,
    requiresProofPhoto: item.requiresProofPhoto,
    isClaimed: item.isClaimed,
    // The column's check constraint holds it to the four statuses.
    status: item.status as ItemStatus,
    isHidden: item.isHidden,
    // Held by our system for review: the kind of reason, for the finder's and admins' words (docs/decisions/0260).
    heldFor: access.isFinder || access.isAdmin ? heldForReview(item) : null,
    // The finder took it down themselves (docs/decisions/0217), so the page does not blame an admin.
    removedByFinder: item.status === 'removed' && item.removedBy === item.finderId,
    finderId: item.finderId,
    finderName: contact ? `${texts.finderFirstName} ${finder.lastName}`.trim() : texts.finderFirstName,
    // A finder who signed up by phone may have no address (docs/decisions/0230): then no finderEmail.
    ...(contact ? { finderPhone: finder.phone, ...(finder.email ? { finderEmail: finder.email } : {}) } : {}),
    ...(access.isFinder
      ? {
          verificationAnswer1: item.verificationAnswer1,
          verificationAnswer2: item.verificationAnswer2,
          verificationAnswer3: item.verificationAnswer3,
        }
      : {}),
    claimedBy: item.claimedBy,
    createdAt: item.createdAt.toISOString(),
    // Only an organisation's items carry it (issue 28); ordinary items stay as they were.
    ...(record.heldBy ? { heldBy: toHeldByJson(record.heldBy) } : {}),
  };
}

export type ItemJson = ReturnType<typeof toItemJson>;
