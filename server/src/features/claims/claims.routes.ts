/**
 * The claim stage over HTTP (docs/product/user-flows.md section 7, docs/rules.md "Claims"). Routes check
 * who is calling and hand over to one operation each.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
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
import { onOpenItemsTakenDown } from '../items';
import { closeClaimsOfTakenDownItems } from './close-open-claims';
import * as claimsApi from '@okota/shared/contracts/claims.api';
import { registerRoute } from '../../plugins/register-route';

export const claimsRoutes: FastifyPluginAsync = async (app) => {
  // Items offers the hook so that it never imports claims (docs/decisions/0253).
  onOpenItemsTakenDown(app.ctx, closeClaimsOfTakenDownItems);
  // Another feature may already accept multipart for the whole app; otherwise only these routes do.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  await registerRoute(
    app,
    claimsApi.submit,
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
    { preValidation: readClaimForm },
  );

  await registerRoute(app, claimsApi.statusOf, async (request) =>
    getVerificationStatus({ ctx: app.ctx, itemId: request.params.id, userId: request.params.userId, viewer: currentUser(request) }),
  );

  await registerRoute(app, claimsApi.ofItem, async (request) => listItemClaims({ ctx: app.ctx, itemId: request.params.id, viewer: currentUser(request) }));

  await registerRoute(app, claimsApi.mine, async (request) => listMyClaims({ ctx: app.ctx, userId: currentUser(request).id, role: request.query.role }));

  await registerRoute(app, claimsApi.decide, async (request) =>
    decideClaimStatus({ ctx: app.ctx, claimId: request.params.id, userId: currentUser(request).id, ...request.body }),
  );

  await registerRoute(app, claimsApi.proof, async (request, reply) => {
    const proof = await readClaimProof({ ctx: app.ctx, claimId: request.params.id, viewer: currentUser(request) });
    if (!proof) throw notFound('No proof photo');
    if (proof.size !== undefined) reply.header('Content-Length', String(proof.size));
    return reply
      .header('Content-Type', proof.contentType)
      .header('Content-Disposition', `inline; filename="proof-${request.params.id}.${proof.kind}"`)
      .header('Cache-Control', 'private, no-store')
      .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
      .send(proof.body);
  });
};
