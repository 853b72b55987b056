/**
 * Both parties are reminded of the hand-over a day after the payment (docs/rules.md "a message at
 * every turn"): a job queued with the completion, in its transaction, that does nothing if the
 * hand-over was confirmed meanwhile, or the payment was disputed, refunded or paid out.
 */
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { tellPerson } from './tell-person';
import { findItemTitle, lockPayment } from './turns.repository';
import { z } from 'zod';
import { defineJob } from '../../../lib/job-definition';

export const HANDOVER_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

type Ctx = Pick<AppContext, 'db' | 'config' | 'log' | 'jobs'>;

export const handoverReminderJob = defineJob({
  id: 'notifications.handover-reminder',
  payload: z.object({ paymentId: z.number().int() }),
  handler: ({ paymentId }, ctx: AppContext) => remindHandover(ctx, paymentId),
  maxAttempts: 5,
  backoffMs: 60_000,
});

export async function queueHandoverReminder(ctx: Ctx, tx: Executor, paymentId: number, paidAt: Date): Promise<void> {
  await ctx.jobs.enqueue(
    tx,
    handoverReminderJob,
    { paymentId },
    {
      runAt: new Date(paidAt.getTime() + HANDOVER_REMINDER_AFTER_MS),
      dedupeKey: `handover-reminder:${paymentId}`,
    },
  );
}

export async function remindHandover(ctx: Ctx, paymentId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    // Still waiting for the hand-over: completed, not confirmed, the share still held.
    if (!payment || payment.status !== 'completed' || payment.receiptConfirmedAt || payment.payoutStatus !== 'held') return;
    const title = (await findItemTitle(tx, payment.itemId)) ?? '';
    const about = { type: 'handover' as const, itemId: payment.itemId, itemTitle: title, claimerId: payment.claimerId };
    await tellPerson(ctx, tx, {
      userId: payment.claimerId,
      turn: 'handover_owner',
      itemId: payment.itemId,
      eventKey: payment.id,
      notification: { ...about, kind: 'handover_reminder_owner', params: { item: title } },
    });
    await tellPerson(ctx, tx, {
      userId: payment.finderId,
      turn: 'handover_finder',
      itemId: payment.itemId,
      eventKey: payment.id,
      amount: payment.finderAmount,
      notification: { ...about, kind: 'handover_reminder_finder', params: { item: title, amount: payment.finderAmount } },
    });
  });
}
