/**
 * What an organisation holds (issue 28, docs/decisions/0241): its desk posts items, lists them and
 * the claims on them, and the holding-period job runs here. Routes are thin: their contract
 * (@okota/shared/contracts/organisations.api.ts), one operation.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { currentUser } from '../../../plugins/auth';
import { registerRoute } from '../../../plugins/register-route';
import { MULTIPART_LIMITS, filesOf, readPhotoForm } from '../../items';
import { postHeldItem } from './post-held-item';
import { listHeldItems } from './list-held-items';
import { listDeskClaimsOf } from './list-desk-claims';
import { holdingPeriodJob } from './holding-period-job';

export const heldItemsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const { ctx } = app;
  ctx.jobs.serve([holdingPeriodJob], ctx);

  await registerRoute(
    app,
    organisationsApi.postHeldItem,
    async (request, reply) => {
      const item = await postHeldItem(ctx, { member: currentUser(request), organisationId: request.params.id, body: request.body, photos: filesOf(request) });
      return reply.status(201).send(item);
    },
    { preValidation: readPhotoForm('photos') },
  );

  await registerRoute(app, organisationsApi.held, async (request) => listHeldItems(ctx, { member: currentUser(request), organisationId: request.params.id }));

  await registerRoute(app, organisationsApi.deskClaims, async (request) =>
    listDeskClaimsOf(ctx, { member: currentUser(request), organisationId: request.params.id }),
  );
};
