/**
 * A finder's payout goes only to a verified number (issue 16; docs/decisions/0202): a typo in a
 * phone number must not send the reward to a stranger. When the payout job finds the finder's
 * number unproven it parks the payout in 'awaiting_phone' (nothing sent, nothing lost) and tells
 * the finder; verifying the number puts every parked payout back in 'queued'.
 *
 * Both sides take the finder's users row in order (the job FOR SHARE, verification by its
 * UPDATE), so a verification landing while the job decides can never leave a payout parked.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { items, payments, users } from '../../db/schema';
import { notify } from '../notifications/notify';
import { queuePayout } from './queue-payout';

/** True when the payout was parked (or already is): the job sends nothing now. */
export async function holdPayoutUntilPhoneVerified(ctx: AppContext, paymentId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [payout] = await tx.select({ finderId: payments.finderId, finderAmount: payments.finderAmount, itemId: payments.itemId, payoutStatus: payments.payoutStatus })
      .from(payments).where(eq(payments.id, paymentId));
    if (!payout) return false;
    if (payout.payoutStatus === 'awaiting_phone') return true;
    const [finder] = await tx.select({ phoneVerified: users.phoneVerified })
      .from(users).where(eq(users.id, payout.finderId)).for('share');
    if (!finder || finder.phoneVerified) return false;
    const [parked] = await tx.update(payments).set({ payoutStatus: 'awaiting_phone', payoutError: null, updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'queued'), eq(payments.finderPaid, false)))
      .returning({ id: payments.id });
    if (!parked) return false;
    const [item] = await tx.select({ title: items.title }).from(items).where(eq(items.id, payout.itemId));
    await notify(tx, {
      userId: payout.finderId, type: 'payout', kind: 'payout_awaiting_phone', params: { item: item?.title ?? '', amount: payout.finderAmount },
      itemId: payout.itemId, itemTitle: item?.title ?? null,
    });
    ctx.log.info({ paymentId }, 'payout waits for the finder to verify their phone');
    return true;
  });
}

/** The finder just proved their number (inside that transaction): parked payouts go back in the queue. */
export async function releasePayoutsAwaitingPhone(ctx: AppContext, tx: Executor, finderId: string): Promise<number> {
  const parked = await tx.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.finderId, finderId), eq(payments.payoutStatus, 'awaiting_phone')))
    .for('update');
  for (const { id } of parked) await queuePayout(ctx, tx, id, ['awaiting_phone']);
  return parked.length;
}

/** How many payouts wait for this finder's number (for the profile's reminder). */
export async function countPayoutsAwaitingPhone(db: Executor, finderId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments)
    .where(and(eq(payments.finderId, finderId), eq(payments.payoutStatus, 'awaiting_phone')));
  return row.n;
}
