import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { unreadCountResponse } from '@okota/shared/contracts/notifications.contract';
import { notificationsKey, type NotificationList } from './get-notifications';

export const markAllNotificationsRead = () => apiPost<WireOf<typeof unreadCountResponse>>('/api/notifications/read-all');

/** Every entry shows as read at once and the badge goes; the server's list follows. */
export const useMarkAllNotificationsRead = () =>
  useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => {
      queryClient.setQueryData<NotificationList>(
        notificationsKey,
        (list) => list && { notifications: list.notifications.map((n) => ({ ...n, isRead: true })), unreadCount: 0 },
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
