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
import type { Executor } from '../../db/client';
import { withdrawOpenClaim, closeOpenClaimsOfItems } from '../claims';
import { releaseItemReservation, takeDownOpenItemsOfFinder } from '../items';
import { notify } from '../notifications';
import { lockOpenClaimsOf } from './erase-account.repository';

/** Stored on the claim as the finder's note; the notifications are worded in each reader's language (decisions/0211). */
const NOTES = {
  claimer: 'Withdrawn: the claimer closed their account',
  finder: 'Closed: the finder closed their account',
};

export async function closeOpenDealings(tx: Executor, userId: string): Promise<{ claimsWithdrawn: number; itemsRemoved: number; claimsClosed: number }> {
  const now = new Date();
  const own = await lockOpenClaimsOf(tx, userId);
  for (const claim of own) {
    await withdrawOpenClaim(tx, { claimId: claim.id, finderNotes: NOTES.claimer });
    await releaseItemReservation(tx, { itemId: claim.itemId, claimerId: userId });
    await notify(tx, {
      userId: claim.finderId,
      type: 'system',
      kind: 'claim_withdrawn_account_closed',
      params: { item: claim.itemTitle },
      itemId: claim.itemId,
      itemTitle: claim.itemTitle,
    });
  }

  const removed = await takeDownOpenItemsOfFinder(tx, userId, { reason: ACCOUNT_DELETED_REASON, now });

  const claimsClosed = await closeOpenClaimsOfItems(tx, removed, { note: NOTES.finder, kind: 'claim_closed_account_closed' });
  return { claimsWithdrawn: own.length, itemsRemoved: removed.length, claimsClosed };
}
