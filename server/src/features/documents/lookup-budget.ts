/**
 * One budget for every way to test a document number (issue 26, docs/decisions/0237): the web
 * lookup, a lost report filed or edited with a number, and the USSD menu. Each path spends from
 * the same counters, so a caller refused on one cannot go on through another:
 * - per account and per phone number: a few dozen an hour, fifty a day;
 * - per network: one IPv4 address, or one IPv6 /64 (a home or phone gets a whole /64, so counting
 *   single IPv6 addresses would give endless fresh quotas);
 * - all callers together: a circuit breaker that refuses everyone for the rest of the minute and
 *   tells the admins once an hour, for a walk spread over many addresses and made-up USSD numbers.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, tooManyRequests } from '../../lib/errors';
import { countHit, enforceRateLimits, type Limit } from '../../lib/rate-limit';
import { notify, listAdminIds } from '../notifications';
import { networkOf } from '../../lib/network-of';

export { networkOf };

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const LOOKUP_LIMITS = {
  /** Many people share one address (a mobile network's NAT, a cyber café). */
  perAddressHour: 60,
  perCallerHour: 20,
  perCallerDay: 50,
  /** Across all callers: about fifty times the busiest minute we expect. */
  globalPerMinute: 300,
} as const;

export const LOOKUP_LIMIT_MESSAGE = 'You have checked many document numbers. Please wait and try again later.';

export const LOOKUP_BREAKER: Limit = { key: 'doc-lookup:global:minute', limit: LOOKUP_LIMITS.globalPerMinute, windowMs: MINUTE_MS };
const BREAKER_ALERT: Limit = { key: 'doc-lookup:global:alerted', limit: 1, windowMs: HOUR_MS };

/** Who asks: the network address, and the account or the phone number when known. */
export interface LookupCaller {
  ip?: string;
  userId?: string | null;
  phone?: string | null;
}

export function lookupLimits(caller: LookupCaller): Limit[] {
  const limits: Limit[] = [];
  if (caller.ip) limits.push({ key: `doc-lookup:ip:${networkOf(caller.ip)}`, limit: LOOKUP_LIMITS.perAddressHour, windowMs: HOUR_MS });
  for (const who of [caller.userId && `user:${caller.userId}`, caller.phone && `phone:${caller.phone}`]) {
    if (!who) continue;
    limits.push({ key: `doc-lookup:${who}:hour`, limit: LOOKUP_LIMITS.perCallerHour, windowMs: HOUR_MS });
    limits.push({ key: `doc-lookup:${who}:day`, limit: LOOKUP_LIMITS.perCallerDay, windowMs: DAY_MS });
  }
  return limits;
}

/** A refusal by the breaker (not by the caller's own budget): the admins hear of it. */
const breakerTrips = new WeakSet<AppError>();

/**
 * Spends one lookup, or throws 429. `db` may be a transaction the caller rolls back on a refusal
 * (USSD); then the caller passes the error to alertIfBreakerTripped itself, after the rollback.
 */
export async function spendLookup(ctx: AppContext, caller: LookupCaller, db: Executor = ctx.db): Promise<void> {
  await enforceRateLimits(db, lookupLimits(caller), LOOKUP_LIMIT_MESSAGE);
  const { count, resetAt } = await countHit(db, LOOKUP_BREAKER);
  if (count <= LOOKUP_BREAKER.limit) return;
  const error = tooManyRequests(LOOKUP_LIMIT_MESSAGE, Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)));
  breakerTrips.add(error);
  if (db === ctx.db) await alertIfBreakerTripped(ctx, error);
  throw error;
}

/** Once an hour at most, every admin gets a bell notification and the audit log a row. */
export async function alertIfBreakerTripped(ctx: AppContext, error: unknown): Promise<void> {
  if (!(error instanceof AppError) || !breakerTrips.has(error)) return;
  try {
    await ctx.db.transaction(async (tx) => {
      const { count } = await countHit(tx, BREAKER_ALERT);
      if (count > BREAKER_ALERT.limit) return;
      for (const userId of await listAdminIds(tx)) {
        await notify(tx, { userId, type: 'system', kind: 'lookups_paused', params: { perMinute: LOOKUP_LIMITS.globalPerMinute } });
      }
      await recordAudit(tx, {
        actorId: null,
        action: 'documents.lookups_paused',
        targetType: 'setting',
        targetId: 'document-lookups',
        details: { perMinute: LOOKUP_LIMITS.globalPerMinute },
      });
    });
  } catch (alertError) {
    // The refusal stands whether or not the alert could be written.
    ctx.log.error({ err: alertError }, 'could not alert the admins of paused document lookups');
  }
}
