/**
 * The desk's hand-overs (issue 28, docs/decisions/0242): an owner's collection code entered at the
 * desk, and an individual finder's item received at a handover point. Routes are thin: schema,
 * access, one operation; membership is organisation-access.ts's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@okota/shared/contracts/error.contract';
import { idParams } from '@okota/shared/contracts/ids';
import { collectionAnswer, collectionBody, dropOffAnswer, dropOffBody, ownerCollection } from '@okota/shared/contracts/organisations.contract';
import { currentUser } from '../../../plugins/auth';
import { security } from '../../../plugins/openapi-security';
import { collectItem } from './collect-item';
import { receiveDropOff } from './receive-drop-off';
import { getOwnerCollection } from './get-owner-collection';

const tags = ['organisations'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const organisationParams = z.object({ id: z.uuid('Invalid organisation id') });

export const collectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/organisations/:id/collections',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "Hand over a held item: the desk enters the owner's collection code (desk or manager); the item completes and the finder's share is paid",
        params: organisationParams,
        body: collectionBody,
        response: { 200: collectionAnswer, ...errors },
      },
    },
    async (request) => collectItem({ ctx, user: currentUser(request), organisationId: request.params.id, ...request.body }),
  );

  app.post(
    '/api/organisations/:id/drop-offs',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "Receive an individual finder's item at a handover point (desk or manager of a verified organisation that takes drop-offs)",
        params: organisationParams,
        body: dropOffBody,
        response: { 200: dropOffAnswer, ...errors },
      },
    },
    async (request) => receiveDropOff({ ctx, user: currentUser(request), organisationId: request.params.id, itemId: request.body.itemId }),
  );

  app.get(
    '/api/items/:id/collection',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The owner's collection code for a held item, until when it is valid, or when it was collected (the claimer of the code only)",
        params: idParams,
        response: { 200: ownerCollection, ...errors },
      },
    },
    async (request) => getOwnerCollection(ctx, { itemId: request.params.id, userId: currentUser(request).id }),
  );
};
