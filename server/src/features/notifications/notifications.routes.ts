import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorWithReasonResponse as errorResponse } from '@okota/shared/contracts/error.contract';
import { clearNotificationsResponse, notificationListResponse, notificationsQuery, unreadCountResponse } from '@okota/shared/contracts/notifications.contract';
import { idParams } from '@okota/shared/contracts/ids';
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

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The latest 10 notifications and the unread count, worded in the account's language or the one asked for",
        querystring: notificationsQuery,
        response: { 200: notificationListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const language = request.query.language ?? user.language;
      const [rows, unreadCount] = await Promise.all([listLatestNotifications(db, user.id), countUnreadNotifications(db, user.id)]);
      return { notifications: rows.map((row) => notificationJson(row, language)), unreadCount };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Marks one of your notifications read',
        params: idParams,
        response: { 200: unreadCountResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!(await markNotificationRead(db, user.id, request.params.id))) throw notFound('Notification not found');
      return { unreadCount: await countUnreadNotifications(db, user.id) };
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Marks all your notifications read', response: { 200: unreadCountResponse, 401: errorResponse } },
    },
    async (request) => {
      await markAllNotificationsRead(db, currentUser(request).id);
      return { unreadCount: 0 };
    },
  );

  app.delete(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Clears all your notifications',
        response: { 200: clearNotificationsResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const deleted = await deleteAllNotifications(db, currentUser(request).id);
      return { deleted, unreadCount: 0 };
    },
  );
};
