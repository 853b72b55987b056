import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { notificationsKey, type NotificationList } from './get-notifications';
import * as notificationsApi from '@okota/shared/contracts/notifications.api';
import { call } from '../../../lib/api-client';

export const markAllNotificationsRead = () => call(notificationsApi.markAllRead);

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
