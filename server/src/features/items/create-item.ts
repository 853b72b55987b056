/**
 * A finder posts a found item: with photos in the same request (multipart), and/or with photos
 * uploaded earlier as temporary uploads (the guest-resume form sends their URLs as JSON).
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { PhotoSource } from '../../lib/images';
import { AppError } from '../../lib/errors';
import { countEvent } from '../../lib/analytics';
import { enforceRateLimits } from '../../lib/rate-limit';
import { assertCategoryExists, assertPhotoCount, itemValuesFrom } from './item-values';
import { findItemRecord, insertItem } from './items.repository';
import { claimTempUploads } from './temp-uploads.repository';
import { discardPhotos, processAndStorePhotos } from './upload-photos';
import { toItemJson, type Viewer } from './item-json';
import type { CreateItemBody } from '@okota/shared/contracts/items.contract';
import { announceItemSaved } from './item-saved';
import { applyDocumentNumberChange, prepareDocumentNumberChange, findCategory } from '../documents';
import { contactDoubt, holdDoubtfulListing } from './hold-doubtful-listing';
import { isDocumentsCategory, type OrganisationTexts } from '@okota/shared';

/**
 * An organisation's desk posting (organisations/held/post-held-item.ts, issue 28): its own
 * posting limit (a desk posts many items a day), and its custody row written in the item's
 * transaction, so an item is never posted for an organisation without being held there.
 */
export interface HeldIntake {
  rateLimit: { key: string; limit: number };
  /** The desk's name, landmark and hours: the item's page shows them after its texts, so they are read with them (docs/decisions/0282). */
  desk: OrganisationTexts;
  record(tx: Executor, item: { itemId: number; isDocuments: boolean }): Promise<void>;
}

export const EXPIRED_PHOTOS_MESSAGE = 'Some photos have expired or are not yours. Please add them again.';

export async function createItem(
  ctx: AppContext,
  { finder, body, photos, intake }: { finder: Viewer; body: CreateItemBody; photos: PhotoSource[]; intake?: HeldIntake },
) {
  const earlierUploads = [...new Set([...(body.images ?? []), ...(body.existingImages ?? [])])];
  assertPhotoCount(earlierUploads.length + photos.length);
  const postLimit = intake?.rateLimit ?? { key: `post-item:user:${finder.id}`, limit: 30 };
  await enforceRateLimits(ctx.db, [{ ...postLimit, windowMs: 60 * 60 * 1000 }], 'You have posted many items in a short time. Please wait and try again.');
  await assertCategoryExists(ctx.db, body.categoryId);
  const documentNumber = await prepareDocumentNumberChange(ctx, { categoryId: body.categoryId, documentNumber: body.documentNumber });
  const documentNumbers = isDocumentsCategory(await findCategory(ctx.db, body.categoryId));

  const stored = await processAndStorePhotos(ctx, photos);
  let itemId: number;
  try {
    itemId = await ctx.db.transaction(async (tx) => {
      const taken = await claimTempUploads(tx, earlierUploads, finder.id);
      if (taken.length !== earlierUploads.length) throw new AppError('PHOTOS_EXPIRED', EXPIRED_PHOTOS_MESSAGE);
      const values = itemValuesFrom(body, { documentNumbers }, intake?.desk);
      const id = await insertItem(tx, {
        ...values,
        finderId: finder.id,
        images: [...earlierUploads, ...stored.map((s) => s.url)],
      });
      const doubt = contactDoubt(body, { documentNumbers }, intake?.desk);
      if (doubt) await holdDoubtfulListing(ctx, tx, { itemId: id, finderId: finder.id, title: values.title, doubt });
      await applyDocumentNumberChange(tx, { itemId: id }, documentNumber);
      await intake?.record(tx, { itemId: id, isDocuments: documentNumbers });
      return id;
    });
  } catch (error) {
    await discardPhotos(
      ctx,
      stored.map((s) => s.url),
    );
    throw error;
  }

  await countEvent(ctx.db, 'itemsPosted');
  await announceItemSaved(ctx, itemId);
  const record = await findItemRecord(ctx.db, itemId);
  return toItemJson(record!, { isFinder: true, isAdmin: finder.role === 'admin', hasPaid: false });
}
