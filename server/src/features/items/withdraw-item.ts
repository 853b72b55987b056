/**
 * A finder takes their own listing down: the owner got it back another way, or it went to the
 * police or an office. Only while the item is open (available) and no payment for it is under way
 * or done: once an owner has paid, the hand-over and the money decide, not the finder. The item
 * leaves search like an admin removal (status 'removed', who, when and why); open claims close and
 * their claimers are told, in their language; nobody has paid, so nobody is owed.
 */
import { MESSAGES, type WithdrawReason } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Viewer } from './item-json';
import { findItemRow } from './items.repository';
import { hasPaymentNotFailed } from './item-payments.repository';
import { takeDownOpenItem } from './item-lifecycle';
import { announceOpenItemsTakenDown } from './open-items-taken-down';

export const NOT_YOUR_LISTING = 'You can only take down items that you posted.';
// Worded in the shared messages, so the web app shows them in the finder's language.
export const NOT_OPEN = MESSAGES.withdrawNotOpen;
export const PAYMENT_UNDER_WAY = MESSAGES.withdrawPaymentUnderWay;

/** Stored as the removal reason; the finder's words, not an admin's. */
const REASON_TEXT: Record<WithdrawReason, string> = {
  owner_found: 'Withdrawn by the finder: the owner got it back another way',
  handed_in: 'Withdrawn by the finder: handed to the police or an office',
  other: 'Withdrawn by the finder',
};

export async function withdrawItem(ctx: AppContext, { finder, itemId, reason }: { finder: Viewer; itemId: number; reason: WithdrawReason }) {
  return ctx.db.transaction(async (tx) => {
    const item = await findItemRow(tx, itemId, { forUpdate: true });
    if (!item) throw new AppError('ITEM_NOT_FOUND', 'Item not found');
    if (item.finderId !== finder.id) throw new AppError('ITEM_WITHDRAW_NOT_YOURS', NOT_YOUR_LISTING);
    if (item.status !== 'available') throw new AppError('WITHDRAW_NOT_OPEN', NOT_OPEN);
    if (await hasPaymentNotFailed(tx, itemId)) throw new AppError('WITHDRAW_PAYMENT_UNDER_WAY', PAYMENT_UNDER_WAY);

    await takeDownOpenItem(tx, itemId, { reason: REASON_TEXT[reason], removedBy: finder.id, now: new Date() });
    // Claims registers here (open-items-taken-down.ts): its open claims close in this transaction.
    const claimsClosed = await announceOpenItemsTakenDown(ctx, tx, { items: [{ id: itemId, title: item.title }], reason: REASON_TEXT[reason] });
    return { success: true as const, claimsClosed };
  });
}
