/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every server process
 * (decisions.md "Scale"): sign-in, codes, resets, payments, admin keys.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from './errors';

export interface Limit {
  /** e.g. `login:ip:1.2.3.4` or `otp:email:a@b.co` */
  key: string;
  limit: number;
  windowMs: number;
}

/** Counts one hit; returns how many hits the window has seen and when it resets. */
export async function countHit(db: Executor, { key, windowMs }: Limit): Promise<{ count: number; resetAt: Date }> {
  const resetAt = new Date(Date.now() + windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

/** Throws 429 with Retry-After when any of the limits is exceeded. */
export async function enforceRateLimits(db: Executor, limits: Limit[], message = 'Too many attempts. Please wait and try again.') {
  for (const limit of limits) {
    const { count, resetAt } = await countHit(db, limit);
    if (count > limit.limit) {
      throw tooManyRequests(message, Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)));
    }
  }
}

export async function clearRateLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
