import { useMutation } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { notificationsKey, type NotificationList } from './get-notifications';
import * as notificationsApi from '@okota/shared/contracts/notifications.api';
import { call } from '../../../lib/api-client';

export const clearNotifications = () => call(notificationsApi.clear);

export const useClearNotifications = () =>
  useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => queryClient.setQueryData<NotificationList>(notificationsKey, { notifications: [], unreadCount: 0 }),
  });
