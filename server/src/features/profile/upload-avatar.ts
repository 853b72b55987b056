/**
 * A new profile photo: processed, stored under a random name, then recorded on the user; the
 * previous photo is deleted once the new one is in place.
 */
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { enforceRateLimits } from '../../lib/rate-limit';
import { keyFromUrl } from '../../integrations/storage/keys';
import type { UserRow } from '../../db/schema';
import { processAvatar } from './avatar-image';
import { setProfileImage } from './profile.repository';

const HOUR_MS = 60 * 60 * 1000;
const AVATAR_FOLDER = 'avatars/';

export async function uploadAvatar({ ctx, user, bytes }: { ctx: AppContext; user: UserRow; bytes: Buffer }): Promise<UserRow> {
  await enforceRateLimits(ctx.db, [{ key: `avatar:user:${user.id}`, limit: 20, windowMs: HOUR_MS }], 'Too many photo uploads. Please wait and try again.');
  const image = await processAvatar(bytes);
  const key = `${AVATAR_FOLDER}${randomBytes(16).toString('hex')}.webp`;
  await ctx.storage.put(key, image, 'image/webp');
  let updated: UserRow;
  try {
    updated = await setProfileImage(ctx.db, user.id, ctx.storage.url(key));
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
  await deleteOldAvatar(ctx, user.profileImageUrl);
  return updated;
}

/** Only photos we stored as avatars are deleted; any other address (older data) is left alone. */
async function deleteOldAvatar(ctx: AppContext, url: string | null): Promise<void> {
  const key = url ? keyFromUrl(url) : null;
  if (!key?.startsWith(AVATAR_FOLDER)) return;
  await ctx.storage.delete(key).catch((error: unknown) => ctx.log.warn({ err: error, key }, 'could not delete an old profile photo'));
}
