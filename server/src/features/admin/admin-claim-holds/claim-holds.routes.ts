/** The admin's queue of claims held for their texts, with release and reject (docs/decisions/0234). */
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { claimUnderReview } from '@okota/shared/contracts/claims.contract';
import * as adminItemsApi from '@okota/shared/contracts/admin-items.api';
import { registerRoute } from '../../../plugins/register-route';
import { currentUser } from '../../../plugins/auth';
import { listHeldClaims } from './claim-holds.repository';
import { rejectHeldClaim, releaseHeldClaim } from './decide-held-claim';

export const adminClaimHoldsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminItemsApi.heldClaims, async () => {
    const rows = await listHeldClaims(app.ctx.db);
    return {
      claims: rows.map(({ claim, itemTitle, claimerName }) => ({
        id: claim.id,
        itemId: claim.itemId,
        itemTitle,
        claimerId: claim.claimerId,
        claimerName,
        reason: claim.heldReason as z.infer<typeof claimUnderReview>,
        answers: [claim.answer1, claim.answer2, claim.answer3].filter((a): a is string => !!a),
        additionalDetails: claim.additionalDetails,
        description: claim.description,
        hasProofPhoto: !!claim.proofPhotoUrl,
        heldAt: (claim.heldAt ?? claim.createdAt).toISOString(),
      })),
    };
  });

  await registerRoute(app, adminItemsApi.releaseHeldClaim, async (request) =>
    releaseHeldClaim({ ctx: app.ctx, adminId: currentUser(request).id, claimId: request.params.id }),
  );

  await registerRoute(app, adminItemsApi.rejectHeldClaim, async (request) =>
    rejectHeldClaim({ ctx: app.ctx, adminId: currentUser(request).id, claimId: request.params.id }),
  );
};
