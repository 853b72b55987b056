/**
 * The finder edits their item (PUT /api/items/{id}): every field again, and optionally the new
 * photo list — photos it already has, plus temporary uploads. Photos taken off are deleted.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { assertCategoryExists, assertPhotoCount, itemValuesFrom } from './item-values';
import { findDeskTextsOfItem, findItemRecord, findItemRow, updateItemRow } from './items.repository';
import { claimTempUploads } from './temp-uploads.repository';
import { discardPhotos } from './upload-photos';
import { EXPIRED_PHOTOS_MESSAGE } from './create-item';
import { toItemJson, type Viewer } from './item-json';
import type { UpdateItemBody } from '@okota/shared/contracts/items.contract';
import { announceItemSaved } from './item-saved';
import { applyDocumentNumberChange, prepareDocumentNumberChange, findCategory } from '../documents';
import { contactDoubt, holdDoubtfulListing, isContactHold, releaseContactHold } from './hold-doubtful-listing';
import { isDocumentsCategory } from '@okota/shared';

export const NOT_YOUR_ITEM_MESSAGE = 'You can only edit items that you posted.';

export async function updateItem(ctx: AppContext, { editor, itemId, body }: { editor: Viewer; itemId: number; body: UpdateItemBody }) {
  const newImages = body.images ? [...new Set(body.images)] : undefined;
  if (newImages) assertPhotoCount(newImages.length);
  await assertCategoryExists(ctx.db, body.categoryId);
  const documentNumber = await prepareDocumentNumberChange(ctx, {
    categoryId: body.categoryId,
    documentNumber: body.documentNumber,
    remove: body.removeDocumentNumber,
  });
  const documentNumbers = isDocumentsCategory(await findCategory(ctx.db, body.categoryId));

  const removedImages = await ctx.db.transaction(async (tx) => {
    const item = await findItemRow(tx, itemId, { forUpdate: true });
    if (!item) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
    if (item.finderId !== editor.id) throw new AppError('ITEM_EDIT_NOT_YOURS', NOT_YOUR_ITEM_MESSAGE);
    if (item.status === 'removed') throw new AppError('ITEM_REMOVED', 'This item has been removed and can no longer be edited.');

    let removed: string[] = [];
    if (newImages) {
      const added = newImages.filter((url) => !item.images.includes(url));
      const taken = await claimTempUploads(tx, added, editor.id);
      if (taken.length !== added.length) throw new AppError('PHOTOS_EXPIRED', EXPIRED_PHOTOS_MESSAGE);
      removed = item.images.filter((url) => !newImages.includes(url));
    }
    // Held at a desk: read with the desk's texts, as its page shows them (docs/decisions/0282).
    const desk = await findDeskTextsOfItem(tx, itemId);
    const values = itemValuesFrom(body, { documentNumbers }, desk);
    await updateItemRow(tx, itemId, { ...values, ...(newImages ? { images: newImages } : {}) });
    const doubt = contactDoubt(body, { documentNumbers }, desk);
    if (doubt && !item.isHidden) await holdDoubtfulListing(ctx, tx, { itemId, finderId: item.finderId, title: values.title, doubt });
    else if (!doubt && isContactHold(item)) await releaseContactHold(tx, itemId);
    await applyDocumentNumberChange(tx, { itemId }, documentNumber);
    return removed;
  });

  // After the commit: a failed edit must not lose photos the item still shows.
  await discardPhotos(ctx, removedImages);
  await announceItemSaved(ctx, itemId);
  const record = await findItemRecord(ctx.db, itemId);
  return toItemJson(record!, { isFinder: true, isAdmin: editor.role === 'admin', hasPaid: false });
}
