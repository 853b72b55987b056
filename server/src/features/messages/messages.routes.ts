import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { messageResponse } from '@okota/shared/contracts/messages.contract';
import type { MessageRemoval } from '@okota/shared';
import { currentUser } from '../../plugins/auth';
import { countUnreadMessages, type MessageRow } from './messages.repository';
import { requireConversationAccess } from './conversation-access';
import { readConversation } from './read-conversation';
import { sendMessage } from './send-message';
import * as messagesApi from '@okota/shared/contracts/messages.api';
import { registerRoute } from '../../plugins/register-route';

const messageJson = (row: MessageRow): z.infer<typeof messageResponse> => ({
  id: row.id,
  itemId: row.itemId,
  senderId: row.senderId,
  receiverId: row.receiverId,
  content: row.content,
  messageType: row.messageType,
  isRead: row.isRead,
  // The column holds only MESSAGE_REMOVALS (send-message.ts).
  removed: row.removed as MessageRemoval[],
  createdAt: row.createdAt.toISOString(),
});

export const messageRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;

  await registerRoute(app, messagesApi.unreadCount, async (request) => {
    const user = currentUser(request);
    const { itemId } = request.query;
    // Per item, the count doubles as the panel's check that the caller may message at all.
    if (itemId) await requireConversationAccess({ db, itemId, userId: user.id });
    return { count: await countUnreadMessages(db, user.id, itemId) };
  });

  await registerRoute(app, messagesApi.conversation, async (request) => {
    const { messages, newlyRead } = await readConversation({ db, itemId: request.params.itemId, userId: currentUser(request).id });
    return { messages: messages.map(messageJson), newlyRead };
  });

  await registerRoute(app, messagesApi.send, async (request, reply) => {
    const { itemId, content, sendKey } = request.body;
    const message = await sendMessage({ db, sender: currentUser(request), itemId, content, sendKey });
    return reply.status(201).send(messageJson(message));
  });
};
