import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { notificationsKey, type NotificationList } from './get-notifications';
import * as notificationsApi from '@okota/shared/contracts/notifications.api';
import { call } from '../../../lib/api-client';

export const markNotificationRead = (id: number) => call(notificationsApi.markRead, { params: { id } });

/** Shows the entry as read at once; the server's count follows. */
export const useMarkNotificationRead = () =>
  useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueryData<NotificationList>(notificationsKey, (list) => {
        if (!list) return list;
        const target = list.notifications.find((n) => n.id === id);
        if (!target || target.isRead) return list;
        return {
          notifications: list.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
