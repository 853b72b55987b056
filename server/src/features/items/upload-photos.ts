/**
 * Photos uploaded ahead of a post or an edit: processed and stored at once, and recorded as
 * temporary until an item takes them (2 hours).
 */
import type { AppContext } from '../../context';
import { deletePhoto, processPhoto, storePhoto, type StoredPhoto } from '../../lib/images';
import { enforceRateLimits } from '../../lib/rate-limit';
import { MAX_PHOTOS_PER_ITEM, MESSAGES } from '@okota/shared';
import { badRequest } from '../../lib/errors';
import { recordTempUploads, takeExpiredTempUploads } from './temp-uploads.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Processes every photo before storing any, so one bad file stores nothing. */
export async function processAndStorePhotos(ctx: AppContext, photos: Buffer[]): Promise<StoredPhoto[]> {
  if (photos.length > MAX_PHOTOS_PER_ITEM) throw badRequest(MESSAGES.tooManyImages);
  const processed = [];
  // One at a time: sharp already uses every core for one image, and memory stays bounded.
  for (const photo of photos) processed.push(await processPhoto(photo));
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of processed) stored.push(await storePhoto(ctx.storage, photo));
  } catch (error) {
    await discardPhotos(ctx, stored.map((s) => s.url));
    throw error;
  }
  return stored;
}

export async function discardPhotos(ctx: AppContext, urls: string[]): Promise<void> {
  await Promise.all(urls.map((url) => deletePhoto(ctx.storage, url).catch((error) => {
    ctx.log.warn({ err: error, url }, 'could not delete a photo');
  })));
}

export async function uploadTemporaryPhotos(
  ctx: AppContext,
  { photos, ownerId, ip }: { photos: Buffer[]; ownerId: string | null; ip: string },
): Promise<StoredPhoto[]> {
  if (!photos.length) throw badRequest('Choose at least one photo');
  // Guests may upload too: cap what one address or account can pile onto the disk.
  await enforceRateLimits(ctx.db, [
    { key: `photo-upload:ip:${ip}`, limit: 300, windowMs: HOUR_MS },
    ...(ownerId ? [{ key: `photo-upload:user:${ownerId}`, limit: 100, windowMs: HOUR_MS }] : []),
  ], 'Too many photo uploads. Please wait and try again.');
  const stored = await processAndStorePhotos(ctx, photos);
  try {
    await recordTempUploads(ctx.db, stored.map((s) => s.url), ownerId);
  } catch (error) {
    await discardPhotos(ctx, stored.map((s) => s.url));
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
