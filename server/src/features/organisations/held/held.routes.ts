/**
 * What an organisation holds (issue 28, docs/decisions/0241): its desk posts items, lists them,
 * and the holding-period job runs here. Routes are thin: schema, access, one operation.
 */
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { itemResponse, organisationItemBody } from '@okota/shared/contracts/items.contract';
import { deskClaimsResponse, heldItemsResponse } from '@okota/shared/contracts/organisations.contract';
import { currentUser } from '../../../plugins/auth';
import { MULTIPART_LIMITS, filesOf, readPhotoForm } from '../../items';
import { postHeldItem } from './post-held-item';
import { listHeldItems } from './list-held-items';
import { listDeskClaimsOf } from './list-desk-claims';
import { holdingPeriodJob } from './holding-period-job';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
export const organisationParams = z.object({ id: z.string().max(64) });

export const heldItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  const { ctx } = app;
  ctx.jobs.serve([holdingPeriodJob], ctx);

  app.post(
    '/api/organisations/:id/items',
    {
      schema: {
        tags: ['organisations'],
        summary: "Post a found item the organisation holds (its desk or manager; the item form, a Documents item's question optional)",
        consumes: ['application/json', 'multipart/form-data'],
        params: organisationParams,
        body: organisationItemBody,
        response: { 201: itemResponse, ...errors },
      },
      config: { access: 'user' },
      preValidation: readPhotoForm('photos'),
    },
    async (request, reply) => {
      const item = await postHeldItem(ctx, { member: currentUser(request), organisationId: request.params.id, body: request.body, photos: filesOf(request) });
      return reply.status(201).send(item);
    },
  );

  app.get(
    '/api/organisations/:id/held',
    {
      schema: {
        tags: ['organisations'],
        summary: 'The items the organisation holds, newest first (its desk or manager)',
        params: organisationParams,
        response: { 200: heldItemsResponse, ...errors },
      },
      config: { access: 'user', readOnly: true },
    },
    async (request) => listHeldItems(ctx, { member: currentUser(request), organisationId: request.params.id }),
  );

  app.get(
    '/api/organisations/:id/claims',
    {
      schema: {
        tags: ['organisations'],
        summary:
          'Claims on the items the organisation posted, pending and lately decided, as their finder sees them (its desk or manager, a verified organisation); decide with PUT /api/verifications/{id}/status',
        params: organisationParams,
        response: { 200: deskClaimsResponse, ...errors },
      },
      config: { access: 'user', readOnly: true },
    },
    async (request) => listDeskClaimsOf(ctx, { member: currentUser(request), organisationId: request.params.id }),
  );
};
