import { MESSAGE_KEYS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { hashPassword, sha256 } from '../../lib/crypto';
import { enforceAuthLimits } from './auth-limits';
import { consumeResetToken } from './reset-tokens.repository';
import { revokeAllTokens } from './tokens.repository';
import { updateUser } from './users.repository';

/**
 * Sets a new password from an e-mailed link. The link is used up, every session of the account
 * ends (whoever else held one is out), and the e-mail counts as proven.
 */
export async function resetPassword(options: { ctx: AppContext; token: string; newPassword: string; ip: string }): Promise<void> {
  const { ctx, token, newPassword, ip } = options;
  const tokenHash = sha256(token);
  await enforceAuthLimits(ctx, 'resetPassword', { address: tokenHash, ip });
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeResetToken(tx, tokenHash);
    if (!userId) throw new AppError('RESET_LINK_EXPIRED', MESSAGE_KEYS.resetLinkExpired, { errors: { token: MESSAGE_KEYS.resetLinkExpired } });
    await updateUser(tx, userId, { passwordHash, emailVerified: true });
    await revokeAllTokens(tx, userId);
  });
}
