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
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, items, payments } from '../../db/schema';
import { notify } from '../notifications/notify';

/** Stored on the claim as the finder's note; the notifications are worded in each reader's language (decisions/0211). */
const NOTES = {
  claimer: 'Withdrawn: the claimer closed their account',
  finder: 'Closed: the finder closed their account',
};

/** An open claim: pending, or approved with no payment that went through (or is going through). */
const isOpen = and(
  inArray(claims.status, ['pending', 'approved']),
  sql`not exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} <> 'failed')`,
);

export async function closeOpenDealings(tx: Executor, userId: string): Promise<{ claimsWithdrawn: number; itemsRemoved: number; claimsClosed: number }> {
  const now = new Date();
  const own = await tx
    .select({ id: claims.id, itemId: claims.itemId, status: claims.status, itemTitle: items.title, finderId: items.finderId })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(and(eq(claims.claimerId, userId), isOpen))
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

  let claimsClosed = 0;
  if (removed.length) {
    const others = await tx
      .select({ id: claims.id, itemId: claims.itemId, claimerId: claims.claimerId })
      .from(claims)
      .where(and(inArray(claims.itemId, removed.map((item) => item.id)), isOpen))
      .for('update', { of: claims });
    for (const claim of others) {
      await tx.update(claims).set({ status: 'rejected', finderNotes: NOTES.finder, verifiedAt: null, updatedAt: now }).where(eq(claims.id, claim.id));
      const title = removed.find((item) => item.id === claim.itemId)!.title;
      await notify(tx, {
        userId: claim.claimerId, type: 'claim_rejected', kind: 'claim_closed_account_closed', params: { item: title },
        itemId: claim.itemId, itemTitle: title, claimerId: claim.claimerId,
      });
    }
    claimsClosed = others.length;
  }
  return { claimsWithdrawn: own.length, itemsRemoved: removed.length, claimsClosed };
}
