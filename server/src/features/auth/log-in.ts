import { MESSAGE_KEYS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/crypto';
import { enforceAuthLimits, forgiveAddress } from './auth-limits';
import { findUserByEmail, findUserByPhone } from './users.repository';
import { issueToken } from './tokens.repository';
import type { UserRow } from '../../db/schema';

export const SUSPENDED_DEFAULT_REASON = 'Your account has been suspended by an administrator.';

/**
 * E-mail or phone number, and password, to a session. Unknown ones cost the same scrypt work as wrong passwords
 * and get the same answer, so the answer never tells which of the two was wrong. Suspension is
 * only revealed to someone who knows the password.
 */
export async function logIn(
  options: {
    ctx: AppContext;
    password: string;
    ip: string;
  } & ({ email: string; phone?: undefined } | { phone: string; email?: undefined }),
): Promise<{ token: string; user: UserRow }> {
  const { ctx, password, ip } = options;
  // The number arrives normalised (+2547…), so every spelling shares one limit and one account.
  const address = options.email ?? options.phone;
  await enforceAuthLimits(ctx, 'login', { address, ip });
  const user = options.email !== undefined ? await findUserByEmail(ctx.db, options.email) : await findUserByPhone(ctx.db, options.phone);
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches) {
    throw options.email !== undefined
      ? new AppError('INVALID_CREDENTIALS', MESSAGE_KEYS.invalidCredentials)
      : new AppError('INVALID_PHONE_CREDENTIALS', MESSAGE_KEYS.invalidPhoneCredentials);
  }
  if (user.suspended) throw new AppError('ACCOUNT_SUSPENDED', 'Account suspended', { reason: user.suspensionReason ?? SUSPENDED_DEFAULT_REASON });
  await forgiveAddress(ctx.db, 'login', address);
  return { user, token: await issueToken(ctx.db, user.id) };
}
