import { MESSAGES } from '@okota/shared';
import type { AppContext } from '../../context';
import { forbidden, unauthorized } from '../../lib/errors';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/crypto';
import { enforceAuthLimits, forgiveAddress } from './auth-limits';
import { findUserByEmail } from './users.repository';
import { issueToken } from './tokens.repository';
import type { UserRow } from '../../db/schema';

export const SUSPENDED_DEFAULT_REASON = 'Your account has been suspended by an administrator.';

/**
 * E-mail and password to a session. Unknown e-mails cost the same scrypt work as wrong passwords
 * and get the same answer, so the answer never tells which of the two was wrong. Suspension is
 * only revealed to someone who knows the password.
 */
export async function logIn(options: { ctx: AppContext; email: string; password: string; ip: string }): Promise<{ token: string; user: UserRow }> {
  const { ctx, email, password, ip } = options;
  await enforceAuthLimits(ctx, 'login', { address: email, ip });
  const user = await findUserByEmail(ctx.db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches) throw unauthorized(MESSAGES.invalidCredentials);
  if (user.suspended) throw forbidden('Account suspended', { reason: user.suspensionReason ?? SUSPENDED_DEFAULT_REASON });
  await forgiveAddress(ctx.db, 'login', email);
  return { user, token: await issueToken(ctx.db, user.id) };
}
