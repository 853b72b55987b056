import * as notificationsApi from '@okota/shared/contracts/notifications.api';
import type { RouteInput } from '@okota/shared/contracts/route';
import { call } from '../../../lib/api-client';

/** What the server takes; a subscribed browser's JSON always has its endpoint and keys (the server checks them). */
type SubscriptionToken = RouteInput<typeof notificationsApi.subscribe>['body']['token'];

export const getVapidPublicKey = () => call(notificationsApi.vapidPublicKey);

/** The browser's PushSubscription goes as `token` (docs/product/admin-and-platform.md section 7). */
export const saveSubscription = (subscription: PushSubscriptionJSON, userId: string) =>
  call(notificationsApi.subscribe, { body: { token: subscription as SubscriptionToken, userId } });

export const removeSubscription = (endpoint: string) => call(notificationsApi.unsubscribe, { body: { endpoint } });
