import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { notificationJson } from './notification-json';
import {
  countUnreadNotifications,
  deleteAllNotifications,
  listLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.repository';
import * as notificationsApi from '@okota/shared/contracts/notifications.api';
import { registerRoute } from '../../plugins/register-route';

export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  await registerRoute(app, notificationsApi.list, async (request) => {
    const user = currentUser(request);
    const language = request.query.language ?? user.language;
    const [rows, unreadCount] = await Promise.all([listLatestNotifications(db, user.id), countUnreadNotifications(db, user.id)]);
    return { notifications: rows.map((row) => notificationJson(row, language)), unreadCount };
  });

  await registerRoute(app, notificationsApi.markRead, async (request) => {
    const user = currentUser(request);
    if (!(await markNotificationRead(db, user.id, request.params.id))) throw notFound('Notification not found');
    return { unreadCount: await countUnreadNotifications(db, user.id) };
  });

  await registerRoute(app, notificationsApi.markAllRead, async (request) => {
    await markAllNotificationsRead(db, currentUser(request).id);
    return { unreadCount: 0 };
  });

  await registerRoute(app, notificationsApi.clear, async (request) => {
    const deleted = await deleteAllNotifications(db, currentUser(request).id);
    return { deleted, unreadCount: 0 };
  });
};
