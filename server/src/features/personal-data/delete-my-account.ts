/**
 * DELETE /api/me {password} (docs/rules.md "Personal data"; what goes and what stays:
 * docs/decisions/0170). One transaction: the account row is locked, money in flight refuses with
 * 409, then every session ends, open dealings close, the person's data is erased, and the audit
 * log records the deletion (counts, no personal data). Files go after the commit.
 */
import { MESSAGE_KEYS } from '@okota/shared';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { verifyPassword } from '../../lib/crypto';
import { AppError, unauthorized } from '../../lib/errors';
import { enforceRateLimits } from '../../lib/rate-limit';
import { closeOpenDealings } from './close-open-dealings';
import { deleteAccountFiles } from './delete-account-files';
import {
  anonymiseUserRow,
  endSessionsAndForget,
  eraseQuotesInOthersNotifications,
  eraseWrittenTexts,
  lockAccount,
  storedFilesOf,
} from './erase-account.repository';
import { assertNoMoneyInFlight } from './money-in-flight';
import { redactAuditTrail } from './redact-audit-trail';
import { eraseSmsTraces } from './sms-traces.repository';

const HOUR_MS = 60 * 60 * 1000;
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted';

export async function deleteMyAccount(options: { ctx: AppContext; user: UserRow; password: string }): Promise<void> {
  const { ctx, user, password } = options;
  // Someone holding a stolen session must not be able to guess the password here without limit.
  await enforceRateLimits(ctx.db, [{ key: `deleteAccount:address:${user.id}`, limit: 10, windowMs: HOUR_MS }], MESSAGE_KEYS.tooManyAttempts);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AppError('CURRENT_PASSWORD_WRONG', MESSAGE_KEYS.currentPasswordWrong, { errors: { password: MESSAGE_KEYS.currentPasswordWrong } });
  }

  const files = await ctx.db.transaction(async (tx) => {
    // The lock makes a second deletion (another tab) wait, then find the account gone.
    const current = await lockAccount(tx, user.id);
    if (!current || current.passwordHash !== user.passwordHash) throw unauthorized('Unauthorized');
    await assertNoMoneyInFlight(tx, current.id);

    const stored = await storedFilesOf(tx, current);
    await endSessionsAndForget(tx, current);
    const dealings = await closeOpenDealings(tx, current.id);
    await eraseQuotesInOthersNotifications(tx, current);
    const texts = await eraseWrittenTexts(tx, current);
    await redactAuditTrail(tx, current);
    // Before the row is anonymised: the SMS log and the USSD menu know the person by their number.
    await eraseSmsTraces(tx, current);
    await anonymiseUserRow(tx, current);
    await recordAudit(tx, {
      actorId: current.id,
      action: 'user.delete_account',
      targetType: 'user',
      targetId: current.id,
      details: { ...dealings, ...texts, files: stored.photoUrls.length + stored.proofKeys.length + stored.reportPhotoKeys.length + (stored.avatarUrl ? 1 : 0) },
    });
    return stored;
  });

  await deleteAccountFiles(ctx, files);
}
