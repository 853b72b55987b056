/**
 * Both parties are reminded of the hand-over a day after the payment (decisions.md "a message at
 * every turn"): a job queued with the completion, in its transaction, that does nothing if the
 * hand-over was confirmed meanwhile, or the payment was disputed, refunded or paid out.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { items, payments } from '../../../db/schema';
import { tellPerson } from './tell-person';

export const HANDOVER_REMINDER_JOB = 'notifications.handover-reminder';
export const HANDOVER_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

type Ctx = Pick<AppContext, 'db' | 'config' | 'log' | 'jobs'>;

export async function queueHandoverReminder(ctx: Ctx, tx: Executor, paymentId: number, paidAt: Date): Promise<void> {
  await ctx.jobs.enqueue(tx, HANDOVER_REMINDER_JOB, { paymentId }, {
    runAt: new Date(paidAt.getTime() + HANDOVER_REMINDER_AFTER_MS), dedupeKey: `handover-reminder:${paymentId}`,
  });
}

export async function remindHandover(ctx: Ctx, paymentId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    // Still waiting for the hand-over: completed, not confirmed, the share still held.
    if (!payment || payment.status !== 'completed' || payment.receiptConfirmedAt || payment.payoutStatus !== 'held') return;
    const [item] = await tx.select({ title: items.title }).from(items).where(eq(items.id, payment.itemId));
    const title = item?.title ?? '';
    const about = { type: 'handover' as const, itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
    await tellPerson(ctx, tx, {
      userId: payment.claimerId, turn: 'handover_owner', itemId: payment.itemId, eventKey: payment.id,
      notification: { ...about, kind: 'handover_reminder_owner', params: { item: title } },
    });
    await tellPerson(ctx, tx, {
      userId: payment.finderId, turn: 'handover_finder', itemId: payment.itemId, eventKey: payment.id, amount: payment.finderAmount,
      notification: { ...about, kind: 'handover_reminder_finder', params: { item: title, amount: payment.finderAmount } },
    });
  });
}
