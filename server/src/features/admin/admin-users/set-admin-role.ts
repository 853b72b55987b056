/**
 * An admin makes another person an admin, or takes the right back. Nobody changes their own
 * right here: an admin cannot lock themselves out, so the last admin always stays. A suspended
 * account is not promoted. Taking the right back leaves an ordinary account (role 'claimer', the
 * role every account starts with; finder and owner are things a person does, not a setting).
 * The trail records who gave or took the right.
 */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { findUserById, updateUserAccount } from './admin-users.repository';

export const OWN_ADMIN_RIGHT = 'You cannot change your own admin right';

export async function setAdminRole({ ctx, adminId, userId, isAdmin }: { ctx: AppContext; adminId: string; userId: string; isAdmin: boolean }) {
  if (userId === adminId) throw new AppError('OWN_ADMIN_RIGHT', OWN_ADMIN_RIGHT);
  return ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target) throw new AppError('USER_NOT_FOUND', 'User not found');
    if (isAdmin && target.role === 'admin') throw new AppError('USER_ALREADY_ADMIN', 'User is already an admin');
    if (!isAdmin && target.role !== 'admin') throw new AppError('USER_NOT_ADMIN', 'User is not an admin');
    if (isAdmin && target.suspended) throw new AppError('ADMIN_WHILE_SUSPENDED', 'Lift the suspension before making this user an admin');
    const updated = await updateUserAccount(tx, userId, { role: isAdmin ? 'admin' : 'claimer' });
    await recordAudit(tx, {
      actorId: adminId,
      action: isAdmin ? 'user.make_admin' : 'user.remove_admin',
      targetType: 'user',
      targetId: userId,
      details: { email: target.email, from: target.role, to: updated.role },
    });
    return updated;
  });
}
