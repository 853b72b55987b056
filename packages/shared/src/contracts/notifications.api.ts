/** The bell and browser push (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

const notifications = {
  tag: 'notifications',
  load: async () => ({ ...(await import('./notifications.contract')), ...(await import('./ids')) }),
};

export const list = defineRoute({
  ...notifications,
  method: 'GET',
  path: '/api/notifications',
  access: 'user',
  summary: "The latest 10 notifications and the unread count, worded in the account's language or the one asked for",
  schema: (s) => ({ query: s.notificationsQuery, response: s.notificationListResponse }),
});

export const markRead = defineRoute({
  ...notifications,
  method: 'POST',
  path: '/api/notifications/:id/read',
  access: 'user',
  summary: 'Marks one of your notifications read',
  schema: (s) => ({ params: s.idParams, response: s.unreadCountResponse }),
});

export const markAllRead = defineRoute({
  ...notifications,
  method: 'POST',
  path: '/api/notifications/read-all',
  access: 'user',
  summary: 'Marks all your notifications read',
  schema: (s) => ({ response: s.unreadCountResponse }),
});

export const clear = defineRoute({
  ...notifications,
  method: 'DELETE',
  path: '/api/notifications',
  access: 'user',
  summary: 'Clears all your notifications',
  schema: (s) => ({ response: s.clearNotificationsResponse }),
});

export const vapidPublicKey = defineRoute({
  ...notifications,
  method: 'GET',
  path: '/api/notifications/vapid-public-key',
  access: 'public',
  summary: 'The VAPID public key browsers subscribe with',
  schema: (s) => ({ response: s.vapidPublicKeyResponse }),
});

export const subscribe = defineRoute({
  ...notifications,
  method: 'POST',
  path: '/api/notifications/subscribe',
  access: 'user',
  summary: "Registers this browser's push subscription for the signed-in user",
  schema: (s) => ({ body: s.subscribeBody, response: s.subscribeResponse }),
});

export const unsubscribe = defineRoute({
  ...notifications,
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  access: 'user',
  summary: "Removes this browser's subscription (endpoint given) or all of the user's",
  schema: (s) => ({ body: s.unsubscribeBody, response: s.unsubscribeResponse }),
});
