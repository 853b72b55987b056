/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every server process
 * (docs/rules.md "Scale"): sign-in, codes, resets, payments, admin keys.
 */
import { inArray, sql } from 'drizzle-orm';
import type { ErrorCode } from '@okota/shared/error-codes';
import { MESSAGE_KEYS } from '@okota/shared/messages';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

export interface Limit {
  /** e.g. `login:ip:1.2.3.4` or `otp:email:a@b.co` */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit, or `amount` at once (a limit counted in photos or bytes); returns how many the
 * window has seen and when it resets.
 */
export async function countHit(db: Executor, { key, windowMs }: Limit, amount = 1): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then ${amount} else ${rateLimits.count} + ${amount} end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

/** Throws 429 with Retry-After when any of the limits is exceeded. */
export async function enforceRateLimits(db: Executor, limits: Limit[], message: string = MESSAGE_KEYS.tooManyAttempts, code?: ErrorCode) {
  for (const limit of limits) {
    const { count, resetAt } = await countHit(db, limit);
    if (count > limit.limit) {
      throw tooManyRequests(message, Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)), code);
    }
  }
}

/**
 * Throws 429 with Retry-After when a limit is already used up, counting nothing: a caller refuses
 * before doing the work (reading an upload) instead of after it.
 */
export async function assertUnderRateLimits(db: Executor, limits: Limit[], message = 'Too many attempts. Please wait and try again.', code?: ErrorCode) {
  if (!limits.length) return;
  const rows = await db
    .select({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(
      inArray(
        rateLimits.key,
        limits.map((limit) => limit.key),
      ),
    );
  const now = Date.now();
  for (const limit of limits) {
    const row = rows.find((r) => r.key === limit.key);
    if (row && row.resetAt.getTime() > now && row.count >= limit.limit) {
      throw tooManyRequests(message, Math.max(1, Math.ceil((row.resetAt.getTime() - now) / 1000)), code);
    }
  }
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
