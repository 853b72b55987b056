import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { NOTIFICATION_TOAST_MS } from '@okota/shared/constants';
import { toast } from '../../components/ui/toast';
import { getLanguage, translate } from '../../i18n';
import { queryClient } from '../../lib/query-client';
import { publishRealtimeNotification } from '../../lib/realtime-events';
import { STORAGE_KEYS, readLocal } from '../../lib/storage';
import { notificationsKey } from './api/get-notifications';
import { NOTIFICATIONS_NS } from './i18n';
import { notificationHref, notificationTitle } from './notification-link';
import { connectRealtime } from './realtime-client';

/** Keeps this tab's real-time link open while the user is signed in; each arrival shows a toast for 8 s. */
export function useRealtimeNotifications(userId: string): void {
  const [, navigate] = useLocation();
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
        const t = (key: string, options?: Record<string, unknown>) => translate(key, options, NOTIFICATIONS_NS);
        const href = notificationHref({ itemId: notification.itemId, type: notification.notificationType });
        toast({
          title: notificationTitle(t, getLanguage(), { type: notification.notificationType, title: notification.title }),
          description: notification.message,
          duration: NOTIFICATION_TOAST_MS,
          onClick: href ? () => navigate(href) : undefined,
        });
      },
    });
  }, [userId, navigate]);
}
