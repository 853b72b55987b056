import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/auth';
import { idParams } from '@okota/shared/contracts/ids';
import { contactMessageReadAnswer, contactMessagesAnswer, contactMessagesQuery } from '@okota/shared/contracts/admin-lists.contract';
import { MESSAGES_PAGE_SIZE, listContactMessages } from './admin-messages.repository';
import { markMessageRead } from './mark-message-read';

type Row = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];
const toJson = (row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

export const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/contact-messages',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The contact form inbox, newest first',
        querystring: contactMessagesQuery,
        response: { 200: contactMessagesAnswer },
      },
    },
    async (request) => {
      const { rows, total, unread } = await listContactMessages(app.ctx.db, {
        unreadOnly: request.query.unread === 'true',
        category: request.query.category,
        page: request.query.page,
      });
      return { messages: rows.map(toJson), total, unreadCount: unread, hasMore: request.query.page * MESSAGES_PAGE_SIZE < total };
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/read',
    {
      config: { access: 'admin' },
      schema: { tags: ['admin'], summary: 'Mark a contact message read', params: idParams, response: { 200: contactMessageReadAnswer } },
    },
    async (request) => {
      const row = await markMessageRead({ ctx: app.ctx, adminId: currentUser(request).id, messageId: request.params.id });
      return { success: true as const, message: toJson(row) };
    },
  );
};
