/** Messages between the finder and the paying claimer (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

const messages = {
  tag: 'messages',
  load: async () => ({ ...(await import('./messages.contract')), ...(await import('../schemas/social.schema')) }),
};

export const unreadCount = defineRoute({
  ...messages,
  method: 'GET',
  path: '/api/messages/unread-count',
  access: 'user',
  summary: 'Unread messages received by the caller: on one item with ?itemId (its two parties only), else in total',
  schema: (s) => ({ query: s.unreadCountQuery, response: s.unreadCountResponse }),
});

export const conversation = defineRoute({
  ...messages,
  method: 'GET',
  path: '/api/messages/:itemId',
  access: 'user',
  summary: 'The conversation on an item (the finder and the paying claimer only); marks received ones read',
  schema: (s) => ({ params: s.conversationParams, response: s.conversationResponse }),
});

export const send = defineRoute({
  ...messages,
  method: 'POST',
  path: '/api/messages',
  access: 'user',
  status: 201,
  summary: 'Sends a message to the other party of a paid item; the sender is the signed-in user',
  schema: (s) => ({ body: s.messageSchema, response: s.messageResponse }),
});
