/** Password reset links (password_reset_tokens); only a hash of each token is stored. */
import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

/** A new link replaces the user's unused ones. */
export async function replaceResetToken(db: Executor, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, values.userId), eq(passwordResetTokens.used, false)));
  await db.insert(passwordResetTokens).values(values);
}

/** Uses the link if it is unused and unexpired; answers whose it was. Single use, even under races. */
export async function consumeResetToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ used: true })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.used, false), gt(passwordResetTokens.expiresAt, new Date())))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}
