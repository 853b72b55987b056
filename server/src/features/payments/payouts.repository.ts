/**
 * A payout's whole state machine, one named function per transition (docs/payments.md "A payout"):
 *
 *   none ──completePendingPayment (payments.repository.ts)──▶ held
 *   held ──openPayoutDispute (handover.repository.ts)──▶ disputed
 *   held | disputed | failed | awaiting_phone ──markPayoutQueued──▶ queued
 *   queued ──parkPayoutAwaitingPhone──▶ awaiting_phone (the finder's number is not verified)
 *   queued ──takePayoutForSending──▶ processing
 *   processing ──requeuePayout──▶ queued (the request did not get through; the job retries)
 *   processing ──failUnsentPayout──▶ failed (no request could leave)
 *   processing ──recordPayoutPaid──▶ paid (Transaction Status: Completed)
 *   processing ──recordPayoutFailed──▶ failed, under the next id
 *   held | disputed ──startRefund (refunds.repository.ts)──▶ refunded
 *   held ──holdPayoutUntilCollected──▶ held, due when the collection code expires (a held item, decisions/0242)
 *   held ──closePayoutWithoutShare──▶ none (collected; the owner paid only the platform fee)
 *
 * Every transition is one conditional UPDATE, so a repeated or late answer finds the row moved on
 * and changes nothing; the CHECK payments_payout_or_refund_check (migration 0005) keeps a payout
 * and a refund of one payment apart. Which payouts the jobs pick up is payout-queue.repository.ts.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments } from '../../db/schema';
import type { PaymentRow } from './payments.repository';

export type QueueableFrom = 'held' | 'disputed' | 'failed' | 'awaiting_phone';

/**
 * The OriginatorConversationID of a payout, Daraja's idempotency key. It stays the same across
 * retries, so a retried request cannot pay twice; it changes only after Daraja answered with a
 * final failure (recordPayoutFailed).
 */
export function payoutOriginatorId(paymentId: number, generation = 1): string {
  return `okota-payout-${paymentId}-${generation}`;
}

/** The payment and generation an id of ours names; undefined for any other id. */
export function parsePayoutOriginatorId(id: string): { paymentId: number; generation: number } | undefined {
  const match = /^okota-payout-(\d+)-(\d+)$/.exec(id);
  return match ? { paymentId: Number(match[1]), generation: Number(match[2]) } : undefined;
}

/** → queued, from the states the caller names; the first queueing gives the payout its id. */
export async function markPayoutQueued(tx: Executor, paymentId: number, from: QueueableFrom[]): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({
      payoutStatus: 'queued',
      payoutOriginatorId: sql`coalesce(${payments.payoutOriginatorId}, ${payoutOriginatorId(paymentId)})`,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'completed'), eq(payments.finderPaid, false), inArray(payments.payoutStatus, from)))
    .returning();
  return row;
}

/**
 * A held item's share waits for the desk's hand-over, not for 72 hours: due (and open to a
 * dispute) until its collection code expires; the release job never takes it (payout-queue.repository.ts).
 */
export async function holdPayoutUntilCollected(tx: Executor, paymentId: number, until: Date): Promise<void> {
  await tx.update(payments).set({ payoutDueAt: until, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'held')));
}

/** held → none: collected, and nobody takes a finder's share of this item (finderAmount 0): nothing to send. */
export async function closePayoutWithoutShare(tx: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.update(payments).set({ payoutStatus: 'none', payoutDueAt: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'held'), eq(payments.finderAmount, 0)))
    .returning();
  return row;
}

/** queued → awaiting_phone: nothing is sent until the finder verifies their number. */
export async function parkPayoutAwaitingPhone(tx: Executor, paymentId: number): Promise<boolean> {
  const parked = await tx.update(payments).set({ payoutStatus: 'awaiting_phone', payoutError: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'queued'), eq(payments.finderPaid, false)))
    .returning({ id: payments.id });
  return parked.length > 0;
}

/** queued → processing, by one conditional update: the one worker that gets the row sends it. */
export async function takePayoutForSending(db: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  const [payout] = await db
    .update(payments)
    .set({ payoutStatus: 'processing', payoutAttempts: sql`${payments.payoutAttempts} + 1`, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'queued'), eq(payments.status, 'completed'), eq(payments.finderPaid, false)))
    .returning();
  return payout;
}

async function leaveProcessing(db: Executor, paymentId: number, payoutStatus: 'queued' | 'failed', payoutError: string): Promise<void> {
  await db.update(payments)
    .set({ payoutStatus, payoutError: payoutError.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'processing')));
}

/** processing → queued: the request did not get through and the job tries again. */
export const requeuePayout = (db: Executor, paymentId: number, note: string) => leaveProcessing(db, paymentId, 'queued', note);

/** processing → failed before any request was accepted (no M-Pesa number, a configuration error, the last attempt). */
export const failUnsentPayout = (db: Executor, paymentId: number, error: string) => leaveProcessing(db, paymentId, 'failed', error);

/** Daraja acknowledged the request: its result will come to the ResultURL under this ConversationID. */
export async function recordPayoutAccepted(db: Executor, { paymentId, originatorId, conversationId, note }: {
  paymentId: number;
  originatorId: string;
  conversationId: string;
  note: string | null;
}): Promise<void> {
  await db.update(payments)
    .set({ payoutConversationId: conversationId, payoutError: note, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'processing'), eq(payments.payoutOriginatorId, originatorId)));
}

/**
 * → paid, once (finderPaid was false), when the row is still as the caller found it: under the
 * paid id, or failed under a newer id (`failedUnder`, a late success of a superseded id).
 */
export async function recordPayoutPaid(tx: Executor, { paymentId, paidId, failedUnder, transactionId, conversationId }: {
  paymentId: number;
  paidId: string;
  failedUnder?: string;
  transactionId: string | null;
  conversationId: string | null;
}): Promise<PaymentRow | undefined> {
  const stillAsFound: SQL | undefined = failedUnder === undefined
    ? eq(payments.payoutOriginatorId, paidId)
    : and(eq(payments.payoutStatus, 'failed'), eq(payments.payoutOriginatorId, failedUnder));
  const now = new Date();
  const [row] = await tx.update(payments)
    .set({
      finderPaid: true, finderPaidAt: now, finderTransactionId: transactionId, payoutStatus: 'paid', payoutError: null,
      payoutOriginatorId: paidId, payoutConversationId: conversationId, updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.finderPaid, false), stillAsFound))
    .returning();
  return row;
}

/** The current id did not pay and never will: → failed, with the next id ready for an admin's retry. */
export async function recordPayoutFailed(db: Executor, { paymentId, failedId, error, onlyWhile }: {
  paymentId: number;
  failedId: string;
  error: string;
  onlyWhile?: 'processing';
}): Promise<boolean> {
  const generation = parsePayoutOriginatorId(failedId)?.generation ?? 1;
  const failed = await db.update(payments)
    .set({ payoutStatus: 'failed', payoutError: error.slice(0, 500), payoutOriginatorId: payoutOriginatorId(paymentId, generation + 1), updatedAt: new Date() })
    .where(and(
      eq(payments.id, paymentId),
      eq(payments.finderPaid, false),
      eq(payments.payoutOriginatorId, failedId),
      onlyWhile ? eq(payments.payoutStatus, onlyWhile) : undefined,
    ))
    .returning({ id: payments.id });
  return failed.length > 0;
}

/** A note on a payout in processing under this id (no answer yet, an unclear one): the state stays. */
export async function notePayout(db: Executor, { paymentId, originatorId, note }: { paymentId: number; originatorId: string; note: string }): Promise<void> {
  await db.update(payments)
    .set({ payoutError: note.slice(0, 500) })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'processing'), eq(payments.payoutOriginatorId, originatorId)));
}

/** QueueTimeOutURL about a payout in processing: a note, and updatedAt moved; the row, to ask M-Pesa about it. */
export async function notePayoutTimedOut(db: Executor, originatorId: string, note: string): Promise<PaymentRow | undefined> {
  const [row] = await db.update(payments)
    .set({ payoutError: note, updatedAt: new Date() })
    .where(and(eq(payments.payoutOriginatorId, originatorId), eq(payments.payoutStatus, 'processing')))
    .returning();
  return row;
}
