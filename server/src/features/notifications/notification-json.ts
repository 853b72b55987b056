/** The one shape a notification has in API answers, /ws pushes and Web Push payloads. */
import { z } from 'zod';
import type { NotificationRow } from './notify';
import { renderNotification } from './texts/render-notification';

export const notificationResponse = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  itemId: z.number().nullable(),
  itemTitle: z.string().nullable(),
  claimerId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

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

/** What /ws sends (decisions.md "Messages, notifications, reviews"). */
export function notificationSocketMessage(row: NotificationRow, language: string) {
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
