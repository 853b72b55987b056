/**
 * The claims feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../claims' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
import type { FastifyPluginAsync } from 'fastify';
import { claimsRoutes } from './claims.routes';
import { claimJobs } from './claim-reminders';

export { closeRefundedClaim, isOpenClaim, refuseHeldClaim, releaseClaimHold, withdrawOpenClaim } from './claim-lifecycle';
export { claimJobs, tellFinderOfNewClaim } from './claim-reminders';
export { claimColumns, claimHasPaid, questionColumns, seenByFinder } from './claim-columns.repository';
export { toClaimDetail } from './claim-views';
export { findClaim, findItem } from './claims.repository';
export { closeOpenClaimsOfItems } from './close-open-claims';
export { onFreeClaimApproved } from './free-claim-approved';
export type { FreeClaimApproved } from './free-claim-approved';
export { deleteProof } from './proof-storage';

/** The feature as the app registers it (server/src/features/index.ts). */
export const claimsFeature: FastifyPluginAsync = async (app) => {
  await app.register(claimsRoutes);
  app.ctx.jobs.serve(claimJobs, app.ctx);
};
