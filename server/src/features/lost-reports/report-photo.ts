/**
 * A report's optional photo goes through the items' image pipeline (type read from the bytes,
 * re-encoded to WebP, metadata stripped, 400 px thumbnail) and is stored under `private/`,
 * which /uploads never serves: reports are private, so only GET /api/lost-reports/{id}/photo
 * reads it back, after the owner-or-admin check.
 */
import type { AppContext } from '../../context';
import { publicUrlFor, keyFromUrl, type StoredFile } from '../../integrations/storage/storage';
import { badRequest } from '../../lib/errors';
import { processPhoto, type PhotoSource } from '../../lib/images';
import { deletePhoto, storePhoto } from '../../integrations/storage/stored-photos';

const FOLDER = 'private/lost-reports';
const KEY_PATTERN = /^private\/lost-reports\/[0-9a-f]{32}\.webp$/;

export function assertOnePhoto(photos: PhotoSource[]): void {
  if (photos.length > 1) throw badRequest('Add one photo at most');
}

/** Processes and stores the photo; answers its storage key. */
export async function storeReportPhoto(ctx: AppContext, photo: PhotoSource): Promise<string> {
  const stored = await storePhoto(ctx.storage, await processPhoto(photo), FOLDER);
  return keyFromUrl(stored.url)!;
}

/** Only keys this feature wrote are read back, whatever the column holds. */
export async function readReportPhoto(ctx: AppContext, key: string, size: 'full' | 'thumb'): Promise<StoredFile | null> {
  if (!KEY_PATTERN.test(key)) return null;
  return ctx.storage.get(size === 'thumb' ? key.replace(/\.webp$/, '-thumb.webp') : key);
}

/** Best effort: a leftover file is private and harmless; a failed request must not fail twice. */
export async function discardReportPhoto(ctx: AppContext, key: string | null | undefined): Promise<void> {
  if (!key || !KEY_PATTERN.test(key)) return;
  await deletePhoto(ctx.storage, publicUrlFor(key)).catch((error: unknown) => {
    ctx.log.warn({ err: error, key }, 'could not delete a lost-report photo');
  });
}
