/** A pending user is one whose e-mail is not verified; an admin may vouch for it. */
import type { AppContext } from '../../../context';
import { conflict, notFound } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findUserById, updateUserAccount } from './admin-users.repository';

export async function verifyUser({ ctx, adminId, userId }: { ctx: AppContext; adminId: string; userId: string }) {
  return ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target) throw notFound('User not found');
    if (target.emailVerified) throw conflict('User is already verified');
    const updated = await updateUserAccount(tx, userId, { emailVerified: true });
    await recordAudit(tx, { actorId: adminId, action: 'user.verify', targetType: 'user', targetId: userId, details: { email: target.email } });
    return updated;
  });
}
