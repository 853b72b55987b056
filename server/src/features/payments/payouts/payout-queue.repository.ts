/**
 * Which payouts the jobs pick up: those whose hold ended, those in processing that nobody heard
 * back about, and those parked until the finder verifies their number. The transitions that
 * follow are payout-lifecycle.ts's.
 */
import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { heldItems, payments } from '../../../db/schema';
import type { PaymentRow } from '../payments.repository';

/**
 * Payments held past their due time with no dispute and no confirmation: the release job queues them.
 * Never a held item's: its share waits for the desk's hand-over with the code (docs/decisions/0242).
 */
export async function findDuePayoutIds(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'completed'),
        eq(payments.payoutStatus, 'held'),
        lte(payments.payoutDueAt, sql`now()`),
        sql`not exists (select 1 from ${heldItems} where ${heldItems.itemId} = ${payments.itemId})`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Payouts in processing since before `now - staleMs`, taken for the reconciler: one UPDATE over
 * rows locked with SKIP LOCKED that moves updatedAt, so two processes never take one and each is
 * looked at once per period.
 */
export async function takeStalePayouts(
  db: Executor,
  { now, staleMs, limit, note }: { now: Date; staleMs: number; limit: number; note: string },
): Promise<PaymentRow[]> {
  const isStale = and(
    eq(payments.payoutStatus, 'processing'),
    eq(payments.finderPaid, false),
    isNotNull(payments.payoutOriginatorId),
    lt(payments.updatedAt, new Date(now.getTime() - staleMs)),
  );
  const due = db.select({ id: payments.id }).from(payments).where(isStale).orderBy(payments.updatedAt).limit(limit).for('update', { skipLocked: true });
  // The outer condition is checked again on the locked row, so a payout another process just took is not taken twice.
  return db
    .update(payments)
    .set({ updatedAt: now, payoutError: note })
    .where(and(inArray(payments.id, due), isStale))
    .returning();
}

/** This finder's parked payouts, locked (FOR UPDATE) for the transaction that verified their number. */
export async function lockPayoutsAwaitingPhone(tx: Executor, finderId: string): Promise<number[]> {
  const parked = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.finderId, finderId), eq(payments.payoutStatus, 'awaiting_phone')))
    .for('update');
  return parked.map((r) => r.id);
}

/** How many payouts wait for this finder's number (for the profile's reminder). */
export async function countPayoutsAwaitingPhone(db: Executor, finderId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.finderId, finderId), eq(payments.payoutStatus, 'awaiting_phone')));
  return row.n;
}
