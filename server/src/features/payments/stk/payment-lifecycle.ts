/**
 * A payment's own state machine (payments.status pending, completed, failed), one named function
 * per transition; the only code that writes those states (docs/decisions/0251):
 *
 *   (new) ──insertPendingPayment──▶ pending
 *   pending ──failPendingPayment──▶ failed (the push was refused, or the STK query said it failed)
 *   pending ──closeSupersededPaybillPayments──▶ failed (a Paybill account whose claim was paid another way)
 *   pending ──completePendingPayment──▶ completed (and the payout none → held, payout-lifecycle.ts)
 *
 * A payment whose money must go back leaves pending or completed for the refund's states, which
 * are refund-lifecycle.ts's. Every transition is one UPDATE guarded by its allowed "from" states
 * (PAYMENT_FROM), reporting whether it moved: a repeated or late answer finds the row moved on and
 * writes nothing.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { REFUND_STATUSES } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { PaymentRow, PaymentStatus } from '../payments.repository';
import { holdPayoutForHandover } from '../payouts/payout-lifecycle';

/** The states each transition may start from. */
export const PAYMENT_FROM = {
  fail: ['pending'],
  complete: ['pending'],
  closeSuperseded: ['pending'],
} as const satisfies Record<string, readonly PaymentStatus[]>;

const statusIn = (from: readonly PaymentStatus[]) => inArray(payments.status, [...from]);

/** (new) → pending: the claimer asked to pay, by STK push or by Paybill. A caller names no state: a new payment starts pending, its payout none. */
export async function insertPendingPayment(db: Executor, values: Omit<typeof payments.$inferInsert, 'status' | 'payoutStatus'>): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'pending' })
    .returning();
  return row;
}

/** Daraja accepted the STK push: its ids name the payment to the callback and to the STK query. The state stays. */
export async function recordPushAccepted(db: Executor, id: number, ids: { merchantRequestId: string; checkoutRequestId: string }) {
  const [row] = await db
    .update(payments)
    .set({ mpesaMerchantRequestId: ids.merchantRequestId, mpesaCheckoutRequestId: ids.checkoutRequestId, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

/** pending → failed; a payment in any other state is left as it is. */
export async function failPendingPayment(db: Executor, id: number, failure: { resultCode: string | null; reason: string }) {
  const [row] = await db
    .update(payments)
    .set({ status: 'failed', resultCode: failure.resultCode, failureReason: failure.reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, id), statusIn(PAYMENT_FROM.fail)))
    .returning();
  return row;
}

export const PAID_ANOTHER_WAY = 'The item was paid another way; nothing was taken for this Paybill account';

/**
 * Pending Paybill payments whose claim was paid another way (an STK push) → failed, so that
 * nobody waits on them; money still paid to such an account is held and reversed.
 */
export async function closeSupersededPaybillPayments(db: Executor): Promise<number> {
  const settled = sql.join(
    ['completed', ...REFUND_STATUSES].map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db
    .update(payments)
    .set({ status: 'failed', failureReason: PAID_ANOTHER_WAY, updatedAt: new Date() })
    .where(
      and(
        statusIn(PAYMENT_FROM.closeSuperseded),
        isNotNull(payments.paybillAccount),
        sql`exists (select 1 from payments other where other.claim_id = ${payments.claimId} and other.status in (${settled}))`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}

/**
 * pending → completed: the money bought the contact, and the finder's share is held for the
 * hand-over (payout none → held, due after PAYOUT_HOLD_MS). Both in the caller's transaction.
 */
export async function completePendingPayment(
  tx: Executor,
  { paymentId, receipt, now }: { paymentId: number; receipt: string | null; now: Date },
): Promise<PaymentRow | undefined> {
  const [completed] = await tx
    .update(payments)
    .set({ status: 'completed', completedAt: now, mpesaTransactionId: receipt, resultCode: '0', failureReason: null, updatedAt: now })
    .where(and(eq(payments.id, paymentId), statusIn(PAYMENT_FROM.complete)))
    .returning({ id: payments.id });
  if (!completed) return undefined;
  const held = await holdPayoutForHandover(tx, { paymentId, now });
  // A pending payment's payout is always 'none'; anything else is a row changed by hand: undo.
  if (!held) throw new Error(`payment ${paymentId} completed but its payout was not 'none'`);
  return held;
}

/** A receipt that arrives after the payment was completed by query is kept; a receipt is never replaced. The state stays. */
export async function attachReceipt(db: Executor, id: number, receipt: string): Promise<void> {
  await db
    .update(payments)
    .set({ mpesaTransactionId: receipt, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'completed'), sql`${payments.mpesaTransactionId} is null`));
}
