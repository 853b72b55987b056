/**
 * Photos uploaded ahead of a post or an edit: processed and stored at once, and recorded as
 * temporary until an item takes them (2 hours).
 */
import type { AppContext } from '../../context';
import { processPhoto, type PhotoSource } from '../../lib/images';
import { deletePhoto, storePhoto, type StoredPhoto } from '../../integrations/storage/stored-photos';
import { MAX_PHOTOS_PER_ITEM, MESSAGE_KEYS } from '@okota/shared';
import { AppError } from '../../lib/errors';
import { recordTempUploads, takeExpiredTempUploads } from './temp-uploads.repository';

/** Processes every photo before storing any, so one bad file stores nothing. */
export async function processAndStorePhotos(ctx: AppContext, photos: PhotoSource[]): Promise<StoredPhoto[]> {
  if (photos.length > MAX_PHOTOS_PER_ITEM) throw new AppError('TOO_MANY_PHOTOS', MESSAGE_KEYS.tooManyImages);
  const processed = [];
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const photo of photos) processed.push(await processPhoto(photo));
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of processed) stored.push(await storePhoto(ctx.storage, photo));
  } catch (error) {
    await discardPhotos(
      ctx,
      stored.map((s) => s.url),
    );
    throw error;
  }
  return stored;
}

export async function discardPhotos(ctx: AppContext, urls: string[]): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      deletePhoto(ctx.storage, url).catch((error) => {
        ctx.log.warn({ err: error, url }, 'could not delete a photo');
      }),
    ),
  );
}

/**
 * Guests may upload too: what one address or account may pile onto the disk is limited while the
 * form is read, per photo and per byte (readPhotoForm with `limitUploads`, photo-upload-budget.ts).
 */
export async function uploadTemporaryPhotos(ctx: AppContext, { photos, ownerId }: { photos: PhotoSource[]; ownerId: string | null }): Promise<StoredPhoto[]> {
  if (!photos.length) throw new AppError('NO_PHOTO_CHOSEN', 'Choose at least one photo');
  const stored = await processAndStorePhotos(ctx, photos);
  try {
    await recordTempUploads(
      ctx.db,
      stored.map((s) => s.url),
      ownerId,
    );
  } catch (error) {
    await discardPhotos(
      ctx,
      stored.map((s) => s.url),
    );
    throw error;
  }
  return stored;
}

/** Deletes expired temporary photos; safe to run from several processes at once. */
export async function cleanUpTemporaryPhotos(ctx: AppContext): Promise<number> {
  let removed = 0;
  for (;;) {
    const urls = await takeExpiredTempUploads(ctx.db);
    await discardPhotos(ctx, urls);
    removed += urls.length;
    if (urls.length < 500) return removed;
  }
}
