import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorWithReasonResponse as errorResponse } from '@okota/shared/contracts/error.contract';
import { subscribeBody, subscribeResponse, unsubscribeBody, unsubscribeResponse, vapidPublicKeyResponse } from '@okota/shared/contracts/notifications.contract';
import { currentUser } from '../../plugins/auth';
import { badRequest, forbidden } from '../../lib/errors';
import type { PushClient } from '../../integrations/push/push-client';
import { isAcceptablePushEndpoint } from './push-subscription.schema';
import { deleteAllSubscriptions, deleteSubscription, saveSubscription } from './push-subscriptions.repository';

const tags = ['notifications'];

export const pushRoutes: FastifyPluginAsyncZod<{ push: PushClient }> = async (app, { push }) => {
  const { db, config } = app.ctx;

  app.get(
    '/api/notifications/vapid-public-key',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'The VAPID public key browsers subscribe with', response: { 200: vapidPublicKeyResponse } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return { publicKey: push.publicKey() };
    },
  );

  app.post(
    '/api/notifications/subscribe',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Registers this browser's push subscription for the signed-in user",
        body: subscribeBody,
        response: { 200: subscribeResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.body.userId && request.body.userId !== user.id) throw forbidden('You can only subscribe your own account');
      const { endpoint, keys } = request.body.token;
      if (!isAcceptablePushEndpoint(endpoint, config.isTest)) throw badRequest('Unsupported push service');
      await saveSubscription(db, user.id, { endpoint, keys });
      return { success: true as const };
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Removes this browser's subscription (endpoint given) or all of the user's",
        body: unsubscribeBody,
        response: { 200: unsubscribeResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body ?? {};
      if (body.userId && body.userId !== user.id) throw forbidden('You can only unsubscribe your own account');
      const endpoint = body.endpoint ?? body.token?.endpoint;
      const removed = endpoint ? await deleteSubscription(db, user.id, endpoint) : await deleteAllSubscriptions(db, user.id);
      return { success: true as const, removed };
    },
  );
};
