import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import { notificationsKey, type NotificationList } from './get-notifications';

export const clearNotifications = () => apiDelete<{ deleted: number; unreadCount: number }>('/api/notifications');

export const useClearNotifications = () =>
  useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => queryClient.setQueryData<NotificationList>(notificationsKey, { notifications: [], unreadCount: 0 }),
  });
