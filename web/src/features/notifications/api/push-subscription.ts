import type { WireOf } from '@okota/shared/contracts/wire';
import type { subscribeResponse, unsubscribeResponse, vapidPublicKeyResponse } from '@okota/shared/contracts/notifications.contract';
import { apiGet, apiPost } from '../../../lib/api';

export const getVapidPublicKey = () => apiGet<WireOf<typeof vapidPublicKeyResponse>>('/api/notifications/vapid-public-key');

/** The browser's PushSubscription goes as `token` (docs/product/admin-and-platform.md section 7). */
export const saveSubscription = (subscription: PushSubscriptionJSON, userId: string) =>
  apiPost<WireOf<typeof subscribeResponse>>('/api/notifications/subscribe', { token: subscription, userId });

export const removeSubscription = (endpoint: string) => apiPost<WireOf<typeof unsubscribeResponse>>('/api/notifications/unsubscribe', { endpoint });
