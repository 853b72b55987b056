/**
 * What a closing account leaves open is closed, so nobody waits on a person who is gone:
 * - its own claims still open (pending, or approved and unpaid) are withdrawn, and an item it was
 *   approved for is open to other claimers again; the finder is told;
 * - its items still on offer are removed with the reason "account deleted", and other people's
 *   open claims on them are closed; those claimers are told.
 * Claims with a payment stay as they are: the books refer to them. Runs in the deletion's
 * transaction, after money in flight was ruled out (so no open claim has a payment under way).
 */
import { ACCOUNT_DELETED_REASON } from '@okota/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, items } from '../../db/schema';
import { closeOpenClaimsOfItems, isOpenClaim } from '../claims/close-open-claims';
import { notify } from '../notifications/notify';

/** Stored on the claim as the finder's note; the notifications are worded in each reader's language (decisions/0211). */
const NOTES = {
  claimer: 'Withdrawn: the claimer closed their account',
  finder: 'Closed: the finder closed their account',
};

export async function closeOpenDealings(tx: Executor, userId: string): Promise<{ claimsWithdrawn: number; itemsRemoved: number; claimsClosed: number }> {
  const now = new Date();
  const own = await tx
    .select({ id: claims.id, itemId: claims.itemId, status: claims.status, itemTitle: items.title, finderId: items.finderId })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(and(eq(claims.claimerId, userId), isOpenClaim))
    .for('update', { of: [claims, items] });
  for (const claim of own) {
    await tx.update(claims).set({ status: 'rejected', finderNotes: NOTES.claimer, verifiedAt: null, updatedAt: now }).where(eq(claims.id, claim.id));
    await tx.update(items).set({ claimedBy: null, updatedAt: now }).where(and(eq(items.id, claim.itemId), eq(items.claimedBy, userId), eq(items.status, 'available')));
    await notify(tx, { userId: claim.finderId, type: 'system', kind: 'claim_withdrawn_account_closed', params: { item: claim.itemTitle }, itemId: claim.itemId, itemTitle: claim.itemTitle });
  }

  const removed = await tx
    .update(items)
    .set({ status: 'removed', removalReason: ACCOUNT_DELETED_REASON, removedAt: now, removedBy: userId, claimedBy: null, updatedAt: now })
    .where(and(eq(items.finderId, userId), eq(items.status, 'available')))
    .returning({ id: items.id, title: items.title });

  const claimsClosed = await closeOpenClaimsOfItems(tx, removed, { note: NOTES.finder, kind: 'claim_closed_account_closed' });
  return { claimsWithdrawn: own.length, itemsRemoved: removed.length, claimsClosed };
}
