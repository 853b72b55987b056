/** A notification as API answers, /ws pushes and Web Push payloads carry it (its schema: @okota/shared/contracts/notifications.contract). */
import type { z } from 'zod';
import type { notificationResponse, socketNotificationMessage } from '@okota/shared/contracts/notifications.contract';
import type { NotificationRow } from './notify';
import { renderNotification } from './texts/render-notification';

/** `language` is the reader's: the words are written in it now, not when the row was stored. */
export function notificationJson(row: NotificationRow, language: string): z.infer<typeof notificationResponse> {
  return {
    id: row.id,
    type: row.type,
    ...renderNotification(row, language),
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    claimerId: row.claimerId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What /ws sends (docs/rules.md "Messages, notifications, reviews"). */
export function notificationSocketMessage(row: NotificationRow, language: string): z.infer<typeof socketNotificationMessage> {
  return {
    type: 'notification' as const,
    id: row.id,
    notificationType: row.type,
    ...renderNotification(row, language),
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    claimerId: row.claimerId,
    timestamp: row.createdAt.toISOString(),
  };
}
