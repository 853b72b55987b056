import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getLanguage, useTranslation } from '../../../i18n';
import { queryClient } from '../../../lib/query-client';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { notificationListResponse, notificationResponse } from '@okota/shared/contracts/notifications.contract';
import { notificationsQueryKey } from '../../../lib/realtime-events';
import * as notificationsApi from '@okota/shared/contracts/notifications.api';
import { call } from '../../../lib/api-client';

export type AppNotification = WireOf<typeof notificationResponse>;
export type NotificationList = WireOf<typeof notificationListResponse>;

export const notificationsKey = notificationsQueryKey;

/** Worded by the server in the language on screen, which may differ from the account's (docs/decisions/0211). */
export const getNotifications = (signal?: AbortSignal) => call(notificationsApi.list, { query: { language: getLanguage() } }, { signal });

/**
 * The latest 10; refreshed when the real-time link announces a new one, and when the language on
 * screen changes, so the same notifications come back in the new language. The key stays one, as
 * the read and clear calls update it in place.
 */
export function useNotifications() {
  const { i18n } = useTranslation();
  const shownIn = useRef(i18n.language);
  useEffect(() => {
    if (shownIn.current === i18n.language) return;
    shownIn.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: notificationsKey });
  }, [i18n.language]);
  return useQuery({ queryKey: notificationsKey, queryFn: ({ signal }) => getNotifications(signal) });
}
