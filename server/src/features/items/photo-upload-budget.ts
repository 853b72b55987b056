/**
 * How much one address and one account may upload ahead of a post (guests included): counted in
 * photos and in bytes, not in requests, since one request carries up to five 10 MB photos. The
 * form reader asks before it reads a byte of the body and before each photo, and counts each
 * photo once it has arrived, so a caller over the limit is refused before the upload is taken in.
 */
import { MAX_PHOTO_BYTES } from '@okota/shared';
import type { Executor } from '../../db/client';
import { assertUnderRateLimits, countHit, type Limit } from '../../lib/rate-limit';
import { tooManyRequests } from '../../lib/errors';

const HOUR_MS = 60 * 60 * 1000;
const KB = 1024;

/**
 * Per hour. An address is shared by many people on Kenyan mobile networks (carrier-grade NAT), so
 * it gets twice an account's share; 100 photos are 20 posts' worth. Bytes are counted in KB, so a
 * counter stays well inside PostgreSQL's integer.
 */
export const PHOTO_UPLOAD_LIMITS = {
  perIp: { photos: 200, kilobytes: (100 * MAX_PHOTO_BYTES) / KB },
  perUser: { photos: 100, kilobytes: (50 * MAX_PHOTO_BYTES) / KB },
  windowMs: HOUR_MS,
};

export const PHOTO_UPLOAD_LIMIT_MESSAGE = 'Too many photo uploads. Please wait and try again.';

export interface UploadCaller {
  ip: string;
  userId: string | null;
}

/** The counters of one caller: photos and kilobytes, per address and (signed in) per account. */
export function photoUploadLimits({ ip, userId }: UploadCaller): { photos: Limit[]; kilobytes: Limit[] } {
  const { perIp, perUser, windowMs } = PHOTO_UPLOAD_LIMITS;
  const photos: Limit[] = [{ key: `photo-upload:ip:${ip}`, limit: perIp.photos, windowMs }];
  const kilobytes: Limit[] = [{ key: `photo-upload-kb:ip:${ip}`, limit: perIp.kilobytes, windowMs }];
  if (userId) {
    photos.push({ key: `photo-upload:user:${userId}`, limit: perUser.photos, windowMs });
    kilobytes.push({ key: `photo-upload-kb:user:${userId}`, limit: perUser.kilobytes, windowMs });
  }
  return { photos, kilobytes };
}

export interface UploadBudget {
  /** 429 with Retry-After when the caller has no photo or byte left; counts nothing. */
  assertRoom(): Promise<void>;
  /** Counts one photo that arrived; 429 once that takes the caller past a limit. */
  charge(bytes: number): Promise<void>;
}

export function createUploadBudget(db: Executor, caller: UploadCaller): UploadBudget {
  const limits = photoUploadLimits(caller);
  const all = [...limits.photos, ...limits.kilobytes];
  const countOver = async (limit: Limit, amount: number) => {
    const { count, resetAt } = await countHit(db, limit, amount);
    if (count > limit.limit) {
      throw tooManyRequests(PHOTO_UPLOAD_LIMIT_MESSAGE, Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)), 'PHOTO_UPLOADS_LIMITED');
    }
  };
  return {
    assertRoom: () => assertUnderRateLimits(db, all, PHOTO_UPLOAD_LIMIT_MESSAGE),
    async charge(bytes) {
      for (const limit of limits.photos) await countOver(limit, 1);
      for (const limit of limits.kilobytes) await countOver(limit, Math.max(1, Math.ceil(bytes / KB)));
    },
  };
}
