/**
 * The ledger's reads: the payments whose money moved in a period, and the books' totals. Each
 * total is its own SUM over its own condition (not one case split), so a row that broke the rules
 * (a payout and a refund of one payment, a payout of money that never came) would count twice or
 * once too often and show as an imbalance instead of hiding in a branch.
 */
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { items, payments } from '../../../db/schema';

export const LEDGER_ROW_LIMIT = 5000;

export async function findLedgerPayments(db: Executor, range: { start?: Date; end?: Date }) {
  // Every event of a payment (received, refunded, paid out) lies between its createdAt and its
  // updatedAt, so these bounds keep every payment with an entry in the period, and few others.
  const rows = await db
    .select({
      id: payments.id,
      itemId: payments.itemId,
      itemTitle: items.title,
      amount: payments.amount,
      finderAmount: payments.finderAmount,
      platformAmount: payments.platformAmount,
      status: payments.status,
      payoutStatus: payments.payoutStatus,
      mpesaTransactionId: payments.mpesaTransactionId,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
      finderPaid: payments.finderPaid,
      finderPaidAt: payments.finderPaidAt,
      finderTransactionId: payments.finderTransactionId,
      refundReason: payments.refundReason,
      refundRequestedAt: payments.refundRequestedAt,
      refundedAt: payments.refundedAt,
      refundTransactionId: payments.refundTransactionId,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .where(and(range.end ? lte(payments.createdAt, range.end) : undefined, range.start ? gte(payments.updatedAt, range.start) : undefined))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(LEDGER_ROW_LIMIT + 1);
  return { rows: rows.slice(0, LEDGER_ROW_LIMIT), truncated: rows.length > LEDGER_ROW_LIMIT };
}

export type LedgerPayment = Awaited<ReturnType<typeof findLedgerPayments>>['rows'][number];

/** All-time totals of the books, in shillings. */
export async function sumBooks(db: Executor) {
  const total = (column: typeof payments.amount | typeof payments.finderAmount | typeof payments.platformAmount, condition: ReturnType<typeof sql>) =>
    sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)::int`;
  const [row] = await db
    .select({
      // M-Pesa confirmed the money arrived: completion and receive-for-refund both stamp completedAt.
      moneyIn: total(payments.amount, sql`${payments.completedAt} is not null`),
      refundsSent: total(payments.amount, sql`${payments.status} = 'refunded'`),
      refundsOwed: total(payments.amount, sql`${payments.status} in ('refund_pending', 'refund_failed')`),
      payoutsSent: total(payments.finderAmount, sql`${payments.finderPaid}`),
      payoutsHeld: total(payments.finderAmount, sql`${payments.status} = 'completed' and not ${payments.finderPaid}`),
      platformRevenue: total(payments.platformAmount, sql`${payments.status} = 'completed'`),
    })
    .from(payments);
  return row;
}
