/** The admin's queue of claims held for their texts, with release and reject (docs/decisions/0234). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { heldClaimDecision, heldClaimsAnswer } from '@okota/shared/contracts/claim-holds.contract';
import type { claimUnderReview } from '@okota/shared/contracts/claims.contract';
import { idParams } from '@okota/shared/contracts/ids';
import type { z } from 'zod';
import { currentUser } from '../../../plugins/auth';
import { listHeldClaims } from './claim-holds.repository';
import { rejectHeldClaim, releaseHeldClaim } from './decide-held-claim';

export const adminClaimHoldsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/claims/held',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Claims held for review: their texts may hide contact details', response: { 200: heldClaimsAnswer } },
    },
    async () => {
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
    },
  );

  app.post(
    '/api/admin/claims/:id/release',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Release a held claim to the finder (they are told of a new claim)',
        params: idParams,
        response: { 200: heldClaimDecision },
      },
    },
    async (request) => releaseHeldClaim({ ctx: app.ctx, adminId: currentUser(request).id, claimId: request.params.id }),
  );

  app.post(
    '/api/admin/claims/:id/reject',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Reject a held claim (the claimer is told; the finder never sees it)',
        params: idParams,
        response: { 200: heldClaimDecision },
      },
    },
    async (request) => rejectHeldClaim({ ctx: app.ctx, adminId: currentUser(request).id, claimId: request.params.id }),
  );
};
