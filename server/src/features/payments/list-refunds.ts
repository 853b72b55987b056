/** Every refund for admins: those on their way, those M-Pesa refused (with Daraja's reason), the latest landed. */
import { desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RefundReason } from '@okota/shared';
import type { Executor } from '../../db/client';
import { items, payments, users } from '../../db/schema';
import { typedStatuses } from './payments.repository';

const RECENT_LIMIT = 50;
const OPEN_LIMIT = 500;
const claimer = alias(users, 'claimer');

function selectRefunds(db: Executor) {
  return db
    .select({
      paymentId: payments.id, itemId: payments.itemId, itemTitle: items.title,
      claimerId: payments.claimerId, claimerFirstName: claimer.firstName, claimerLastName: claimer.lastName, claimerPhone: payments.phoneNumber,
      amount: payments.amount, status: payments.status, payoutStatus: payments.payoutStatus, mpesaTransactionId: payments.mpesaTransactionId,
      completedAt: payments.completedAt, refundReason: payments.refundReason, refundAttempts: payments.refundAttempts,
      refundOriginatorId: payments.refundOriginatorId, refundRequestedAt: payments.refundRequestedAt, refundedAt: payments.refundedAt,
      refundTransactionId: payments.refundTransactionId, refundError: payments.refundError, disputeReason: payments.disputeReason,
    })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .innerJoin(claimer, eq(claimer.id, payments.claimerId));
}

export async function listRefunds({ db }: { db: Executor }) {
  const open = await selectRefunds(db)
    .where(inArray(payments.status, ['refund_pending', 'refund_failed']))
    .orderBy(payments.refundRequestedAt, payments.id)
    .limit(OPEN_LIMIT);
  const landed = await selectRefunds(db).where(eq(payments.status, 'refunded')).orderBy(desc(payments.refundedAt)).limit(RECENT_LIMIT);
  const view = ({ claimerFirstName, claimerLastName, ...row }: (typeof open)[number]) => ({
    ...typedStatuses(row), refundReason: row.refundReason as RefundReason | null, claimerName: `${claimerFirstName} ${claimerLastName}`,
  });
  return {
    pending: open.filter((row) => row.status === 'refund_pending').map(view),
    failed: open.filter((row) => row.status === 'refund_failed').map(view),
    refunded: landed.map(view),
  };
}
