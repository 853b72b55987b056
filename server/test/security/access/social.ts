/** The access table: messages, notifications, reviews. */
import { randomBytes } from 'node:crypto';
import { freshEmail } from '../security.test-support';
import { type AccessRow, same, signedIn, get, PUSH_KEYS } from './kit';

export const SOCIAL_ROWS: AccessRow[] = [
  { route: 'GET /api/messages/unread-count', case: 'in total', expect: signedIn(200), call: () => get('/api/messages/unread-count') },
  {
    route: 'GET /api/messages/unread-count',
    case: "on the caller's item",
    expect: signedIn(403, { finder: 200, paidClaimer: 200 }),
    call: (w, role) => get(`/api/messages/unread-count?itemId=${w.itemFor(role).id}`),
  },
  {
    route: 'GET /api/messages/{itemId}',
    expect: signedIn(403, { finder: 200, paidClaimer: 200 }),
    note: 'the two parties of a completed payment; admins too are refused',
    call: (w, role) => get(`/api/messages/${w.itemFor(role).id}`),
  },
  {
    route: 'POST /api/messages',
    expect: signedIn(403, { finder: 201, paidClaimer: 201 }),
    call: (w, role) => ({ method: 'POST', url: '/api/messages', payload: { itemId: w.itemFor(role).id, content: 'When can we meet at the stage?' } }),
  },
  {
    route: 'POST /api/reviews',
    expect: signedIn(403, { finder: 201, paidClaimer: 201 }),
    note: 'the two parties of a completed payment, once each',
    call: async (w, role) => {
      // Reviews open once the hand-over is done (docs/decisions/0215).
      const { item } = await w.fresh.payment({ receiptConfirmedAt: new Date() });
      const reviewsClaimer = role === 'finder';
      return {
        method: 'POST',
        url: '/api/reviews',
        payload: {
          itemId: item.id,
          rating: 5,
          comment: 'Quick and honest hand-over.',
          revieweeId: reviewsClaimer ? w.actors.paidClaimer.user.id : w.actors.finder.user.id,
          type: reviewsClaimer ? 'claimer' : 'finder',
        },
      };
    },
  },
  { route: 'GET /api/notifications', expect: signedIn(200), call: () => get('/api/notifications') },
  { route: 'DELETE /api/notifications', expect: signedIn(200), call: () => ({ method: 'DELETE', url: '/api/notifications' }) },
  {
    route: 'POST /api/notifications/{id}/read',
    case: "the finder's notification",
    expect: signedIn(404, { finder: 200 }),
    note: "someone else's notification does not exist for the caller",
    call: async (w) => ({ method: 'POST', url: `/api/notifications/${(await w.fresh.notification(w.actors.finder.user.id)).id}/read` }),
  },
  { route: 'POST /api/notifications/read-all', expect: signedIn(200), call: () => ({ method: 'POST', url: '/api/notifications/read-all' }) },
  {
    route: 'POST /api/notifications/subscribe',
    expect: signedIn(200),
    call: () => ({
      method: 'POST',
      url: '/api/notifications/subscribe',
      payload: { token: { endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`, keys: PUSH_KEYS } },
    }),
  },
  {
    route: 'POST /api/notifications/unsubscribe',
    expect: signedIn(200),
    call: () => ({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/none' } }),
  },
  {
    route: 'POST /api/reports',
    expect: signedIn(201),
    note: 'a listing reported as a scam by a reporter with a completed payment or a verified phone is hidden at once, pending review',
    call: (w) => ({
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'user', targetId: w.bystander.user.id, reason: 'Asked me to pay outside Okota' },
    }),
  },
  { route: 'POST /api/analytics/pageview', expect: same(204), call: () => ({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/search' } }) },
  {
    route: 'POST /api/contact',
    expect: same(201),
    call: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Wanjiku', email: freshEmail('c'), subject: 'Payment question', category: 'payment', message: 'When is the finder paid for an item?' },
    }),
  },
];
