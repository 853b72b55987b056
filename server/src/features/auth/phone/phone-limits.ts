/**
 * How often codes may be sent and tried (docs/rules.md "SMS and USSD": per number, per user and
 * per network; 429 with Retry-After). An SMS costs money and reaches a stranger when the number is
 * someone else's, so sending is limited harder than checking, and every code sent also spends
 * from the SMS budget all code paths share (sms/sms-spend.ts; docs/decisions/0266). Counted in
 * PostgreSQL like the sign-in limits (auth-limits.ts); no address is exempt.
 */
import type { AppContext } from '../../../context';
import { enforceRateLimits, type Limit } from '../../../lib/rate-limit';
import { networkOf } from '../../../lib/network-of';
import { spendCodeSms } from '../../sms';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const PHONE_LIMITS = {
  /** Per network and per account, sending counts in the SMS budget only (sms-spend.ts): one count for every path. */
  sendCode: { perNumber: { limit: 3, windowMs: HOUR } },
  verifyCode: { perNumber: { limit: 20, windowMs: 15 * MINUTE }, perUser: { limit: 20, windowMs: 15 * MINUTE }, perIp: { limit: 60, windowMs: 15 * MINUTE } },
} as const;

export const PHONE_LIMIT_MESSAGE = 'Too many codes for now. Please wait and try again.';

export async function enforcePhoneLimits(
  ctx: Pick<AppContext, 'db' | 'config' | 'log'>,
  action: keyof typeof PHONE_LIMITS,
  who: { phone: string; userId: string; ip: string },
): Promise<void> {
  const limits: Limit[] = [{ key: `phone-${action}:number:${who.phone}`, ...PHONE_LIMITS[action].perNumber }];
  if (action === 'verifyCode') {
    const { perUser, perIp } = PHONE_LIMITS.verifyCode;
    limits.unshift({ key: `phone-${action}:ip:${networkOf(who.ip)}`, ...perIp }, { key: `phone-${action}:user:${who.userId}`, ...perUser });
  }
  await enforceRateLimits(ctx.db, limits, PHONE_LIMIT_MESSAGE);
  if (action === 'sendCode') await spendCodeSms(ctx, { ip: who.ip, phone: who.phone, userId: who.userId });
}
