/** A pending user is one whose e-mail is not verified; an admin may vouch for it. */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findUserById, updateUserAccount, userStatus } from './admin-users.repository';

/** A deleted account has nothing left to verify, and its address reaches nobody. */
export const CLOSED_ACCOUNT = 'This account was closed by its owner';

export async function verifyUser({ ctx, adminId, userId }: { ctx: AppContext; adminId: string; userId: string }) {
  return ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target) throw new AppError('USER_NOT_FOUND', 'User not found');
    if (userStatus(target) === 'closed') throw new AppError('USER_ACCOUNT_CLOSED', CLOSED_ACCOUNT);
    if (target.emailVerified) throw new AppError('USER_ALREADY_VERIFIED', 'User is already verified');
    const updated = await updateUserAccount(tx, userId, { emailVerified: true });
    await recordAudit(tx, { actorId: adminId, action: 'user.verify', targetType: 'user', targetId: userId, details: { email: target.email } });
    return updated;
  });
}
