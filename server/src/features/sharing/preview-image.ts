/**
 * The picture a pasted item link shows in WhatsApp: a JPEG of 1200×630 and at most 300 KB, cut
 * from the item's first photo. WhatsApp skips WebP and large images in many previews, so the
 * stored WebP photo is not used as is. Made on the first request and kept beside the photos under
 * `previews/`, named after the photo (photo names are random and never reused, so a preview never
 * changes); deleting the photo deletes it too (lib/images.ts deletePhoto).
 */
import sharp from 'sharp';
import { readStoredBytes, type Storage } from '../../integrations/storage/storage';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, previewKeyFor } from '../../integrations/storage/stored-photos';

export const PREVIEW_MAX_BYTES = 300 * 1024;

/** The random name of one of our stored item photos: 32 hexadecimal digits. */
const PHOTO_NAME = /^[0-9a-f]{32}$/;
const QUALITIES = [82, 70, 58, 45];

/** The preview's bytes, made and kept on first use; null when there is no such photo. */
export async function loadPreviewImage(storage: Storage, name: string): Promise<Buffer | null> {
  if (!PHOTO_NAME.test(name)) return null;
  const kept = await readStoredBytes(storage, previewKeyFor(name));
  if (kept) return kept;
  const photo = await readStoredBytes(storage, `items/${name}.webp`);
  if (!photo) return null;
  const jpeg = await drawPreview(photo);
  await storage.put(previewKeyFor(name), jpeg, 'image/jpeg');
  return jpeg;
}

/** Cropped to fill 1200×630 around the photo's busiest part; lower quality until it fits. */
export async function drawPreview(photo: Buffer): Promise<Buffer> {
  const framed = await sharp(photo)
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .toBuffer();
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(framed).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}
