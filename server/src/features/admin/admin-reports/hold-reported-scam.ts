/**
 * A listing reported as a scam by someone with something to lose is hidden at once, pending an
 * admin's review (issue 26, docs/decisions/0237): waiting for the queue would leave a scam in
 * front of owners for hours. "Something to lose" is a completed payment or a verified phone
 * number (registered to an ID in Kenya): a throwaway account cannot hide other people's
 * listings, and its report waits in the queue like any other. The admin sees the report with
 * the listing hidden, and either unhides it (a false report) or removes it.
 */
import { SCAM_REPORT_REASON } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { isItemPubliclyVisible, SCAM_HOLD_REASON } from '../../../db/item-visibility';
import type { AppContext } from '../../../context';
import { tellListingHeld } from '../../notifications';
import { findItemById } from '../admin-items/admin-items.repository';
import { updateItemModeration } from '../../items';
import { findReporterStanding } from './reports.repository';

/** Our words, shown to the finder and the admins; never the reporter's. Written beside the visibility rules. */
export { SCAM_HOLD_REASON };

/**
 * The form's scam choice ("Asking for money outside Okota", with or without details). A typed
 * reason that merely says "scam" waits in the queue: guessing at free words would let any
 * wording hide a listing, and an admin reads it within the day.
 */
export function isScamReport(reason: string): boolean {
  return reason === SCAM_REPORT_REASON || reason.startsWith(`${SCAM_REPORT_REASON}:`);
}

export async function isTrustedReporter(db: Executor, userId: string): Promise<boolean> {
  const standing = await findReporterStanding(db, userId);
  return standing.hasVerifiedPhone || standing.hasPaid;
}

/** Inside the report's transaction: hides the item unless it is already hidden or gone. */
export async function holdReportedScam(
  ctx: Pick<AppContext, 'config' | 'log' | 'jobs'>,
  tx: Executor,
  { itemId, reportId }: { itemId: number; reportId: number },
): Promise<boolean> {
  const item = await findItemById(tx, itemId);
  if (!item || !isItemPubliclyVisible(item)) return false;
  const heldAt = new Date();
  await updateItemModeration(tx, itemId, { isHidden: true, hiddenBy: null, hiddenAt: heldAt, hiddenReason: SCAM_HOLD_REASON });
  await recordAudit(tx, {
    actorId: null,
    action: 'item.hide_pending_review',
    targetType: 'item',
    targetId: itemId,
    reason: SCAM_HOLD_REASON,
    details: { title: item.title, reportId },
  });
  await tellListingHeld(ctx, tx, { itemId, finderId: item.finderId, title: item.title, heldFor: 'scam', heldAt });
  return true;
}
