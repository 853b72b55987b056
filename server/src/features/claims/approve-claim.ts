/**
 * Approving a claim makes its claimer the item's one approved claimer, who may then pay. The
 * item row is locked so approvals, revocations and payment completion of an item happen one at
 * a time; the unique index claims_one_approved_per_item refuses a second approval even if
 * another writer skipped the lock.
 */
import type { AppContext } from '../../context';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { isItemOpenToOwners } from '../../db/item-visibility';
import { tellPerson, notify } from '../notifications';
import { feesForCustody, findHeldCustody, type HeldCustody } from '../custody';
import { markItemClaimed, reserveItemForClaimer } from '../items';
import type { Executor } from '../../db/client';
import { freeClaimApprovedStep } from './free-claim-approved';
import { approvePendingClaim } from './claim-lifecycle';
import { lockItem, type ClaimRow } from './claims.repository';
import { queueClaimReminder } from './claim-reminders';
import { ITEM_HAS_APPROVED_CLAIMER } from './submit-claim';

export const CLAIM_ALREADY_DECIDED = 'This claim has already been decided';
export const ITEM_NOT_OPEN = 'This item is no longer open to claims';

export async function approveClaim({ ctx, claim, notes }: { ctx: AppContext; claim: ClaimRow; notes: string | null }): Promise<ClaimRow> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const item = await lockItem(tx, claim.itemId);
      if (!item || !isItemOpenToOwners(item)) throw new AppError('CLAIM_ITEM_NOT_OPEN', ITEM_NOT_OPEN);
      if (item.claimedBy) throw new AppError('CLAIM_ITEM_HAS_APPROVED_CLAIMER', ITEM_HAS_APPROVED_CLAIMER);
      const approved = await approvePendingClaim(tx, { claimId: claim.id, finderNotes: notes });
      if (!approved) throw new AppError('CLAIM_ALREADY_DECIDED', CLAIM_ALREADY_DECIDED);
      // Checked above under the item's lock; a refusal here means another writer skipped it.
      if (!(await reserveItemForClaimer(tx, { itemId: item.id, claimerId: claim.claimerId }))) {
        throw new AppError('CLAIM_ITEM_HAS_APPROVED_CLAIMER', ITEM_HAS_APPROVED_CLAIMER);
      }
      // Read once: the custody decides both the fee and the words (a collection code, not a contact).
      const custody = await findHeldCustody(tx, item.id);
      if (custody?.free) {
        await approveFree(ctx, tx, { claim, custody, title: item.title });
        return approved;
      }
      // The owner's turn: pay the fee now (docs/decisions/0231).
      const fees = await feesForCustody(tx, custody);
      await tellPerson(ctx, tx, {
        userId: claim.claimerId,
        turn: 'claim_approved',
        itemId: item.id,
        eventKey: claim.id,
        amount: fees.totalFee,
        notification: {
          type: 'claim_approved',
          kind: 'claim_approved',
          params: custody ? { item: item.title, held: 'yes' } : { item: item.title },
          itemId: item.id,
          itemTitle: item.title,
          claimerId: claim.claimerId,
        },
      });
      await queueClaimReminder(ctx, tx, claim.id, 'payment');
      return approved;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'claims_one_approved_per_item')) throw new AppError('CLAIM_ITEM_HAS_APPROVED_CLAIMER', ITEM_HAS_APPROVED_CLAIMER);
    throw error;
  }
}

/**
 * A public office hands over free (docs/decisions/0261): no payment step. The item is claimed
 * now, the code issued and sent (collections/ registers that step), and the bell says there is
 * nothing to pay; the code's SMS is the approval's SMS.
 */
async function approveFree(ctx: AppContext, tx: Executor, { claim, custody, title }: { claim: ClaimRow; custody: HeldCustody; title: string }) {
  await markItemClaimed(tx, { itemId: claim.itemId, now: new Date() });
  await freeClaimApprovedStep(ctx)(ctx, tx, { itemId: claim.itemId, claimId: claim.id, claimerId: claim.claimerId, custody, title });
  await notify(tx, {
    userId: claim.claimerId,
    type: 'claim_approved',
    kind: 'claim_approved',
    params: { item: title, held: 'free' },
    itemId: claim.itemId,
    itemTitle: title,
    claimerId: claim.claimerId,
  });
}
