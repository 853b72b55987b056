/**
 * Notifications that arrive over the real-time link (/ws), for any feature to react to: the
 * notifications feature owns the socket and publishes here; the messages panel refreshes its
 * conversation on a 'message' notification without importing another feature.
 */
import type { WireOf } from '@okota/shared/contracts/wire';
import type { socketNotificationMessage } from '@okota/shared/contracts/notifications.contract';

/** A notification /ws pushed, without its message `type`. */
export type RealtimeNotification = Omit<WireOf<typeof socketNotificationMessage>, 'type'>;

/** The bell's list; a feature that marks notifications read on the server refreshes it. */
export const notificationsQueryKey = ['notifications'] as const;

type Listener = (notification: RealtimeNotification) => void;
const listeners = new Set<Listener>();

export function publishRealtimeNotification(notification: RealtimeNotification): void {
  listeners.forEach((listener) => listener(notification));
}

export function onRealtimeNotification(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
