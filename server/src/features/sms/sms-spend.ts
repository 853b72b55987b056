/**
 * What anyone can make us send by SMS is bounded by construction (docs/decisions/0266). Every
 * request for a code — phone sign-up, a number to prove (the account's, a new one, a lost report's
 * alert phone), a password reset by SMS — spends from the same counters, whichever path it took,
 * and whether or not an SMS leaves (a taken or unknown number gets none: the counters must not
 * tell the two apart):
 * - per network: one IPv4 address or one IPv6 /64 (a home or phone gets a whole /64), and per
 *   IPv6 /48 (a site's 65,536 /64s);
 * - per account when signed in, per destination number, and per block of 10,000 numbers (the
 *   number without its last four digits: SMS pumping walks a range someone is paid for);
 * - all callers together: an hourly budget in messages and in KSh (configuration), past which
 *   these requests get 503 SMS_PAUSED and the admins are told once per trip.
 * No address is exempt. Alerts, turn messages, collection codes and USSD links never pass here:
 * they answer what a person did, and keep flowing when codes are paused.
 */
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { countHit, enforceRateLimits, type Limit } from '../../lib/rate-limit';
import { ipv6SiteOf, networkOf } from '../../lib/network-of';
import { recordSmsPause } from './sms-paused-alert';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const SMS_SPEND_LIMITS = {
  /** Generous: a mobile network's NAT or a cyber café puts many people behind one address. */
  perNetworkHour: 30,
  /** An IPv6 /48 holds 65,536 /64s: one site cannot take a fresh /64 for every request. */
  perIpv6SiteHour: 60,
  perAccountHour: 6,
  perNumberHour: 5,
  perNumberDay: 10,
  perBlockHour: 20,
} as const;

/**
 * A development server on the SMS simulator sends nothing that costs money, but a developer and the
 * browser suite sign up many people from one machine: its per-caller limits are ten times the
 * production ones — counted for every address all the same, never unlimited. Production (which
 * refuses the simulator) and the API tests use the limits above (docs/decisions/0266).
 */
export const DEVELOPMENT_SCALE = 10;

type SpendLimits = { [K in keyof typeof SMS_SPEND_LIMITS]: number };

export function smsSpendLimitsOf(config: Pick<AppContext['config'], 'isProduction' | 'isTest' | 'SMS_ENV'>): SpendLimits {
  const isSimulatedDevelopment = !config.isProduction && !config.isTest && config.SMS_ENV === 'simulator';
  const scale = isSimulatedDevelopment ? DEVELOPMENT_SCALE : 1;
  return {
    perNetworkHour: SMS_SPEND_LIMITS.perNetworkHour * scale,
    perIpv6SiteHour: SMS_SPEND_LIMITS.perIpv6SiteHour * scale,
    perAccountHour: SMS_SPEND_LIMITS.perAccountHour * scale,
    // A number is nobody's to flood, on any server.
    perNumberHour: SMS_SPEND_LIMITS.perNumberHour,
    perNumberDay: SMS_SPEND_LIMITS.perNumberDay,
    perBlockHour: SMS_SPEND_LIMITS.perBlockHour * scale,
  };
}

export const SMS_CODES_LIMITED_MESSAGE = 'Too many SMS codes for now. Please wait and try again later.';
export const SMS_PAUSED_MESSAGE = 'We cannot send SMS codes right now. Please try again within the hour, or sign up with your e-mail address.';

export const SMS_BUDGET_KEYS = { messages: 'sms-budget:messages:hour', cents: 'sms-budget:cents:hour' } as const;

export interface SmsSpender {
  ip: string;
  /** The destination, normalised (+254…). */
  phone: string;
  /** The signed-in account asking, if any. */
  userId?: string | null;
}

/** The number without its last four digits: +254712345678 → +25471234. */
export function numberBlockOf(phone: string): string {
  return phone.slice(0, -4);
}

export function smsSpendLimits(who: SmsSpender, l: SpendLimits = SMS_SPEND_LIMITS): Limit[] {
  const site = ipv6SiteOf(who.ip);
  return [
    { key: `sms-spend:net:${networkOf(who.ip)}`, limit: l.perNetworkHour, windowMs: HOUR_MS },
    ...(site ? [{ key: `sms-spend:site:${site}`, limit: l.perIpv6SiteHour, windowMs: HOUR_MS }] : []),
    ...(who.userId ? [{ key: `sms-spend:user:${who.userId}`, limit: l.perAccountHour, windowMs: HOUR_MS }] : []),
    { key: `sms-spend:to:${who.phone}:hour`, limit: l.perNumberHour, windowMs: HOUR_MS },
    { key: `sms-spend:to:${who.phone}:day`, limit: l.perNumberDay, windowMs: DAY_MS },
    { key: `sms-spend:block:${numberBlockOf(who.phone)}`, limit: l.perBlockHour, windowMs: HOUR_MS },
  ];
}

/** Spends one code SMS, or throws 429 SMS_CODES_LIMITED (this caller) or 503 SMS_PAUSED (everyone). */
export async function spendCodeSms(ctx: Pick<AppContext, 'db' | 'config' | 'log'>, who: SmsSpender): Promise<void> {
  await enforceRateLimits(ctx.db, smsSpendLimits(who, smsSpendLimitsOf(ctx.config)), SMS_CODES_LIMITED_MESSAGE, 'SMS_CODES_LIMITED');
  const { SMS_BUDGET_MESSAGES_PER_HOUR: maxMessages, SMS_BUDGET_KES_PER_HOUR: maxKes, SMS_COST_KES: cost } = ctx.config;
  // In cents, so that a cost such as 0.8 KSh adds up exactly.
  const costCents = Math.max(1, Math.round(cost * 100));
  const messages = await countHit(ctx.db, { key: SMS_BUDGET_KEYS.messages, limit: maxMessages, windowMs: HOUR_MS });
  const cents = await countHit(ctx.db, { key: SMS_BUDGET_KEYS.cents, limit: maxKes * 100, windowMs: HOUR_MS }, costCents);
  if (messages.count <= maxMessages && cents.count <= Math.round(maxKes * 100)) return;
  const resetAt = new Date(Math.max(messages.resetAt.getTime(), cents.resetAt.getTime()));
  await recordSmsPause(ctx, resetAt);
  throw new AppError('SMS_PAUSED', SMS_PAUSED_MESSAGE, { retryAfter: Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000)) });
}
