import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { messageSchema } from '@okota/shared';
import { errorWithReasonResponse as errorResponse } from '@okota/shared/contracts/error.contract';
import { conversationParams, conversationResponse, messageResponse, unreadCountQuery, unreadCountResponse } from '@okota/shared/contracts/messages.contract';
import { currentUser } from '../../plugins/auth';
import { countUnreadMessages, type MessageRow } from './messages.repository';
import { requireConversationAccess } from './conversation-access';
import { readConversation } from './read-conversation';
import { sendMessage } from './send-message';

const tags = ['messages'];

const messageJson = (row: MessageRow): z.infer<typeof messageResponse> => ({
  id: row.id,
  itemId: row.itemId,
  senderId: row.senderId,
  receiverId: row.receiverId,
  content: row.content,
  messageType: row.messageType,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
});

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/api/messages/unread-count',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Unread messages received by the caller: on one item with ?itemId (its two parties only), else in total',
        querystring: unreadCountQuery,
        response: { 200: unreadCountResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { itemId } = request.query;
      // Per item, the count doubles as the panel's check that the caller may message at all.
      if (itemId) await requireConversationAccess({ db, itemId, userId: user.id });
      return { count: await countUnreadMessages(db, user.id, itemId) };
    },
  );

  app.get(
    '/api/messages/:itemId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'The conversation on an item (the finder and the paying claimer only); marks received ones read',
        params: conversationParams,
        response: { 200: conversationResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { messages, newlyRead } = await readConversation({ db, itemId: request.params.itemId, userId: currentUser(request).id });
      return { messages: messages.map(messageJson), newlyRead };
    },
  );

  app.post(
    '/api/messages',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Sends a message to the other party of a paid item; the sender is the signed-in user',
        body: messageSchema,
        response: { 201: messageResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const message = await sendMessage({ db, sender: currentUser(request), itemId: request.body.itemId, content: request.body.content });
      return reply.status(201).send(messageJson(message));
    },
  );
};
