/**
 * Quick login for operators who hold ADMIN_QUICK_LOGIN_KEY (docs/rules.md "Administration"): it
 * exists only when the key is set, compares in constant time, is rate limited per address and
 * overall, and signs in as the admin account. The key is never shown anywhere.
 */
import type { AppContext } from '../../../context';
import { AppError, notFound } from '../../../lib/errors';
import { enforceRateLimits } from '../../../lib/rate-limit';
import { recordAudit } from '../../../lib/audit';
import { safeEqual, sha256 } from '../../../lib/crypto';
import { issueToken } from '../../auth';
import { findActiveAdmin } from './quick-login.repository';

const QUARTER_HOUR_MS = 15 * 60 * 1000;
export const QUICK_LOGIN_LIMITS = { perAddress: 5, overall: 30 };

export async function quickLogin({ ctx, adminKey, ip }: { ctx: AppContext; adminKey: string; ip: string }) {
  const expected = ctx.config.ADMIN_QUICK_LOGIN_KEY;
  if (!expected) throw notFound('Not found');
  await enforceRateLimits(ctx.db, [
    { key: `quick-login:ip:${ip}`, limit: QUICK_LOGIN_LIMITS.perAddress, windowMs: QUARTER_HOUR_MS },
    // Guessing from many addresses at once still meets a ceiling.
    { key: 'quick-login:all', limit: QUICK_LOGIN_LIMITS.overall, windowMs: QUARTER_HOUR_MS },
  ]);
  // Hashing first makes both sides the same length, so the comparison time says nothing.
  if (!safeEqual(sha256(adminKey), sha256(expected))) throw new AppError('UNAUTHORIZED', 'Access Denied');

  // The configured admin (ADMIN_EMAIL) if it is one, else the oldest active admin.
  const admin = (ctx.config.ADMIN_EMAIL && (await findActiveAdmin(ctx.db, ctx.config.ADMIN_EMAIL.toLowerCase()))) || (await findActiveAdmin(ctx.db));
  if (!admin) throw new AppError('UNAVAILABLE', 'No admin account exists');
  const token = await issueToken(ctx.db, admin.id);
  await recordAudit(ctx.db, { actorId: admin.id, action: 'admin.quick_login', targetType: 'user', targetId: admin.id, details: { ip } });
  return { token, user: admin };
}
