/**
 * A claim's whole state machine, one named function per transition, and the only module that
 * writes claim_verifications.status (with the finder's note and verified_at that go with it, and
 * the admin's hold). A test keeps it so (server/test/architecture/status-writers.test.ts;
 * docs/decisions/0250):
 *
 *   pending ──approvePendingClaim──▶ approved ──revokeClaimApproval──▶ rejected (unpaid: the finder changed their mind)
 *   pending ──rejectPendingClaim──▶ rejected (the finder)
 *   pending, held ──releaseClaimHold──▶ pending (an admin lets it reach the finder)
 *   pending, held ──refuseHeldClaim──▶ rejected (an admin)
 *   open (pending, or approved with no payment but failed ones) ──withdrawOpenClaim / closeOpenClaimsOnItems──▶ rejected
 *   approved ──closeRefundedClaim──▶ rejected (a dispute ended in a refund)
 *
 * Each is one conditional UPDATE: from a state it does not allow, it changes nothing and answers
 * undefined (or false, or no rows). A new claim starts pending (claims.repository.ts insertClaim).
 */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, payments } from '../../db/schema';
import type { ClaimRow } from './claims.repository';

/** An open claim: pending, or approved with no payment other than a failed one. */
export const isOpenClaim = and(
  inArray(claims.status, ['pending', 'approved']),
  sql`not exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} <> 'failed')`,
)!;

const isHeld = isNotNull(claims.heldAt);

const move = async (tx: Executor, claimId: number, from: SQL, set: Partial<typeof claims.$inferInsert>) => {
  const [row] = await tx
    .update(claims)
    .set({ ...set, updatedAt: set.updatedAt ?? new Date() })
    .where(and(eq(claims.id, claimId), from))
    .returning();
  return row as ClaimRow | undefined;
};

/** The finder's note on a decision: it reaches the claimer in the app. */
interface Decision {
  claimId: number;
  finderNotes: string | null;
}

/** pending → approved: the finder recognised the owner, who may now pay. */
export const approvePendingClaim = (tx: Executor, { claimId, finderNotes }: Decision) =>
  move(tx, claimId, eq(claims.status, 'pending'), { status: 'approved', finderNotes, verifiedAt: new Date() });

/** pending → rejected: the finder turned it down. */
export const rejectPendingClaim = (tx: Executor, { claimId, finderNotes }: Decision) =>
  move(tx, claimId, eq(claims.status, 'pending'), { status: 'rejected', finderNotes, verifiedAt: null });

/** approved → rejected: the finder withdrew an approval nobody has paid for (the caller checks the money). */
export const revokeClaimApproval = (tx: Executor, { claimId, finderNotes }: Decision) =>
  move(tx, claimId, eq(claims.status, 'approved'), { status: 'rejected', finderNotes, verifiedAt: null });

/** pending and held → pending, no longer held: an admin lets it reach the finder (held_reason stays for the record). */
export async function releaseClaimHold(tx: Executor, claimId: number): Promise<boolean> {
  return !!(await move(tx, claimId, and(eq(claims.status, 'pending'), isHeld)!, { heldAt: null }));
}

/** pending and held → rejected: an admin found contact details in it; the finder never hears of it. */
export const refuseHeldClaim = (tx: Executor, { claimId, finderNotes }: Decision) =>
  move(tx, claimId, and(eq(claims.status, 'pending'), isHeld)!, { status: 'rejected', finderNotes });

/** open → rejected: its claimer closed their account. */
export const withdrawOpenClaim = (tx: Executor, { claimId, finderNotes }: Decision) =>
  move(tx, claimId, isOpenClaim, { status: 'rejected', finderNotes, verifiedAt: null });

/** approved → rejected: a dispute ended in a refund, which frees the item's one approved claim for someone else. */
export const closeRefundedClaim = (tx: Executor, { claimId, finderNotes, now = new Date() }: Decision & { now?: Date }) =>
  move(tx, claimId, eq(claims.status, 'approved'), { status: 'rejected', finderNotes, updatedAt: now });

/** Every open claim on items leaving the catalogue → rejected. Answers whose claims closed, to tell them. */
export async function closeOpenClaimsOnItems(tx: Executor, itemIds: number[], finderNotes: string) {
  if (!itemIds.length) return [];
  return tx
    .update(claims)
    .set({ status: 'rejected', finderNotes, verifiedAt: null, updatedAt: new Date() })
    .where(and(inArray(claims.itemId, itemIds), isOpenClaim))
    .returning({ itemId: claims.itemId, claimerId: claims.claimerId });
}
