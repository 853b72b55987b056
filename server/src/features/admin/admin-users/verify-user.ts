/** A pending user is one whose e-mail is not verified; an admin may vouch for it. */
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findUserById, updateUserAccount, userStatus } from './admin-users.repository';

/** A deleted account has nothing left to verify, and its address reaches nobody. */
export const CLOSED_ACCOUNT = 'This account was closed by its owner';

export async function verifyUser({ ctx, adminId, userId }: { ctx: AppContext; adminId: string; userId: string }) {
  return ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target) throw notFound('User not found');
    if (userStatus(target) === 'closed') throw conflict(CLOSED_ACCOUNT);
    if (target.emailVerified) throw conflict('User is already verified');
    const updated = await updateUserAccount(tx, userId, { emailVerified: true });
    await recordAudit(tx, { actorId: adminId, action: 'user.verify', targetType: 'user', targetId: userId, details: { email: target.email } });
    return updated;
  });
}
