/** Every finder payout that needs an admin's eye, grouped by state, with the latest paid and refunded. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { items, payments, users } from '../../db/schema';
import { typedStatuses } from './payments.repository';

const RECENT_LIMIT = 50;
const OPEN_LIMIT = 500;

const finder = alias(users, 'finder');
const claimer = alias(users, 'claimer');

function selectPayouts(db: Executor) {
  return db
    .select({
      paymentId: payments.id, itemId: payments.itemId, itemTitle: items.title,
      finderId: payments.finderId, finderName: finder.firstName, finderLastName: finder.lastName, finderPhone: finder.phone,
      claimerId: payments.claimerId, claimerName: claimer.firstName, claimerLastName: claimer.lastName,
      amount: payments.amount, finderAmount: payments.finderAmount, platformAmount: payments.platformAmount,
      status: payments.status, completedAt: payments.completedAt, mpesaTransactionId: payments.mpesaTransactionId,
      payoutStatus: payments.payoutStatus, payoutDueAt: payments.payoutDueAt, payoutAttempts: payments.payoutAttempts,
      payoutOriginatorId: payments.payoutOriginatorId, payoutError: payments.payoutError,
      finderPaid: payments.finderPaid, finderPaidAt: payments.finderPaidAt, finderTransactionId: payments.finderTransactionId,
      receiptConfirmedAt: payments.receiptConfirmedAt, disputeReason: payments.disputeReason, disputedAt: payments.disputedAt,
      disputeResolution: payments.disputeResolution, refundedAt: payments.refundedAt,
    })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .innerJoin(finder, eq(finder.id, payments.finderId))
    .innerJoin(claimer, eq(claimer.id, payments.claimerId));
}

export async function listPayouts({ db }: { db: Executor }) {
  const open = await selectPayouts(db)
    .where(inArray(payments.payoutStatus, ['held', 'queued', 'awaiting_phone', 'processing', 'failed', 'disputed']))
    .orderBy(payments.payoutDueAt, payments.id)
    .limit(OPEN_LIMIT);
  const paid = await selectPayouts(db).where(eq(payments.payoutStatus, 'paid')).orderBy(desc(payments.finderPaidAt)).limit(RECENT_LIMIT);
  const refunded = await selectPayouts(db)
    .where(and(eq(payments.status, 'refunded'), eq(payments.payoutStatus, 'refunded')))
    .orderBy(desc(payments.refundedAt))
    .limit(RECENT_LIMIT);
  const view = (row: (typeof open)[number]) => {
    const { finderName, finderLastName, claimerName, claimerLastName, ...rest } = row;
    return { ...typedStatuses(rest), finderName: `${finderName} ${finderLastName}`, claimerName: `${claimerName} ${claimerLastName}` };
  };
  const inState = (...states: string[]) => open.filter((row) => states.includes(row.payoutStatus)).map(view);
  return {
    held: inState('held'),
    // awaiting_phone: queued, but the finder must verify their number first (payout-phone-hold.ts).
    queued: inState('queued', 'awaiting_phone', 'processing'),
    failed: inState('failed'),
    disputed: inState('disputed'),
    paid: paid.map(view),
    refunded: refunded.map(view),
  };
}
