/**
 * What the retention job finds past its period and removes (docs/rules.md "Personal data"). Every
 * cut-off is an instant the caller computes from its clock, never the database's now(), so a
 * test can run the job "31 days later". Batches are locked with SKIP LOCKED: two server
 * processes never work on the same rows.
 */
import { and, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { claims, emailOtps, items, lostReports, messages, notifications, payments, phoneOtps, users } from '../../db/schema';
import { DELETED_EMAIL_DOMAIN } from './erase-account.repository';

export const RETENTION_BATCH = 200;

/**
 * Proof photos of claims decided before the cut-off. A claim's decision is its last change
 * (approval, rejection, withdrawal). Not while its payment is disputed: the proof is evidence.
 */
export async function lockDecidedClaimProofs(tx: Executor, decidedBefore: Date) {
  return tx
    .select({ id: claims.id, key: claims.proofPhotoUrl })
    .from(claims)
    .where(
      and(
        inArray(claims.status, ['approved', 'rejected']),
        isNotNull(claims.proofPhotoUrl),
        lte(claims.updatedAt, decidedBefore),
        notExists(
          tx
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.claimId, claims.id), eq(payments.payoutStatus, 'disputed'))),
        ),
      ),
    )
    .limit(RETENTION_BATCH)
    .for('update', { skipLocked: true });
}

export async function forgetClaimProofs(tx: Executor, claimIds: number[]): Promise<void> {
  // updatedAt stays: the decision's time is what the period counts from.
  await tx.update(claims).set({ proofPhotoUrl: null }).where(inArray(claims.id, claimIds));
}

/** Lost reports closed or expired before the cut-off (their last change is the closing). */
export async function lockEndedLostReports(tx: Executor, endedBefore: Date) {
  return tx
    .select({ id: lostReports.id, photoKey: lostReports.photoKey })
    .from(lostReports)
    .where(and(inArray(lostReports.status, ['closed', 'expired']), lte(lostReports.updatedAt, endedBefore)))
    .limit(RETENTION_BATCH)
    .for('update', { skipLocked: true });
}

export async function deleteLostReports(tx: Executor, ids: number[]): Promise<void> {
  await tx.delete(lostReports).where(inArray(lostReports.id, ids));
}

/** Sign-up codes (and the address they hold) of sign-ups begun before the cut-off. */
export async function deleteUnfinishedSignUps(db: Executor, startedBefore: Date): Promise<number> {
  const rows = await db.delete(emailOtps).where(lte(emailOtps.createdAt, startedBefore)).returning({ id: emailOtps.id });
  // Codes sent by SMS (phone sign-up and resets) hold a number: they go at the same age.
  const byPhone = await db.delete(phoneOtps).where(lte(phoneOtps.createdAt, startedBefore)).returning({ id: phoneOtps.id });
  return rows.length + byPhone.length;
}

/**
 * Messages of deals that ended before the cut-off: the item was handed over, or the pair's
 * payment was paid out or refunded; each message itself at least as old as the cut-off.
 */
export async function deleteMessagesOfEndedDeals(db: Executor, endedBefore: Date): Promise<number> {
  const rows = await db.execute(sql`
    with ended as (
      select m.id from ${messages} m
      where m.created_at <= ${endedBefore.toISOString()}::timestamptz and (
        exists (select 1 from ${items} i where i.id = m.item_id and i.completed_at <= ${endedBefore.toISOString()}::timestamptz)
        or exists (select 1 from ${payments} p where p.item_id = m.item_id
          and p.claimer_id in (m.sender_id, m.receiver_id) and p.finder_id in (m.sender_id, m.receiver_id)
          and coalesce(p.finder_paid_at, p.refunded_at) <= ${endedBefore.toISOString()}::timestamptz))
      limit ${RETENTION_BATCH * 10}
    )
    delete from ${messages} where id in (select id from ended) returning id`);
  return rowsOf(rows).length;
}

/** Bell entries a closed account can no longer read (others' later actions may still add some). */
export async function deleteNotificationsOfClosedAccounts(db: Executor): Promise<number> {
  const closed = db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} like ${`%@${DELETED_EMAIL_DOMAIN}`}`);
  const rows = await db.delete(notifications).where(inArray(notifications.userId, closed)).returning({ id: notifications.id });
  return rows.length;
}
