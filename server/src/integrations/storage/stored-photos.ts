/**
 * A processed photo (lib/images.ts) in storage: its server-chosen random name, the 800 px
 * rendition and the thumbnail beside it, the link-preview JPEG made from it, and deleting them all.
 */
import { randomBytes } from 'node:crypto';
import type { ProcessedPhoto } from '../../lib/images';
import { keyFromUrl } from './keys';
import type { Storage } from './storage';

/**
 * Stored photo addresses: `/uploads/items/<random>.webp`, the 800 px rendition `…-800.webp` and
 * the thumbnail `…-thumb.webp` beside it.
 */
export interface StoredPhoto {
  url: string;
  thumbnailUrl: string;
}

const THUMB_SUFFIX = '-thumb.webp';
const MEDIUM_SUFFIX = '-800.webp';
/** A full-size photo this server stored; only these have renditions beside them. */
const OWN_PHOTO = /^\/uploads\/[a-z0-9/_-]+\/[0-9a-f]{32}\.webp$/;

/** Stores a processed photo under a server-chosen random name. */
export async function storePhoto(storage: Storage, photo: ProcessedPhoto, folder = 'items'): Promise<StoredPhoto> {
  const name = randomBytes(16).toString('hex');
  const key = `${folder}/${name}.webp`;
  const thumbKey = `${folder}/${name}${THUMB_SUFFIX}`;
  await storage.put(key, photo.full, 'image/webp');
  await storage.put(`${folder}/${name}${MEDIUM_SUFFIX}`, photo.medium, 'image/webp');
  await storage.put(thumbKey, photo.thumbnail, 'image/webp');
  return { url: storage.url(key), thumbnailUrl: storage.url(thumbKey) };
}

/** The thumbnail of a photo we stored; other addresses (older data) are their own thumbnail. */
export function thumbnailUrlFor(url: string): string {
  return OWN_PHOTO.test(url) ? url.replace(/\.webp$/, THUMB_SUFFIX) : url;
}

/**
 * The 800 px rendition of a photo we stored, the same way; photos stored before it existed are
 * given one by the backfill (features/items/photo-renditions-backfill.ts), and until then
 * serve-uploads answers its address with the full photo (docs/decisions/0223).
 */
export function mediumUrlFor(url: string): string {
  return OWN_PHOTO.test(url) ? url.replace(/\.webp$/, MEDIUM_SUFFIX) : url;
}

/** The full photo an 800 px rendition's address belongs to, or null for any other address. */
export function fullKeyOfMedium(key: string): string | null {
  return /^[a-z0-9/_-]+\/[0-9a-f]{32}-800\.webp$/.test(key) ? key.slice(0, -MEDIUM_SUFFIX.length) + '.webp' : null;
}

/** The link-preview JPEG made from an item photo (features/sharing/preview-image.ts): its size and names. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEWS_PATH = '/previews/';
export const previewKeyFor = (name: string) => `previews/${name}.jpg`;

/** `/uploads/items/<name>.webp` → `/previews/<name>.jpg`; null for photos that are not ours. */
export function previewUrlFor(photoUrl: string): string | null {
  const key = keyFromUrl(photoUrl);
  const name = key && /^items\/([0-9a-f]{32})\.webp$/.exec(key)?.[1];
  return name ? `${PREVIEWS_PATH}${name}.jpg` : null;
}

/** Deletes a stored photo and its renditions; addresses that are not ours are left alone. */
export async function deletePhoto(storage: Storage, url: string): Promise<void> {
  const preview = /^\/uploads\/items\/([0-9a-f]{32})\.webp$/.exec(url)?.[1];
  // The link-preview JPEG made from it (features/sharing/preview-image.ts), if one was asked for.
  const keys = [keyFromUrl(url), keyFromUrl(thumbnailUrlFor(url)), keyFromUrl(mediumUrlFor(url)), preview ? `previews/${preview}.jpg` : null].filter(
    (k): k is string => !!k,
  );
  await Promise.all([...new Set(keys)].map((key) => storage.delete(key)));
}
