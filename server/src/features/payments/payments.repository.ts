/** Payment rows and the few item and claim reads that paying needs. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { REFUND_STATUSES, type PAYMENT_STATUSES } from '@okota/shared';
import type { Executor } from '../../db/client';
import { claims, items, payments, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PayoutStatus = 'none' | 'held' | 'queued' | 'awaiting_phone' | 'processing' | 'paid' | 'failed' | 'disputed' | 'refunded';

/** The columns are varchar with check constraints; these give them their closed types. */
export function typedStatuses<T extends { status: string; payoutStatus: string }>(row: T) {
  return { ...row, status: row.status as PaymentStatus, payoutStatus: row.payoutStatus as PayoutStatus };
}

export async function lockItemForPayment(tx: Executor, itemId: number) {
  const [row] = await tx
    .select({ id: items.id, title: items.title, finderId: items.finderId, status: items.status })
    .from(items)
    .where(eq(items.id, itemId))
    .for('update');
  return row;
}

export async function findApprovedClaim(db: Executor, itemId: number, claimerId: string) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.itemId, itemId), eq(claims.claimerId, claimerId), eq(claims.status, 'approved')));
  return row;
}

export async function findPaymentById(db: Executor, id: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByCheckout(db: Executor, checkoutRequestId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.mpesaCheckoutRequestId, checkoutRequestId));
  return row;
}

export async function findPaymentByPayoutOriginator(db: Executor, originatorId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.payoutOriginatorId, originatorId));
  return row;
}

/** The claim's payment that is pending, or one that brought money (completed, or being or been refunded). */
export async function findOpenOrSettledPayment(db: Executor, claimId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.claimId, claimId), inArray(payments.status, ['pending', 'completed', ...REFUND_STATUSES])));
  return { pending: rows.find((r) => r.status === 'pending'), settled: rows.find((r) => r.status !== 'pending') };
}

export async function insertPendingPayment(db: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values({ ...values, status: 'pending' }).returning();
  return row;
}

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
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** A receipt that arrives after the payment was completed by query is kept; a receipt is never replaced. */
export async function attachReceipt(db: Executor, id: number, receipt: string): Promise<void> {
  await db
    .update(payments)
    .set({ mpesaTransactionId: receipt, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, 'completed'), sql`${payments.mpesaTransactionId} is null`));
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function listAdminIds(db: Executor): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.role, 'admin'), eq(users.suspended, false)));
  return rows.map((r) => r.id);
}

export async function itemTitleOf(db: Executor, itemId: number): Promise<string> {
  const [row] = await db.select({ title: items.title }).from(items).where(eq(items.id, itemId));
  return row?.title ?? 'your item';
}

/** Why a refunded deal's claim is closed: shown to the claimer as the finder's note would be. */
export const REFUNDED_AFTER_DISPUTE = 'Refunded after a dispute';

/**
 * A dispute ended in a refund: the owner did not get the item, so the finder still holds it. The
 * item opens again for claims (its real owner may still be looking) and the refunded claim closes,
 * which frees the item's one approved claim for someone else. An admin who thinks the listing
 * itself is false removes it as usual.
 */
export async function reopenItemAfterRefund(tx: Executor, payment: Pick<PaymentRow, 'itemId' | 'claimId'>): Promise<void> {
  const now = new Date();
  await tx.update(claims).set({ status: 'rejected', finderNotes: REFUNDED_AFTER_DISPUTE, updatedAt: now })
    .where(and(eq(claims.id, payment.claimId), eq(claims.status, 'approved')));
  await tx.update(items).set({ status: 'available', isClaimed: false, claimedBy: null, claimedAt: null, updatedAt: now })
    .where(and(eq(items.id, payment.itemId), eq(items.status, 'claimed')));
}

