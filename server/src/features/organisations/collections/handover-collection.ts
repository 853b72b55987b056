/**
 * The hand-over at the desk, in one transaction under the item's lock (the lock paying and
 * approving take): the code is used once, then payments' one hand-over (handOverPaidItem, the
 * same as the owner's own confirmation) records the payment's hand-over, queues the finder's share
 * for its payee or closes it, and completes the item (docs/decisions/0242).
 */
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { notify } from '../../notifications';
import { findOpenOrSettledPayment, handOverPaidItem, lockItemForPayment } from '../../payments';
import { markItemHandedOver } from '../../items';
import { useCollectionCode, type CollectionCodeRow } from './collection-codes.repository';
import { findHeldCustody, type HeldCustody } from '../../custody';
import type { Executor } from '../../../db/client';
import { findItemState } from './drop-off.repository';

export const NOT_PAID = "The owner's payment for this item is not complete (or was refunded), so it cannot be handed over with this code.";

export interface Collected {
  item: { id: number; title: string; status: string; completedAt: string | null };
  claimId: number;
  /** Who the finder's share goes to: the individual finder, the organisation's number, or nobody (platform fee only). */
  payout: 'finder' | 'organisation' | 'none';
}

export async function recordCollection(ctx: AppContext, { code, user, now }: { code: CollectionCodeRow; user: UserRow; now: Date }): Promise<Collected> {
  return ctx.db.transaction(async (tx) => {
    const item = await lockItemForPayment(tx, code.itemId);
    const custody = await findHeldCustody(tx, code.itemId);
    // A public office hands over free (docs/decisions/0261): no payment to settle, no share to pay.
    if (item && custody?.free) return collectFree(tx, { code, user, now, item, custody });
    const { settled: payment } = await findOpenOrSettledPayment(tx, code.claimId);
    if (!item || !payment || payment.status !== 'completed') throw new AppError('COLLECTION_NOT_PAID', NOT_PAID, { params: { reason: 'not_paid' } });
    await useCode(tx, code, user, now);

    // Payments' one hand-over, as when an owner confirms it: the payment, the finder's share and the item.
    await handOverPaidItem(ctx, tx, { payment, now });
    const payout: Collected['payout'] = payment.finderAmount > 0 ? (custody?.custody === 'posted' ? 'organisation' : 'finder') : 'none';
    if (custody?.custody === 'dropped_off') {
      await notify(tx, {
        userId: payment.finderId,
        type: 'payout',
        kind: 'item_collected',
        params: { item: item.title, amount: payment.finderAmount },
        itemId: item.id,
        itemTitle: item.title,
        claimerId: payment.claimerId,
      });
    }
    return collected(tx, code, payout);
  });
}

async function useCode(tx: Executor, code: CollectionCodeRow, user: UserRow, now: Date) {
  const used = await useCollectionCode(tx, { itemId: code.itemId, codeHash: code.codeHash, usedBy: user.id, now });
  if (!used) throw new AppError('COLLECTION_CODE_USED', 'This collection code was already used or has expired.', { params: { reason: 'code_used' } });
}

/** The code was issued at approval (the claim is approved and the item claimed); the hand-over completes the item. */
async function collectFree(
  tx: Executor,
  { code, user, now, item, custody }: { code: CollectionCodeRow; user: UserRow; now: Date; item: { id: number; title: string }; custody: HeldCustody },
): Promise<Collected> {
  await useCode(tx, code, user, now);
  if (!(await markItemHandedOver(tx, { itemId: code.itemId, now }))) {
    throw new AppError('COLLECTION_NOT_PAID', 'This item is no longer waiting for its owner here.', { params: { reason: 'not_paid' } });
  }
  if (custody.custody === 'dropped_off') {
    const finderId = (await findItemState(tx, code.itemId))!.finderId;
    await notify(tx, {
      userId: finderId,
      type: 'payout',
      kind: 'item_collected',
      params: { item: item.title, amount: 0 },
      itemId: item.id,
      itemTitle: item.title,
    });
  }
  return collected(tx, code, 'none');
}

async function collected(tx: Executor, code: CollectionCodeRow, payout: Collected['payout']): Promise<Collected> {
  const state = (await findItemState(tx, code.itemId))!;
  return {
    item: { id: state.id, title: state.title, status: state.status, completedAt: state.completedAt?.toISOString() ?? null },
    claimId: code.claimId,
    payout,
  };
}
