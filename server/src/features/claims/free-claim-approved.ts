/**
 * A public office hands over free (docs/decisions/0261): when its desk approves a claim, the
 * collection code is issued at once, with no payment. Issuing codes is the organisations feature's
 * (collections/), which sits above claims (docs/decisions/0253): it registers the step here when
 * it starts, and approve-claim.ts runs it inside the approval's transaction.
 */
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { defineSingleHook } from '../../lib/feature-hook';
import type { HeldCustody } from '../custody';

export type FreeClaimApproved = (
  ctx: Pick<AppContext, 'log'>,
  tx: Executor,
  approved: { itemId: number; claimId: number; claimerId: string; custody: HeldCustody; title: string },
) => Promise<{ expiresAt: Date }>;

const freeClaimApproved = defineSingleHook<FreeClaimApproved>({ name: 'free claim approved', registeredBy: 'organisations' });

export function onFreeClaimApproved(ctx: AppContext, step: FreeClaimApproved): void {
  freeClaimApproved.register(ctx, step);
}

export function freeClaimApprovedStep(ctx: AppContext): FreeClaimApproved {
  return freeClaimApproved.step(ctx);
}
