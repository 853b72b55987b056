/**
 * The claim stage over HTTP (docs/product/user-flows.md section 7, docs/rules.md "Claims"). Routes check
 * who is calling and hand over to one operation each.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimDecisionSchema, claimSchema } from '@okota/shared';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { submitClaim } from './submit-claim';
import { decideClaimStatus } from './decide-claim';
import { getVerificationStatus } from './get-verification-status';
import { listItemClaims } from './list-item-claims';
import { listMyClaims } from './list-my-claims';
import { readClaimProof } from './read-claim-proof';
import { underReviewOf } from './hold-doubtful-claim';
import { proofOf, readClaimForm } from './read-claim-form';
import {
  decidedClaim,
  itemClaimsAnswer,
  myClaimsAnswer,
  myClaimsQuery,
  submittedClaim,
  verificationParams,
  verificationStatus,
} from '@okota/shared/contracts/claims.contract';
import { idParams } from '@okota/shared/contracts/ids';
import { security } from '../../plugins/openapi-security';
import { onOpenItemsTakenDown } from '../items';
import { closeClaimsOfTakenDownItems } from './close-open-claims';

export const claimsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Items offers the hook so that it never imports claims (docs/decisions/0253).
  onOpenItemsTakenDown(app.ctx, closeClaimsOfTakenDownItems);
  // Another feature may already accept multipart for the whole app; otherwise only these routes do.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    '/api/items/:id/verify',
    {
      // Guests are refused before a photo upload is read.
      config: { access: 'user' },
      preValidation: readClaimForm,
      schema: {
        tags: ['claims'],
        summary: 'Claim an item: answers, details and an optional proof photo (JSON, or multipart with proofPhoto)',
        consumes: ['application/json', 'multipart/form-data'],
        security,
        params: idParams,
        body: claimSchema,
        response: { 201: submittedClaim },
      },
    },
    async (request, reply) => {
      const claim = await submitClaim({
        ctx: app.ctx,
        itemId: request.params.id,
        claimerId: currentUser(request).id,
        input: request.body,
        proofPhoto: proofOf(request),
      });
      return reply.status(201).send({ ...claim, status: 'pending' as const, hasProofPhoto: !!claim.proofPhotoUrl, underReview: underReviewOf(claim) });
    },
  );

  app.get(
    '/api/items/:id/verification/:userId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['claims'],
        summary: "One user's claim state on an item (that user, the finder or an admin)",
        security,
        params: verificationParams,
        response: { 200: verificationStatus },
      },
    },
    async (request) => getVerificationStatus({ ctx: app.ctx, itemId: request.params.id, userId: request.params.userId, viewer: currentUser(request) }),
  );

  app.get(
    '/api/items/:id/verifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['claims'],
        summary: "An item's claims: in full for its finder and admins, one's own statuses for anyone else",
        security,
        params: idParams,
        response: { 200: itemClaimsAnswer },
      },
    },
    async (request) => listItemClaims({ ctx: app.ctx, itemId: request.params.id, viewer: currentUser(request) }),
  );

  app.get(
    '/api/my-verifications',
    {
      config: { access: 'user' },
      schema: {
        tags: ['claims'],
        summary: 'Claims I made, and claims on items I posted (role=claimer|finder; both by default)',
        security,
        querystring: myClaimsQuery,
        response: { 200: myClaimsAnswer },
      },
    },
    async (request) => listMyClaims({ ctx: app.ctx, userId: currentUser(request).id, role: request.query.role }),
  );

  app.put(
    '/api/verifications/:id/status',
    {
      config: { access: 'user' },
      schema: {
        tags: ['claims'],
        summary: "Approve or reject a claim (the item's finder only)",
        security,
        params: idParams,
        body: claimDecisionSchema,
        response: { 200: decidedClaim },
      },
    },
    async (request) => decideClaimStatus({ ctx: app.ctx, claimId: request.params.id, userId: currentUser(request).id, ...request.body }),
  );

  app.get(
    '/api/verifications/:id/proof',
    {
      config: { access: 'user' },
      schema: { tags: ['claims'], summary: "A claim's proof photo (the item's finder, admins and the claimer)", security, params: idParams },
    },
    async (request, reply) => {
      const proof = await readClaimProof({ ctx: app.ctx, claimId: request.params.id, viewer: currentUser(request) });
      if (!proof) throw notFound('No proof photo');
      if (proof.size !== undefined) reply.header('Content-Length', String(proof.size));
      return reply
        .header('Content-Type', proof.contentType)
        .header('Content-Disposition', `inline; filename="proof-${request.params.id}.${proof.kind}"`)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .send(proof.body);
    },
  );
};
