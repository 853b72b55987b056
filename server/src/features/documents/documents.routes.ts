/** POST /api/documents/lookup: "was my document found?", for guests and signed-in users alike. */
import type { FastifyPluginAsync } from 'fastify';
import { lookUpDocument } from './look-up-document';
import { callerOf } from './lookup-caller';
import * as accountApi from '@okota/shared/contracts/account.api';
import { registerRoute } from '../../plugins/register-route';

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, accountApi.lookUpDocument, async (request) => lookUpDocument(app.ctx, { number: request.body.number, caller: callerOf(request) }));
};
