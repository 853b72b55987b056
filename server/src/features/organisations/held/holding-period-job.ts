/**
 * Holding periods (issue 28, docs/decisions/0241), a recurring job of the queue (lib/jobs.ts):
 * - a week before an item's period ends, its organisation's members are reminded once (bell and
 *   SMS, in our words: the SMS names the item by category and county, never by its title);
 * - when it ends and the item is still open (available, no payment under way), the item leaves
 *   search (removed, "Holding period ended": documents go back to the registrar), its open claims
 *   close and their claimers are told, and its document number's hash goes, as retention says.
 * An item an owner is paying for is left alone: the payment and the collection decide it.
 */
import type { AppContext } from '../../../context';
import { notify } from '../../notifications';
import { queueSmsAlert } from '../../sms';
import { closeOpenClaimsOfItems } from '../../claims';
import { deleteItemDocumentHash } from '../../documents';
import { findItemRow, hasPaymentNotFailed, takeDownOpenItem } from '../../items';
import { findHeldItemsDue, findHeldItemsToRemind, listActiveMemberIds, markExpired, markReminded } from './held-items.repository';
import { REMIND_BEFORE_MS } from './holding-period';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const HOLDING_PERIOD_EVERY_MS = 60 * 60 * 1000;
/** Stored as the removal reason (admins read it; the desk's list shows the item as expired). */
export const HOLDING_ENDED_REASON = 'Holding period ended (documents returned to the registrar)';

export const holdingPeriodJob = defineJob({
  id: 'organisations.holding-periods',
  payload: z.object({}),
  handler: async (_payload, ctx: AppContext) => {
    const counts = await runHoldingPeriods(ctx);
    if (counts.reminded || counts.expired) ctx.log.info({ counts }, 'holding periods done');
  },
  everyMs: HOLDING_PERIOD_EVERY_MS,
});

/** One pass; `now` is a parameter so tests can move the clock. */
export async function runHoldingPeriods(ctx: AppContext, now = new Date()): Promise<{ reminded: number; expired: number }> {
  let reminded = 0;
  for (const due of await findHeldItemsToRemind(ctx.db, { now, remindBeforeMs: REMIND_BEFORE_MS })) {
    if (await remindDesk(ctx, due, now)) reminded += 1;
  }
  let expired = 0;
  for (const { itemId } of await findHeldItemsDue(ctx.db, now)) {
    if (await endHolding(ctx, itemId, now)) expired += 1;
  }
  return { reminded, expired };
}

async function remindDesk(ctx: AppContext, due: { itemId: number; organisationId: string; heldUntil: Date; title: string }, now: Date) {
  const memberIds = await ctx.db.transaction(async (tx) => {
    // Marked first, in the same transaction: two processes never remind twice.
    if (!(await markReminded(tx, due.itemId, now))) return undefined;
    const members = await listActiveMemberIds(tx, due.organisationId);
    for (const userId of members) {
      await notify(tx, {
        userId,
        type: 'handover',
        kind: 'held_item_expiring',
        params: { item: due.title, until: due.heldUntil.toISOString() },
        itemId: due.itemId,
        itemTitle: due.title,
      });
    }
    return members;
  });
  if (!memberIds) return false;
  // After the commit, each on its own (queueSmsAlert never throws): one member's cap does not stop the others'.
  for (const userId of memberIds) await queueSmsAlert({ ctx, db: ctx.db, userId, kind: 'held_expiring', itemId: due.itemId });
  return true;
}

async function endHolding(ctx: AppContext, itemId: number, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const item = await findItemRow(tx, itemId, { forUpdate: true });
    if (!item) return false;
    const paying = await hasPaymentNotFailed(tx, itemId);
    // Claimed, collected or paid for since it was listed as due: the collection decides, not the calendar.
    if (item.status !== 'available' || paying) return false;
    await takeDownOpenItem(tx, itemId, { reason: HOLDING_ENDED_REASON, removedBy: null, now });
    await markExpired(tx, itemId, now);
    await closeOpenClaimsOfItems(tx, [{ id: itemId, title: item.title }], { note: HOLDING_ENDED_REASON, kind: 'claim_closed_holding_ended' });
    await deleteItemDocumentHash(tx, itemId);
    return true;
  });
}
