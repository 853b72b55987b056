/**
 * How often codes may be sent and tried (decisions.md "SMS and USSD": per number, per user and
 * per IP; 429 with Retry-After). An SMS costs money and reaches a stranger when the number is
 * someone else's, so sending is limited harder than checking. Counted in PostgreSQL like the
 * sign-in limits (auth-limits.ts), with the same loopback exception for development.
 */
import type { AppContext } from '../../../context';
import { enforceRateLimits, type Limit } from '../../../lib/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PHONE_LIMITS = {
  sendCode: { perNumber: { limit: 3, windowMs: HOUR }, perUser: { limit: 5, windowMs: HOUR }, perIp: { limit: 30, windowMs: HOUR } },
  verifyCode: { perNumber: { limit: 20, windowMs: 15 * MINUTE }, perUser: { limit: 20, windowMs: 15 * MINUTE }, perIp: { limit: 60, windowMs: 15 * MINUTE } },
} as const;

export const PHONE_LIMIT_MESSAGE = 'Too many codes for now. Please wait and try again.';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function enforcePhoneLimits(
  ctx: Pick<AppContext, 'db' | 'config'>,
  action: keyof typeof PHONE_LIMITS,
  who: { phone: string; userId: string; ip: string },
): Promise<void> {
  const { perNumber, perUser, perIp } = PHONE_LIMITS[action];
  const isDevelopment = !ctx.config.isProduction && !ctx.config.isTest;
  const limits: Limit[] = [
    ...(isDevelopment && LOOPBACK.has(who.ip) ? [] : [{ key: `phone-${action}:ip:${who.ip}`, ...perIp }]),
    { key: `phone-${action}:user:${who.userId}`, ...perUser },
    { key: `phone-${action}:number:${who.phone}`, ...perNumber },
  ];
  await enforceRateLimits(ctx.db, limits, PHONE_LIMIT_MESSAGE);
}
