/**
 * How a refund ends, shared by the send job, the reversal's result and the Transaction Status
 * answer: one place marks it refunded and tells the claimer (once), one place fails it for admins.
 */
import type { PaymentsDeps } from '../payments-deps';
import { itemTitleOf } from '../payment-parties.repository';
import type { PaymentRow } from '../payments.repository';
import { tellAdminsRefundFailed, tellRefundDelayed, tellRefunded } from './refund-notices';
import { markRefundFailed, markRefunded } from './refund-lifecycle';

/** The start of the note a failed reversal result leaves, kept as the reason when Transaction Status confirms it. */
export const REPORTED_REVERSAL_FAILURE = 'M-Pesa reversal ';

export async function completeRefund({
  deps,
  payment,
  attemptId,
  transactionId,
  finalisedTime,
}: {
  deps: PaymentsDeps;
  payment: PaymentRow;
  attemptId: string;
  transactionId: string | null;
  /** YYYYMMDDHHmmss in EAT, as Transaction Status gives it. */
  finalisedTime: string | null;
}): Promise<PaymentRow | undefined> {
  const { ctx } = deps;
  return ctx.db.transaction(async (tx) => {
    const row = await markRefunded(tx, { paymentId: payment.id, attemptId, transactionId, refundedAt: eatInstant(finalisedTime) ?? new Date() });
    if (row) await tellRefunded(ctx, tx, row, await itemTitleOf(tx, row.itemId));
    return row;
  });
}

export async function failRefund({
  deps,
  payment,
  attemptId,
  error,
}: {
  deps: PaymentsDeps;
  payment: PaymentRow;
  attemptId: string;
  error: string;
}): Promise<PaymentRow | undefined> {
  const { ctx } = deps;
  const failed = await ctx.db.transaction(async (tx) => {
    const row = await markRefundFailed(tx, { paymentId: payment.id, attemptId, error });
    if (row) {
      const title = await itemTitleOf(tx, row.itemId);
      await tellAdminsRefundFailed(tx, row, title, error);
      await tellRefundDelayed(ctx, tx, row, title);
    }
    return row;
  });
  if (failed) ctx.log.warn({ paymentId: payment.id, attemptId, error }, 'refund failed; an admin can retry it');
  return failed;
}

/** 'YYYYMMDDHHmmss' in East Africa Time as an instant; null when it is not one. */
export function eatInstant(timestamp: string | null): Date | null {
  if (!timestamp || !/^\d{14}$/.test(timestamp)) return null;
  const t = timestamp;
  const date = new Date(`${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(8, 10)}:${t.slice(10, 12)}:${t.slice(12, 14)}+03:00`);
  // A time in the future is a clock or a forgery: the refund landed no later than now.
  return Number.isNaN(date.getTime()) ? null : new Date(Math.min(date.getTime(), Date.now()));
}
