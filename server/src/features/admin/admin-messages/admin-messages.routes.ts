import type { FastifyPluginAsync } from 'fastify';
import * as adminListsApi from '@okota/shared/contracts/admin-lists.api';
import { registerRoute } from '../../../plugins/register-route';
import { currentUser } from '../../../plugins/auth';
import { MESSAGES_PAGE_SIZE, listContactMessages } from './admin-messages.repository';
import { markMessageRead } from './mark-message-read';

type Row = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];
const toJson = (row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

export const adminMessagesRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminListsApi.contactMessages, async (request) => {
    const { rows, total, unread } = await listContactMessages(app.ctx.db, {
      unreadOnly: request.query.unread === 'true',
      category: request.query.category,
      page: request.query.page,
    });
    return { messages: rows.map(toJson), total, unreadCount: unread, hasMore: request.query.page * MESSAGES_PAGE_SIZE < total };
  });

  await registerRoute(app, adminListsApi.markMessageRead, async (request) => {
    const row = await markMessageRead({ ctx: app.ctx, adminId: currentUser(request).id, messageId: request.params.id });
    return { success: true as const, message: toJson(row) };
  });
};
