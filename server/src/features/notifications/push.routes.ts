import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { badRequest, forbidden } from '../../lib/errors';
import type { PushClient } from '../../integrations/push/push-client';
import { isAcceptablePushEndpoint } from './push-subscription.schema';
import { deleteAllSubscriptions, deleteSubscription, saveSubscription } from './push-subscriptions.repository';
import * as notificationsApi from '@okota/shared/contracts/notifications.api';
import { registerRoute } from '../../plugins/register-route';

export const pushRoutes: FastifyPluginAsync<{ push: PushClient }> = async (app, { push }) => {
  const { db, config } = app.ctx;

  await registerRoute(app, notificationsApi.vapidPublicKey, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    return { publicKey: push.publicKey() };
  });

  await registerRoute(app, notificationsApi.subscribe, async (request) => {
    const user = currentUser(request);
    if (request.body.userId && request.body.userId !== user.id) throw forbidden('You can only subscribe your own account');
    const { endpoint, keys } = request.body.token;
    if (!isAcceptablePushEndpoint(endpoint, config.isTest)) throw badRequest('Unsupported push service');
    await saveSubscription(db, user.id, { endpoint, keys });
    return { success: true as const };
  });

  await registerRoute(app, notificationsApi.unsubscribe, async (request) => {
    const user = currentUser(request);
    const body = request.body ?? {};
    if (body.userId && body.userId !== user.id) throw forbidden('You can only unsubscribe your own account');
    const endpoint = body.endpoint ?? body.token?.endpoint;
    const removed = endpoint ? await deleteSubscription(db, user.id, endpoint) : await deleteAllSubscriptions(db, user.id);
    return { success: true as const, removed };
  });
};
