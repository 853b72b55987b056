import { apiGet, apiPost } from '../../../lib/api';

export const getVapidPublicKey = () => apiGet<{ publicKey: string }>('/api/notifications/vapid-public-key');

/** The browser's PushSubscription goes as `token` (2-admin-and-platform.md section 7). */
export const saveSubscription = (subscription: PushSubscriptionJSON, userId: string) =>
  apiPost<{ success: true }>('/api/notifications/subscribe', { token: subscription, userId });

export const removeSubscription = (endpoint: string) =>
  apiPost<{ success: true; removed: number }>('/api/notifications/unsubscribe', { endpoint });
