import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { clearNotificationsResponse } from '@okota/shared/contracts/notifications.contract';
import { notificationsKey, type NotificationList } from './get-notifications';

export const clearNotifications = () => apiDelete<WireOf<typeof clearNotificationsResponse>>('/api/notifications');

export const useClearNotifications = () =>
  useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => queryClient.setQueryData<NotificationList>(notificationsKey, { notifications: [], unreadCount: 0 }),
  });
