import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { NOTIFICATION_TOAST_MS } from '@okota/shared/constants';
import { toast } from '../../components/ui/toast';
import { useTranslation } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import { publishRealtimeNotification } from '../../lib/realtime-events';
import { STORAGE_KEYS, readLocal } from '../../lib/storage';
import { notificationsKey } from './api/get-notifications';
import { notificationHref } from './notification-link';
import { connectRealtime, tellRealtimeLanguage } from './realtime-client';

/** Keeps this tab's real-time link open while the user is signed in; each arrival shows a toast for 8 s. */
export function useRealtimeNotifications(userId: string): void {
  const [, navigate] = useLocation();
  const { i18n } = useTranslation();
  useEffect(() => tellRealtimeLanguage(i18n.language), [i18n.language]);
  useEffect(() => {
    const token = readLocal(STORAGE_KEYS.token);
    if (!token) return;
    const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey });
    return connectRealtime({
      token,
      userId,
      onConnected: refresh,
      onNotification: (notification) => {
        publishRealtimeNotification(notification);
        refresh();
        const href = notificationHref({ itemId: notification.itemId, type: notification.notificationType });
        toast({
          // The server words it in the reader's language (docs/decisions/0211).
          title: notification.title,
          description: notification.message,
          duration: NOTIFICATION_TOAST_MS,
          onClick: href ? () => navigate(href) : undefined,
        });
      },
    });
  }, [userId, navigate]);
}
