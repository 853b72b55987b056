/**
 * A payout's whole state machine (payments.payout_status), one named function per transition; the
 * only code that writes that column (docs/payments.md "A payout", docs/decisions/0251):
 *
 *   none ──holdPayoutForHandover──▶ held (the payment completed: stk/payment-lifecycle.ts calls it)
 *   held ──openPayoutDispute──▶ disputed
 *   held | disputed | failed | awaiting_phone ──markPayoutQueued──▶ queued
 *   queued ──parkPayoutAwaitingPhone──▶ awaiting_phone (the finder's number is not verified)
 *   queued ──takePayoutForSending──▶ processing
 *   processing ──requeuePayout──▶ queued (the request did not get through; the job retries)
 *   processing ──failUnsentPayout──▶ failed (no request could leave)
 *   queued | awaiting_phone | processing | failed ──recordPayoutPaid──▶ paid (Transaction Status: Completed)
 *   queued | awaiting_phone | processing | failed ──recordPayoutFailed──▶ failed, under the next id
 *   none | held | disputed ──closePayoutForRefund──▶ refunded (the refund's start: refunds/refund-lifecycle.ts calls it)
 *   held ──holdPayoutUntilCollected──▶ held, due when the collection code expires (a held item, decisions/0242)
 *   held ──closePayoutWithoutShare──▶ none (collected; the owner paid only the platform fee)
 *
 * Every transition is one UPDATE guarded by its allowed "from" states (PAYOUT_FROM), reporting
 * whether it moved, so a repeated or late answer finds the row moved on and writes nothing; the
 * CHECK payments_payout_or_refund_check (migration 0005) keeps a payout and a refund of one
 * payment apart. Which payouts the jobs pick up is payout-queue.repository.ts.
 */
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PAYOUT_HOLD_MS } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { payments } from '../../../db/schema';
import type { PaymentRow, PayoutStatus } from '../payments.repository';

/**
 * The states each transition may start from. An id of ours (payoutOriginatorId) exists only once
 * queued, so a B2C answer can only find a payout in queued, awaiting_phone, processing or failed.
 */
export const PAYOUT_FROM = {
  holdForHandover: ['none'],
  openDispute: ['held'],
  queue: ['held', 'disputed', 'failed', 'awaiting_phone'],
  parkAwaitingPhone: ['queued'],
  takeForSending: ['queued'],
  leaveProcessing: ['processing'],
  recordPaid: ['queued', 'awaiting_phone', 'processing', 'failed'],
  recordFailed: ['queued', 'awaiting_phone', 'processing', 'failed'],
  closeForRefund: ['none', 'held', 'disputed'],
  holdUntilCollected: ['held'],
  closeWithoutShare: ['held'],
} as const satisfies Record<string, readonly PayoutStatus[]>;

const payoutIn = (from: readonly PayoutStatus[]) => inArray(payments.payoutStatus, [...from]);

export type QueueableFrom = (typeof PAYOUT_FROM.queue)[number];

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

/**
 * none → held: the payment just completed (in its transaction, stk/payment-lifecycle.ts), and the
 * finder's share waits for the hand-over, due after PAYOUT_HOLD_MS.
 */
export async function holdPayoutForHandover(tx: Executor, { paymentId, now }: { paymentId: number; now: Date }): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ payoutStatus: 'held', payoutDueAt: new Date(now.getTime() + PAYOUT_HOLD_MS), updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'completed'), payoutIn(PAYOUT_FROM.holdForHandover)))
    .returning();
  return row;
}

/** held → disputed: the claimer reported a problem within the hold, before confirming the hand-over. */
export async function openPayoutDispute(
  tx: Executor,
  { paymentId, reason, now }: { paymentId: number; reason: string; now: Date },
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ payoutStatus: 'disputed', disputeReason: reason, disputedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), payoutIn(PAYOUT_FROM.openDispute), gt(payments.payoutDueAt, now), isNull(payments.receiptConfirmedAt)))
    .returning();
  return row;
}

/**
 * → refunded, the payout's side of a refund's start (refunds/refund-lifecycle.ts calls it, in the
 * same transaction, just before the payment's own move): only a payout that never had a B2C request
 * closes. `paymentIs` is the payment's state the refund starts from (completed, or pending for
 * money that arrived and must go back).
 */
export async function closePayoutForRefund(
  tx: Executor,
  {
    paymentId,
    paymentIs,
    from,
    now,
  }: {
    paymentId: number;
    paymentIs: 'completed' | 'pending';
    from: Array<(typeof PAYOUT_FROM.closeForRefund)[number]>;
    now: Date;
  },
): Promise<boolean> {
  const closed = await tx
    .update(payments)
    .set({ payoutStatus: 'refunded', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, paymentIs), payoutIn(from), eq(payments.finderPaid, false), eq(payments.payoutAttempts, 0)))
    .returning({ id: payments.id });
  return closed.length > 0;
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
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'completed'), eq(payments.finderPaid, false), payoutIn(from)))
    .returning();
  return row;
}

/**
 * A held item's share waits for the desk's hand-over, not for 72 hours: due (and open to a
 * dispute) until its collection code expires; the release job never takes it (payout-queue.repository.ts).
 */
export async function holdPayoutUntilCollected(tx: Executor, paymentId: number, until: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ payoutDueAt: until, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), payoutIn(PAYOUT_FROM.holdUntilCollected)));
}

/** held → none: collected, and nobody takes a finder's share of this item (finderAmount 0): nothing to send. */
export async function closePayoutWithoutShare(tx: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ payoutStatus: 'none', payoutDueAt: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), payoutIn(PAYOUT_FROM.closeWithoutShare), eq(payments.finderAmount, 0)))
    .returning();
  return row;
}

/** queued → awaiting_phone: nothing is sent until the finder verifies their number. */
export async function parkPayoutAwaitingPhone(tx: Executor, paymentId: number): Promise<boolean> {
  const parked = await tx
    .update(payments)
    .set({ payoutStatus: 'awaiting_phone', payoutError: null, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), payoutIn(PAYOUT_FROM.parkAwaitingPhone), eq(payments.finderPaid, false)))
    .returning({ id: payments.id });
  return parked.length > 0;
}

/** queued → processing, by one conditional update: the one worker that gets the row sends it. */
export async function takePayoutForSending(db: Executor, paymentId: number): Promise<PaymentRow | undefined> {
  const [payout] = await db
    .update(payments)
    .set({ payoutStatus: 'processing', payoutAttempts: sql`${payments.payoutAttempts} + 1`, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), payoutIn(PAYOUT_FROM.takeForSending), eq(payments.status, 'completed'), eq(payments.finderPaid, false)))
    .returning();
  return payout;
}

async function leaveProcessing(db: Executor, paymentId: number, payoutStatus: 'queued' | 'failed', payoutError: string): Promise<boolean> {
  const left = await db
    .update(payments)
    .set({ payoutStatus, payoutError: payoutError.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), payoutIn(PAYOUT_FROM.leaveProcessing)))
    .returning({ id: payments.id });
  return left.length > 0;
}

/** processing → queued: the request did not get through and the job tries again. */
export const requeuePayout = (db: Executor, paymentId: number, note: string) => leaveProcessing(db, paymentId, 'queued', note);

/** processing → failed before any request was accepted (no M-Pesa number, a configuration error, the last attempt). */
export const failUnsentPayout = (db: Executor, paymentId: number, error: string) => leaveProcessing(db, paymentId, 'failed', error);

/** Daraja acknowledged the request: its result will come to the ResultURL under this ConversationID. */
export async function recordPayoutAccepted(
  db: Executor,
  {
    paymentId,
    originatorId,
    conversationId,
    note,
  }: {
    paymentId: number;
    originatorId: string;
    conversationId: string;
    note: string | null;
  },
): Promise<void> {
  await db
    .update(payments)
    .set({ payoutConversationId: conversationId, payoutError: note, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'processing'), eq(payments.payoutOriginatorId, originatorId)));
}

/**
 * → paid, once (finderPaid was false), when the row is still as the caller found it: under the
 * paid id, or failed under a newer id (`failedUnder`, a late success of a superseded id).
 */
export async function recordPayoutPaid(
  tx: Executor,
  {
    paymentId,
    paidId,
    failedUnder,
    transactionId,
    conversationId,
  }: {
    paymentId: number;
    paidId: string;
    failedUnder?: string;
    transactionId: string | null;
    conversationId: string | null;
  },
): Promise<PaymentRow | undefined> {
  const stillAsFound: SQL | undefined =
    failedUnder === undefined
      ? eq(payments.payoutOriginatorId, paidId)
      : and(eq(payments.payoutStatus, 'failed'), eq(payments.payoutOriginatorId, failedUnder));
  const now = new Date();
  const [row] = await tx
    .update(payments)
    .set({
      finderPaid: true,
      finderPaidAt: now,
      finderTransactionId: transactionId,
      payoutStatus: 'paid',
      payoutError: null,
      payoutOriginatorId: paidId,
      payoutConversationId: conversationId,
      updatedAt: now,
    })
    .where(and(eq(payments.id, paymentId), eq(payments.finderPaid, false), payoutIn(PAYOUT_FROM.recordPaid), stillAsFound))
    .returning();
  return row;
}

/** The current id did not pay and never will: → failed, with the next id ready for an admin's retry. */
export async function recordPayoutFailed(
  db: Executor,
  {
    paymentId,
    failedId,
    error,
    onlyWhile,
  }: {
    paymentId: number;
    failedId: string;
    error: string;
    onlyWhile?: 'processing';
  },
): Promise<boolean> {
  const generation = parsePayoutOriginatorId(failedId)?.generation ?? 1;
  const failed = await db
    .update(payments)
    .set({ payoutStatus: 'failed', payoutError: error.slice(0, 500), payoutOriginatorId: payoutOriginatorId(paymentId, generation + 1), updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.finderPaid, false),
        eq(payments.payoutOriginatorId, failedId),
        payoutIn(onlyWhile ? [onlyWhile] : PAYOUT_FROM.recordFailed),
      ),
    )
    .returning({ id: payments.id });
  return failed.length > 0;
}

/** A note on a payout in processing under this id (no answer yet, an unclear one): the state stays. */
export async function notePayout(db: Executor, { paymentId, originatorId, note }: { paymentId: number; originatorId: string; note: string }): Promise<void> {
  await db
    .update(payments)
    .set({ payoutError: note.slice(0, 500) })
    .where(and(eq(payments.id, paymentId), eq(payments.payoutStatus, 'processing'), eq(payments.payoutOriginatorId, originatorId)));
}

/** QueueTimeOutURL about a payout in processing: a note, and updatedAt moved; the row, to ask M-Pesa about it. */
export async function notePayoutTimedOut(db: Executor, originatorId: string, note: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({ payoutError: note, updatedAt: new Date() })
    .where(and(eq(payments.payoutOriginatorId, originatorId), eq(payments.payoutStatus, 'processing')))
    .returning();
  return row;
}
