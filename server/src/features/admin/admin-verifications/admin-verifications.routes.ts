import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLAIM_STATUSES } from '@okota/shared';
import { pageQuery, toIso } from '../admin.schemas';
import { VERIFICATIONS_PAGE_SIZE, listVerifications } from './admin-verifications.repository';

const verification = z.object({
  id: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  itemStatus: z.string(),
  finderId: z.string(),
  finderName: z.string(),
  claimerId: z.string(),
  claimerName: z.string(),
  claimerEmail: z.string(),
  status: z.enum(CLAIM_STATUSES),
  answers: z.array(z.string()),
  additionalDetails: z.string(),
  finderNotes: z.string().nullable(),
  hasProofPhoto: z.boolean(),
  paymentStatus: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});

export const adminVerificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/verifications', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Every claim, with filters',
      querystring: z.object({
        status: z.enum(['all', ...CLAIM_STATUSES]).default('all'),
        search: z.string().trim().max(100).optional(),
        page: pageQuery,
      }),
      response: {
        200: z.object({
          verifications: z.array(verification),
          total: z.number(),
          hasMore: z.boolean(),
          counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
        }),
      },
    },
  }, async (request) => {
    const { rows, total, counts } = await listVerifications(app.ctx.db, request.query);
    return {
      // The claimer's answers only: the finder's expected answers stay with the finder (decisions.md "Claims").
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
