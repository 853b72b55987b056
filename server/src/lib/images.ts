/**
 * Photo intake (docs/rules.md "Items"): the type is read from the bytes, never from the name; each
 * photo is re-encoded to WebP (longest side 1600 px) with an 800 px middle rendition for phones
 * (docs/decisions/0223) and a 400 px thumbnail, and everything
 * else in the file — EXIF, GPS position, camera serials — is dropped, because a photo taken at
 * home tells strangers where the finder lives. Where a processed photo is stored, under which
 * names, and how it is deleted: integrations/storage/stored-photos.ts.
 */
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '@okota/shared';
import { AppError } from './errors';

export type ImageType = 'jpeg' | 'png' | 'webp';

// libvips keeps up to 50 MB of recent operations to reuse them on the same input; every photo we
// get is a new one, so the cache would only hold memory a busy server needs (decisions 0120).
sharp.cache(false);

const FULL_SIDE = 1600;
const MEDIUM_SIDE = 800;
const THUMB_SIDE = 400;
/** About 50 megapixels: any phone photo, but not a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;

export const PHOTO_MESSAGES = {
  unsupported: 'Photos must be JPEG, PNG or WebP images',
  unreadable: 'This photo could not be read. Please choose another image',
  tooLarge: 'Each photo must be 10 MB or smaller',
  tooManyPixels: 'This photo is too large to process. Please choose a smaller image',
} as const;

/** The image type from the file's first bytes (magic numbers), or null. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedPhoto {
  full: Buffer;
  medium: Buffer;
  thumbnail: Buffer;
}

/** A photo opened for re-encoding: bounded in pixels, first frame only, turned upright. */
const openPhoto = (input: Buffer | string) => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 }).rotate();

/** The 800 px rendition of a photo (any size, already checked), re-encoded without metadata. */
export function mediumRendition(input: Buffer | string): Promise<Buffer> {
  return openPhoto(input).resize(MEDIUM_SIDE, MEDIUM_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
}

/**
 * A stored rendition as a JPEG, for a messaging app that takes no WebP (a WhatsApp image is a JPEG
 * or a PNG, docs/decisions/0269). Our renditions carry no metadata, and re-encoding adds none.
 */
export function jpegOf(input: Buffer): Promise<Buffer> {
  return openPhoto(input).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * An upload as received: in memory, or in the temporary file the form reader streamed it to
 * (features/items/read-photo-form.ts), so that five 10 MB photos are not all held in memory.
 */
export type PhotoSource = Buffer | { path: string; bytes: number };

const sizeOf = (source: PhotoSource) => (Buffer.isBuffer(source) ? source.length : source.bytes);

/** The first bytes, enough to recognise the type. */
async function headOf(source: PhotoSource, length = 16): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source.subarray(0, length);
  const file = await open(source.path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Checks and re-encodes one upload; a 400 with a clear message for anything unacceptable. */
export async function processPhoto(photo: PhotoSource): Promise<ProcessedPhoto> {
  if (sizeOf(photo) > MAX_PHOTO_BYTES) throw new AppError('PHOTO_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  const type = sniffImageType(await headOf(photo));
  if (!type) throw new AppError('PHOTO_UNSUPPORTED', PHOTO_MESSAGES.unsupported);
  // sharp reads a file itself, a piece at a time.
  const input = Buffer.isBuffer(photo) ? photo : photo.path;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (metadata.format !== type) throw new AppError('PHOTO_UNSUPPORTED', PHOTO_MESSAGES.unsupported);
    const [full, medium, thumbnail] = await Promise.all([
      openPhoto(input).resize(FULL_SIDE, FULL_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      mediumRendition(input),
      openPhoto(input).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 70 }).toBuffer(),
    ]);
    return { full, medium, thumbnail };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    const message = String((error as Error).message ?? '');
    throw /pixel limit/i.test(message)
      ? new AppError('PHOTO_TOO_MANY_PIXELS', PHOTO_MESSAGES.tooManyPixels)
      : new AppError('PHOTO_UNREADABLE', PHOTO_MESSAGES.unreadable);
  }
}
