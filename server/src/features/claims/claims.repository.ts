/** Single-row reads and a new claim's row; every function takes an Executor. Status moves live in claim-lifecycle.ts. */
import { and, desc, eq, sql, inArray } from 'drizzle-orm';
import type { ClaimStatus } from '@okota/shared';
import type { Executor } from '../../db/client';
import { claims, items, payments } from '../../db/schema';

/** The status column holds one of CLAIM_STATUSES (a check constraint says so). */
export type ClaimRow = Omit<typeof claims.$inferSelect, 'status'> & { status: ClaimStatus };

const itemColumns = {
  id: items.id,
  title: items.title,
  finderId: items.finderId,
  status: items.status,
  isHidden: items.isHidden,
  claimedBy: items.claimedBy,
  requiresProofPhoto: items.requiresProofPhoto,
  verificationQuestion1: items.verificationQuestion1,
  verificationQuestion2: items.verificationQuestion2,
  verificationQuestion3: items.verificationQuestion3,
};
export type ClaimableItem = {
  id: number;
  title: string;
  finderId: string;
  status: string;
  isHidden: boolean;
  claimedBy: string | null;
  requiresProofPhoto: boolean;
  verificationQuestion1: string;
  verificationQuestion2: string | null;
  verificationQuestion3: string | null;
};

export async function findItem(db: Executor, itemId: number): Promise<ClaimableItem | undefined> {
  const [row] = await db.select(itemColumns).from(items).where(eq(items.id, itemId));
  return row;
}

/** Locks the item row: approvals, revocations and payment completion of one item queue up here. */
export async function lockItem(tx: Executor, itemId: number): Promise<ClaimableItem | undefined> {
  const [row] = await tx.select(itemColumns).from(items).where(eq(items.id, itemId)).for('update');
  return row;
}

export async function countClaimsOf(db: Executor, itemId: number, claimerId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${claims.status} = 'pending')::int`,
    })
    .from(claims)
    .where(and(eq(claims.itemId, itemId), eq(claims.claimerId, claimerId)));
  return row;
}

/** A new claim is pending (the column's default); every later status is claim-lifecycle.ts's to write. */
export async function insertClaim(tx: Executor, values: Omit<typeof claims.$inferInsert, 'status' | 'verifiedAt'>): Promise<ClaimRow> {
  const [row] = await tx.insert(claims).values(values).returning();
  return row as ClaimRow;
}

export async function findClaim(db: Executor, claimId: number): Promise<ClaimRow | undefined> {
  const [row] = await db.select().from(claims).where(eq(claims.id, claimId));
  return row as ClaimRow | undefined;
}

/** The claim that decides a user's state on an item: their latest one. */
export async function findLatestClaimOf(db: Executor, itemId: number, claimerId: string): Promise<ClaimRow | undefined> {
  const [row] = await db
    .select()
    .from(claims)
    .where(and(eq(claims.itemId, itemId), eq(claims.claimerId, claimerId)))
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(1);
  return row as ClaimRow | undefined;
}

/** Payment state of one claim: whether it completed, and whether one is being paid right now. */
export async function paymentStateOfClaim(db: Executor, claimId: number, pendingSince: Date) {
  const [row] = await db
    .select({
      // Money that came for the claim stands, also while it is being refunded (a refund is an admin's decision).
      completed: sql<number>`count(*) filter (where ${payments.status} in ('completed', 'refund_pending', 'refunded', 'refund_failed'))::int`,
      inFlight: sql<number>`count(*) filter (where ${payments.status} = 'pending' and ${payments.createdAt} > ${pendingSince.toISOString()}::timestamptz)::int`,
    })
    .from(payments)
    .where(eq(payments.claimId, claimId));
  return { hasCompletedPayment: row.completed > 0, hasPaymentInFlight: row.inFlight > 0 };
}

/**
 * Where the money of a claim approved, paid and then refunded (after a dispute) stands, so its
 * owner is told that, not "rejected" (docs/decisions/0262); null for any other claim.
 */
export async function refundStatusOfClaim(db: Executor, claimId: number): Promise<'refund_pending' | 'refund_failed' | 'refunded' | null> {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.claimId, claimId), inArray(payments.status, ['refund_pending', 'refund_failed', 'refunded'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return (row?.status as 'refund_pending' | 'refund_failed' | 'refunded' | undefined) ?? null;
}

export async function hasCompletedPayment(db: Executor, itemId: number, claimerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.itemId, itemId), eq(payments.claimerId, claimerId), eq(payments.status, 'completed')))
    .limit(1);
  return !!row;
}
