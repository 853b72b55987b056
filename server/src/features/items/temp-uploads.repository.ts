/**
 * Photos uploaded before their item exists (guests included). A row per photo; it disappears
 * when the photo is attached to an item, or with the file once it expires.
 */
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { TEMP_UPLOAD_TTL_MS } from '@okota/shared';
import type { Executor } from '../../db/client';
import { tempUploads } from '../../db/schema';

export async function recordTempUploads(db: Executor, urls: string[], ownerId: string | null): Promise<void> {
  if (!urls.length) return;
  const expiresAt = new Date(Date.now() + TEMP_UPLOAD_TTL_MS);
  await db.insert(tempUploads).values(urls.map((url) => ({ url, ownerId, expiresAt })));
}

/**
 * Takes the still-valid temporary uploads among `urls` for this user (a guest's uploads belong
 * to whoever signs in with the draft); returns the URLs it took.
 */
export async function claimTempUploads(db: Executor, urls: string[], userId: string): Promise<string[]> {
  if (!urls.length) return [];
  const rows = await db
    .delete(tempUploads)
    .where(and(inArray(tempUploads.url, urls), sql`${tempUploads.expiresAt} > now()`, or(isNull(tempUploads.ownerId), eq(tempUploads.ownerId, userId))))
    .returning({ url: tempUploads.url });
  return rows.map((r) => r.url);
}

/** Removes expired rows and returns their URLs, so the caller deletes the files. */
export async function takeExpiredTempUploads(db: Executor, limit = 500): Promise<string[]> {
  const rows = await db
    .delete(tempUploads)
    .where(inArray(tempUploads.id, db.select({ id: tempUploads.id }).from(tempUploads).where(lt(tempUploads.expiresAt, new Date())).limit(limit)))
    .returning({ url: tempUploads.url });
  return rows.map((r) => r.url);
}
