import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { adminVerification as verification } from '@okota/shared/contracts/admin-lists.contract';
import * as adminListsApi from '@okota/shared/contracts/admin-lists.api';
import { registerRoute } from '../../../plugins/register-route';
import { toIso } from '../admin.schemas';
import { VERIFICATIONS_PAGE_SIZE, listVerifications } from './admin-verifications.repository';

export const adminVerificationsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminListsApi.verifications, async (request) => {
    const { rows, total, counts } = await listVerifications(app.ctx.db, request.query);
    return {
      // The claimer's answers only: the finder's expected answers stay with the finder (docs/rules.md "Claims").
      verifications: rows.map(({ claim, ...r }) => ({
        id: claim.id,
        itemId: claim.itemId,
        itemTitle: r.itemTitle,
        itemStatus: r.itemStatus,
        finderId: r.finderId,
        finderName: r.finderName,
        claimerId: claim.claimerId,
        claimerName: r.claimerName,
        claimerEmail: r.claimerEmail,
        status: claim.status as z.infer<typeof verification>['status'],
        answers: [claim.answer1, claim.answer2, claim.answer3].filter((a): a is string => !!a),
        additionalDetails: claim.additionalDetails,
        finderNotes: claim.finderNotes,
        hasProofPhoto: !!claim.proofPhotoUrl,
        paymentStatus: r.paymentStatus,
        createdAt: claim.createdAt.toISOString(),
        verifiedAt: toIso(claim.verifiedAt),
      })),
      total,
      hasMore: request.query.page * VERIFICATIONS_PAGE_SIZE < total,
      counts,
    };
  });
};
