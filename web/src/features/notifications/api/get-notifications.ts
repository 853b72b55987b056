import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { notificationsQueryKey } from '../../../lib/realtime-events';

export interface AppNotification {
  id: number;
  type: string;
  title: string;
  message: string;
  itemId: number | null;
  itemTitle: string | null;
  claimerId: string | null;
  isRead: boolean;
  createdAt: string;
}

export interface NotificationList {
  notifications: AppNotification[];
  unreadCount: number;
}

export const notificationsKey = notificationsQueryKey;

export const getNotifications = (signal?: AbortSignal) => apiGet<NotificationList>('/api/notifications', signal);

/** The latest 10; refreshed when the real-time link announces a new one. */
export const useNotifications = () => useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => getNotifications(signal) });
