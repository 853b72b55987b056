/** The payments a Paybill account number names (payments.paybill_account). */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { REFUND_STATUSES } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { PaymentRow } from '../payments.repository';

/** The claim's pending Paybill payment, if the claimer already asked for one. */
export async function findPendingPaybillPayment(db: Executor, claimId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments)
    .where(and(eq(payments.claimId, claimId), eq(payments.status, 'pending'), isNotNull(payments.paybillAccount)));
  return row;
}

export async function findPaymentByPaybillAccount(db: Executor, account: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.paybillAccount, account));
  return row;
}

export const PAID_ANOTHER_WAY = 'The item was paid another way; nothing was taken for this Paybill account';

/**
 * Pending Paybill payments whose claim was paid another way (an STK push) → failed, so that
 * nobody waits on them; money still paid to such an account is held and reversed.
 */
export async function closeSupersededPaybillPayments(db: Executor): Promise<number> {
  const settled = sql.join(['completed', ...REFUND_STATUSES].map((status) => sql`${status}`), sql`, `);
  const rows = await db.update(payments)
    .set({ status: 'failed', failureReason: PAID_ANOTHER_WAY, updatedAt: new Date() })
    .where(and(
      eq(payments.status, 'pending'), isNotNull(payments.paybillAccount),
      sql`exists (select 1 from payments other where other.claim_id = ${payments.claimId} and other.status in (${settled}))`,
    ))
    .returning({ id: payments.id });
  return rows.length;
}
