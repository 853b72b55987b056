/**
 * Suspension (docs/rules.md "Accounts and roles"): the account is marked and every session ends
 * at once; any call with an old token, and any sign-in, answers 403 'Account suspended' with the
 * reason (so the app shows the notice), and the user is e-mailed when the admin asks. Admins cannot be suspended, not even by themselves: an
 * admin is removed from office by changing the role in the database, not from the admin screen
 * (docs/decisions/0090-administration.md).
 */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { endAllSessions } from '../../auth';
import { sendSuspensionEmail } from '../../../integrations/mail/account-emails';
import { findUserById, updateUserAccount } from './admin-users.repository';

export interface SuspendUserOptions {
  ctx: AppContext;
  adminId: string;
  userId: string;
  reason: string;
  customMessage?: string;
  sendEmail?: boolean;
}

export async function suspendUser({ ctx, adminId, userId, reason, customMessage, sendEmail }: SuspendUserOptions) {
  const user = await ctx.db.transaction(async (tx) => {
    const target = await findUserById(tx, userId);
    if (!target) throw new AppError('USER_NOT_FOUND', 'User not found');
    if (target.id === adminId) throw new AppError('SUSPEND_SELF', 'You cannot suspend your own account');
    if (target.role === 'admin') throw new AppError('SUSPEND_ADMIN', 'Administrators cannot be suspended');
    if (target.suspended) throw new AppError('USER_ALREADY_SUSPENDED', 'User is already suspended');
    const updated = await updateUserAccount(tx, userId, { suspended: true, suspendedAt: new Date(), suspensionReason: reason });
    await endAllSessions(tx, userId);
    await recordAudit(tx, {
      actorId: adminId,
      action: 'user.suspend',
      targetType: 'user',
      targetId: userId,
      reason,
      details: { email: target.email, customMessage: customMessage ?? null, sendEmail: !!sendEmail },
    });
    return updated;
  });

  let emailSent = false;
  if (sendEmail) {
    try {
      await sendSuspensionEmail(ctx, user, reason, customMessage);
      emailSent = true;
    } catch (error) {
      // The suspension stands; the user still learns the reason when they next sign in.
      ctx.log.warn({ err: error, userId }, 'suspension e-mail not sent');
    }
  }
  return { user, emailSent };
}
