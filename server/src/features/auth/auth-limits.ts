/**
 * Attempt limits per address and per IP (docs/rules.md "Accounts and roles"), kept in PostgreSQL so
 * they hold across server processes. Per-IP limits are generous on purpose: Kenyan mobile networks
 * put many subscribers behind one address (carrier-grade NAT).
 */
import { MESSAGE_KEYS } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { enforceRateLimits, clearRateLimit, type Limit } from '../../lib/rate-limit';
import { networkOf } from '../../lib/network-of';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface ActionLimits {
  perAddress: { limit: number; windowMs: number };
  perIp: { limit: number; windowMs: number };
}

export const AUTH_LIMITS = {
  sendCode: { perAddress: { limit: 5, windowMs: HOUR }, perIp: { limit: 30, windowMs: HOUR } },
  verifyCode: { perAddress: { limit: 20, windowMs: 15 * MINUTE }, perIp: { limit: 60, windowMs: 15 * MINUTE } },
  register: { perAddress: { limit: 5, windowMs: HOUR }, perIp: { limit: 30, windowMs: HOUR } },
  login: { perAddress: { limit: 10, windowMs: 15 * MINUTE }, perIp: { limit: 100, windowMs: 15 * MINUTE } },
  forgotPassword: { perAddress: { limit: 3, windowMs: HOUR }, perIp: { limit: 30, windowMs: HOUR } },
  /** For a reset the "address" is the link itself. */
  resetPassword: { perAddress: { limit: 10, windowMs: HOUR }, perIp: { limit: 30, windowMs: HOUR } },
  /** Changing the phone checks the password: limit guesses per account. */
  updatePhone: { perAddress: { limit: 10, windowMs: HOUR }, perIp: { limit: 100, windowMs: HOUR } },
} satisfies Record<string, ActionLimits>;

export type AuthAction = keyof typeof AUTH_LIMITS;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function limitsFor(action: AuthAction, address: string, ip: string, countIp: boolean): Limit[] {
  const { perAddress, perIp } = AUTH_LIMITS[action];
  const byAddress: Limit = { key: `${action}:address:${address.toLowerCase()}`, ...perAddress };
  return countIp ? [{ key: `${action}:ip:${networkOf(ip)}`, ...perIp }, byAddress] : [byAddress];
}

/**
 * Counts one attempt; 429 with Retry-After when the address or the network (an IPv4 address, an
 * IPv6 /64) has had too many. On a development server, requests from this machine skip the
 * per-network count here (the browser suite registers and signs in many people from 127.0.0.1);
 * tests and production always count. Nothing that sends an SMS relies on this count alone: every
 * code by SMS also spends from sms/sms-spend.ts, which exempts no address (docs/decisions/0266).
 */
export async function enforceAuthLimits(ctx: Pick<AppContext, 'db' | 'config'>, action: AuthAction, who: { address: string; ip: string }): Promise<void> {
  const isDevelopment = !ctx.config.isProduction && !ctx.config.isTest;
  const countIp = !(isDevelopment && LOOPBACK.has(who.ip));
  await enforceRateLimits(ctx.db, limitsFor(action, who.address, who.ip, countIp), MESSAGE_KEYS.tooManyAttempts);
}

/** A successful sign-in forgives the address's earlier mistakes (not the IP's). */
export async function forgiveAddress(db: Executor, action: AuthAction, address: string): Promise<void> {
  await clearRateLimit(db, `${action}:address:${address.toLowerCase()}`);
}
