/**
 * The notifications feature: the list and read/clear calls, Web Push subscriptions, /ws, and the
 * LISTEN that turns each committed notify() into a socket message and a Web Push.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createPushClient } from '../../integrations/push/push-client';
import { deliverNotification, parseSignal } from './deliver-notification';
import { notificationRoutes } from './notifications.routes';
import { NOTIFICATION_CHANNEL } from './notify';
import { pushRoutes } from './push.routes';
import { realtimeRoutes } from './realtime.routes';
import { createSocketHub } from './socket-hub';
import { turnJobs } from './turns/turn-jobs';
import { tellAdminsSmsPaused } from './tell-admins-sms-paused';
import { smsPausedJob } from '../sms';

export const notificationsFeature: FastifyPluginAsync = async (app) => {
  const { config, database, db } = app.ctx;
  const log = app.log.child({ feature: 'notifications' });
  const hub = createSocketHub();
  const push = createPushClient({
    vapidPublicKey: config.VAPID_PUBLIC_KEY,
    vapidPrivateKey: config.VAPID_PRIVATE_KEY,
    subject: config.VAPID_SUBJECT,
    dataDir: config.dataDir,
    // As push.routes.ts accepts a loopback endpoint only in tests, only tests may push to one.
    allowPrivateAddresses: config.isTest,
  });

  app.ctx.jobs.serve(turnJobs, app.ctx);
  app.ctx.jobs.serve([smsPausedJob], { tellAdminsSmsPaused: (details) => tellAdminsSmsPaused(app.ctx, details) });
  await app.register(notificationRoutes);
  await app.register(pushRoutes, { push });
  await app.register(realtimeRoutes, { hub });

  let closing = false;
  const unlisten = await database.listen(NOTIFICATION_CHANNEL, (payload) => {
    const signal = parseSignal(payload);
    if (!signal || closing) return;
    deliverNotification({ db, hub, push, log }, signal).catch((error: unknown) => {
      if (!closing) log.warn({ err: error, notificationId: signal.id }, 'notification delivery failed');
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
    await unlisten();
  });
};
