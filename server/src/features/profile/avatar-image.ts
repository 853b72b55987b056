/**
 * Profile photos: recognised by their bytes (JPEG, PNG or WebP), cropped to a small square WebP
 * and re-encoded, which drops EXIF, GPS and every other piece of metadata, like item photos
 * (docs/rules.md "Items"): a selfie taken at home must not tell strangers where the user lives.
 */
import sharp from 'sharp';
import { AppError } from '../../lib/errors';
import { PHOTO_MESSAGES, sniffImageType } from '../../lib/images';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIDE = 256;
/** About 50 megapixels, as for item photos: any phone photo, but not a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

export const AVATAR_MESSAGES = {
  missing: 'Choose a photo to upload',
  tooLarge: 'Profile photos must be 5 MB or smaller',
} as const;

export async function processAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('AVATAR_TOO_LARGE', AVATAR_MESSAGES.tooLarge);
  const type = sniffImageType(bytes);
  if (!type) throw new AppError('PHOTO_UNSUPPORTED', PHOTO_MESSAGES.unsupported);
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== type) throw new AppError('PHOTO_UNSUPPORTED', PHOTO_MESSAGES.unsupported);
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    const message = String((error as Error).message ?? '');
    throw /pixel limit/i.test(message)
      ? new AppError('PHOTO_TOO_MANY_PIXELS', PHOTO_MESSAGES.tooManyPixels)
      : new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
  }
}
