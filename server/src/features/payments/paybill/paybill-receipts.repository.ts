/**
 * A Paybill receipt's whole state machine (db/schema/paybill.ts), one named function per
 * transition. Each is one conditional UPDATE, so a replayed confirmation, a late answer or a
 * second process finds the row moved on and changes nothing.
 */
import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { paybillReceipts } from '../../../db/schema';

export type PaybillReceiptRow = typeof paybillReceipts.$inferSelect;
export type HoldReason = 'unknown_account' | 'wrong_amount' | 'already_paid';

/** Names one reversal attempt of a held receipt in our callback paths. */
export const reversalAttemptId = (receiptId: number, attempt: number) => `okota-c2b-${receiptId}-${attempt}`;

export function parseReversalAttemptId(id: string): { receiptId: number; attempt: number } | undefined {
  const match = /^okota-c2b-(\d{1,10})-(\d{1,4})$/.exec(id);
  return match ? { receiptId: Number(match[1]), attempt: Number(match[2]) } : undefined;
}

/** Records a confirmation; a TransID seen before (a replay, or M-Pesa retrying) gives undefined. */
export async function insertReceipt(db: Executor, values: { transId: string; claimedAccount: string; claimedAmount: string; msisdn: string | null }) {
  const [row] = await db.insert(paybillReceipts).values(values).onConflictDoNothing({ target: paybillReceipts.transId }).returning();
  return row as PaybillReceiptRow | undefined;
}

export async function findReceiptByTransId(db: Executor, transId: string): Promise<PaybillReceiptRow | undefined> {
  const [row] = await db.select().from(paybillReceipts).where(eq(paybillReceipts.transId, transId));
  return row;
}

export async function findReceiptById(db: Executor, id: number): Promise<PaybillReceiptRow | undefined> {
  const [row] = await db.select().from(paybillReceipts).where(eq(paybillReceipts.id, id));
  return row;
}

const move = async (db: Executor, id: number, from: string[], set: Partial<typeof paybillReceipts.$inferInsert>) => {
  const [row] = await db
    .update(paybillReceipts)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(paybillReceipts.id, id), inArray(paybillReceipts.status, from)))
    .returning();
  return row as PaybillReceiptRow | undefined;
};

/** confirming → rejected: M-Pesa knows no such receipt. */
export const rejectReceipt = (db: Executor, id: number, note: string) => move(db, id, ['confirming'], { status: 'rejected', note: note.slice(0, 500) });

/** confirming → applied: the confirmed money buys the payment its account names (one receipt per payment, by index). */
export const applyReceipt = (db: Executor, id: number, confirmed: { paymentId: number; amount: number; account: string }) =>
  move(db, id, ['confirming'], { status: 'applied', paymentId: confirmed.paymentId, confirmedAmount: confirmed.amount, confirmedAccount: confirmed.account });

/** confirming → reversal_pending: the money cannot buy anything; it goes back in the first attempt. */
export const holdReceipt = (
  db: Executor,
  id: number,
  held: { reason: HoldReason; amount: number; account: string; paymentId: number | null; payerPhone: string | null },
) =>
  move(db, id, ['confirming'], {
    status: 'reversal_pending',
    holdReason: held.reason,
    payerPhone: held.payerPhone,
    confirmedAmount: held.amount,
    confirmedAccount: held.account,
    paymentId: held.paymentId,
    reversalAttempt: 1,
    reversalRequestId: null,
    note: null,
  });

export async function recordReversalAccepted(db: Executor, receipt: PaybillReceiptRow, requestId: string): Promise<void> {
  await db
    .update(paybillReceipts)
    .set({ reversalRequestId: requestId, note: null, updatedAt: new Date() })
    .where(
      and(eq(paybillReceipts.id, receipt.id), eq(paybillReceipts.status, 'reversal_pending'), eq(paybillReceipts.reversalAttempt, receipt.reversalAttempt)),
    );
}

/**
 * Transaction Status confirmed the reversal (of any attempt, also a late one after a failure). The
 * payer's number was kept only to tell them if the money got stuck: it goes (docs/decisions/0286).
 */
export const markReceiptReversed = (db: Executor, id: number, done: { transactionId: string | null; at: Date }) =>
  move(db, id, ['reversal_pending', 'reversal_failed'], {
    status: 'reversed',
    reversalTransactionId: done.transactionId,
    reversedAt: done.at,
    note: null,
    payerPhone: null,
  });

export const markReversalFailed = (db: Executor, id: number, attempt: number, error: string) =>
  db
    .update(paybillReceipts)
    .set({ status: 'reversal_failed', note: error.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(paybillReceipts.id, id), eq(paybillReceipts.status, 'reversal_pending'), eq(paybillReceipts.reversalAttempt, attempt)))
    .returning()
    .then(([row]) => row as PaybillReceiptRow | undefined);

/**
 * Takes the one "M-Pesa refused to send it back" SMS of a refused receipt: the first caller gets
 * the row, every later one (a second callback, a refused Retry) nothing (docs/decisions/0286).
 */
export const takePayerStuckNotice = (db: Executor, id: number) =>
  db
    .update(paybillReceipts)
    .set({ payerToldStuckAt: new Date() })
    .where(and(eq(paybillReceipts.id, id), eq(paybillReceipts.status, 'reversal_failed'), isNull(paybillReceipts.payerToldStuckAt)))
    .returning()
    .then(([row]) => row as PaybillReceiptRow | undefined);

/** An admin asks M-Pesa again: reversal_failed → reversal_pending under the next attempt. */
export const retryReversal = (db: Executor, receipt: PaybillReceiptRow) =>
  move(db, receipt.id, ['reversal_failed'], { status: 'reversal_pending', reversalAttempt: receipt.reversalAttempt + 1, reversalRequestId: null, note: null });

/** A note on an open receipt (waiting for M-Pesa); the state stays. */
export async function noteReceipt(db: Executor, id: number, note: string): Promise<void> {
  await db
    .update(paybillReceipts)
    .set({ note: note.slice(0, 500) })
    .where(and(eq(paybillReceipts.id, id), inArray(paybillReceipts.status, ['confirming', 'reversal_pending'])));
}

/** Receipts nobody heard back about for `staleMs`, taken (updatedAt moved) so that each is looked at once per period. */
export async function takeStaleReceipts(db: Executor, { staleMs, limit }: { staleMs: number; limit: number }): Promise<PaybillReceiptRow[]> {
  const isStale = and(inArray(paybillReceipts.status, ['confirming', 'reversal_pending']), lt(paybillReceipts.updatedAt, new Date(Date.now() - staleMs)));
  const due = db
    .select({ id: paybillReceipts.id })
    .from(paybillReceipts)
    .where(isStale)
    .orderBy(paybillReceipts.updatedAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paybillReceipts)
    .set({ updatedAt: new Date() })
    .where(and(inArray(paybillReceipts.id, due), isStale))
    .returning();
}

/** For admins: every receipt that did not simply buy a payment, newest first. */
export async function listUnappliedReceipts(db: Executor, limit: number): Promise<PaybillReceiptRow[]> {
  return db
    .select()
    .from(paybillReceipts)
    .where(ne(paybillReceipts.status, 'applied'))
    .orderBy(sql`${paybillReceipts.status} = 'reversal_failed' desc`, desc(paybillReceipts.createdAt))
    .limit(limit);
}

/** The latest money paid to this payment's account with a wrong amount and sent back (held 'wrong_amount'), for the payer's dialog. */
export async function findReturnedReceipt(db: Executor, paymentId: number): Promise<PaybillReceiptRow | undefined> {
  const [row] = await db
    .select()
    .from(paybillReceipts)
    .where(
      and(
        eq(paybillReceipts.paymentId, paymentId),
        eq(paybillReceipts.holdReason, 'wrong_amount'),
        inArray(paybillReceipts.status, ['reversal_pending', 'reversed', 'reversal_failed']),
      ),
    )
    .orderBy(desc(paybillReceipts.createdAt))
    .limit(1);
  return row;
}
