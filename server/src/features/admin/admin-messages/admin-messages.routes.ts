import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_CATEGORIES } from '@okota/shared';
import { currentUser } from '../../../plugins/auth';
import { numericIdParams, pageQuery } from '../admin.schemas';
import { MESSAGES_PAGE_SIZE, listContactMessages } from './admin-messages.repository';
import { markMessageRead } from './mark-message-read';

const contactMessage = z.object({
  id: z.number(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  category: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

type Row = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];
const toJson = (row: Row) => ({ ...row, createdAt: row.createdAt.toISOString() });

export const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/contact-messages', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The contact form inbox, newest first',
      querystring: z.object({
        unread: z.enum(['true', 'false']).optional(),
        category: z.enum(CONTACT_CATEGORIES).optional(),
        page: pageQuery,
      }),
      response: { 200: z.object({ messages: z.array(contactMessage), total: z.number(), unreadCount: z.number(), hasMore: z.boolean() }) },
    },
  }, async (request) => {
    const { rows, total, unread } = await listContactMessages(app.ctx.db, {
      unreadOnly: request.query.unread === 'true', category: request.query.category, page: request.query.page,
    });
    return { messages: rows.map(toJson), total, unreadCount: unread, hasMore: request.query.page * MESSAGES_PAGE_SIZE < total };
  });

  app.post('/api/admin/contact-messages/:id/read', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], summary: 'Mark a contact message read', params: numericIdParams, response: { 200: z.object({ success: z.literal(true), message: contactMessage }) } },
  }, async (request) => {
    const row = await markMessageRead({ ctx: app.ctx, adminId: currentUser(request).id, messageId: request.params.id });
    return { success: true as const, message: toJson(row) };
  });
};
