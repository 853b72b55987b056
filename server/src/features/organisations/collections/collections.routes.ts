/**
 * The desk's hand-overs (issue 28, docs/decisions/0242): an owner's collection code entered at the
 * desk, and an individual finder's item received at a handover point; and the owner's own view of
 * the code. Routes are thin: their contract (@okota/shared/contracts/organisations.api.ts), one
 * operation; membership is organisation-access.ts's.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as organisationsApi from '@okota/shared/contracts/organisations.api';
import { currentUser } from '../../../plugins/auth';
import { registerRoute } from '../../../plugins/register-route';
import { collectItem } from './collect-item';
import { receiveDropOff } from './receive-drop-off';
import { getOwnerCollection } from './get-owner-collection';

export const collectionsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  await registerRoute(app, organisationsApi.recordCollection, async (request) =>
    collectItem({ ctx, user: currentUser(request), organisationId: request.params.id, ...request.body }),
  );

  await registerRoute(app, organisationsApi.receiveDropOff, async (request) =>
    receiveDropOff({ ctx, user: currentUser(request), organisationId: request.params.id, itemId: request.body.itemId }),
  );

  await registerRoute(app, organisationsApi.ownCollection, async (request) =>
    getOwnerCollection(ctx, { itemId: request.params.id, userId: currentUser(request).id }),
  );
};
