/**
 * Lifts a suspension. The users table calls it Activate and the legacy page Unsuspend; both paths
 * exist (docs/product/admin-and-platform.md section 7) and do the same, recorded under their own names.
 * Old sessions stay ended: the user signs in again.
 */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findUserById, updateUserAccount } from './admin-users.repository';

export interface UnsuspendUserOptions {
  ctx: AppContext;
  adminId: string;
  userId: string;
  action: 'user.unsuspend' | 'user.activate';
}

export async function unsuspendUser({ ctx, adminId, userId, action }: UnsuspendUserOptions) {
  return ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target) throw new AppError('USER_NOT_FOUND', 'User not found');
    if (!target.suspended) throw new AppError('USER_NOT_SUSPENDED', 'User is not suspended');
    const updated = await updateUserAccount(tx, userId, { suspended: false, suspendedAt: null, suspensionReason: null });
    await recordAudit(tx, {
      actorId: adminId,
      action,
      targetType: 'user',
      targetId: userId,
      details: { email: target.email, suspensionReason: target.suspensionReason, suspendedAt: target.suspendedAt?.toISOString() ?? null },
    });
    return updated;
  });
}
