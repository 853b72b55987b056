/**
 * A day on, the person the other side waits for hears of it once more (docs/decisions/0277): a
 * finder (and an organisation's desk) who has not answered a claim, an owner who was approved and
 * has not paid. Reminders, not turns: quiet hours hold them (sms/sms-kinds.ts). Nothing is sent if
 * the wait ended meanwhile: the claim decided, withdrawn or held, the item paid for, collected,
 * hidden or withdrawn, or handed over free at a public office.
 */
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { isItemOpenToOwners } from '../../db/item-visibility';
import { defineJob } from '../../lib/job-definition';
import { feesForCustody, findHeldCustody } from '../custody';
import { tellPerson } from '../notifications';
import { findClaim, lockItem } from './claims.repository';
import { tellFinderOfClaim } from './hold-doubtful-claim';

export const CLAIM_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000;

type WaitingFor = 'answer' | 'payment';

export const claimReminderJob = defineJob({
  id: 'claims.waiting-reminder',
  payload: z.object({ claimId: z.number().int(), waitingFor: z.enum(['answer', 'payment']) }),
  handler: ({ claimId, waitingFor }, ctx: AppContext) => remindOfClaim(ctx, claimId, waitingFor),
  maxAttempts: 5,
  backoffMs: 60_000,
});

export async function queueClaimReminder(ctx: Pick<AppContext, 'jobs'>, tx: Executor, claimId: number, waitingFor: WaitingFor): Promise<void> {
  await ctx.jobs.enqueue(
    tx,
    claimReminderJob,
    { claimId, waitingFor },
    { runAt: new Date(Date.now() + CLAIM_REMINDER_AFTER_MS), dedupeKey: `claim-reminder:${waitingFor}:${claimId}` },
  );
}

/** A claim reaches its finder: they are told now, and again in a day if it still waits for them. */
export async function tellFinderOfNewClaim(
  ctx: AppContext,
  tx: Executor,
  item: Parameters<typeof tellFinderOfClaim>[2],
  claim: Parameters<typeof tellFinderOfClaim>[3],
): Promise<void> {
  await tellFinderOfClaim(ctx, tx, item, claim);
  await queueClaimReminder(ctx, tx, claim.id, 'answer');
}

export async function remindOfClaim(ctx: AppContext, claimId: number, waitingFor: WaitingFor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const claim = await findClaim(tx, claimId);
    const item = claim && (await lockItem(tx, claim.itemId));
    // An item paid for, collected, hidden or withdrawn is no longer waiting for anyone.
    if (!claim || !item || !isItemOpenToOwners(item)) return;
    if (waitingFor === 'answer') {
      if (claim.status === 'pending' && claim.heldAt === null) await tellFinderOfClaim(ctx, tx, item, claim, 'claim_waiting');
      return;
    }
    if (claim.status !== 'approved' || item.claimedBy !== claim.claimerId) return;
    const custody = await findHeldCustody(tx, item.id);
    if (custody?.free) return;
    const fees = await feesForCustody(tx, custody);
    await tellPerson(ctx, tx, {
      userId: claim.claimerId,
      turn: 'pay_waiting',
      itemId: item.id,
      eventKey: claim.id,
      amount: fees.totalFee,
      notification: {
        type: 'claim_approved',
        kind: 'pay_waiting',
        params: { item: item.title },
        itemId: item.id,
        itemTitle: item.title,
        claimerId: claim.claimerId,
      },
    });
  });
}

export const claimJobs = [claimReminderJob] as const;
