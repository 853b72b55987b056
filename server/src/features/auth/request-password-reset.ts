import { RESET_TOKEN_TTL_MS } from '@okota/shared';
import type { AppContext } from '../../context';
import { randomToken, sha256 } from '../../lib/crypto';
import { sendPasswordResetEmail } from '../../integrations/mail/account-emails';
import { enforceAuthLimits } from './auth-limits';
import { findUserByEmail } from './users.repository';
import { replaceResetToken } from './reset-tokens.repository';

/**
 * E-mails a single-use reset link valid 1 hour, if the account exists and is not suspended. The
 * caller's answer is the same either way; the e-mail is sent after answering so the response
 * time does not tell either.
 */
export async function requestPasswordReset(options: { ctx: AppContext; email: string; ip: string }): Promise<void> {
  const { ctx, email, ip } = options;
  await enforceAuthLimits(ctx, 'forgotPassword', { address: email, ip });
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.suspended || !user.email) return;

  const token = randomToken();
  await replaceResetToken(ctx.db, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
  void sendPasswordResetEmail(ctx, user, token).catch((error: unknown) => {
    ctx.log.error({ err: error, userId: user.id }, 'password reset e-mail failed');
  });
}
