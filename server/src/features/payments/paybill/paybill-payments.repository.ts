/** The payments a Paybill account number names (payments.paybill_account); their states are stk/payment-lifecycle.ts's. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { PaymentRow } from '../payments.repository';

/** The claim's pending Paybill payment, if the claimer already asked for one. */
export async function findPendingPaybillPayment(db: Executor, claimId: number): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.claimId, claimId), eq(payments.status, 'pending'), isNotNull(payments.paybillAccount)));
  return row;
}

export async function findPaymentByPaybillAccount(db: Executor, account: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.paybillAccount, account));
  return row;
}
