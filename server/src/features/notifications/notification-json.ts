/** The one shape a notification has in API answers, /ws pushes and Web Push payloads. */
import { z } from 'zod';
import type { NotificationRow } from './notify';

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

export function notificationJson(row: NotificationRow): z.infer<typeof notificationResponse> {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    claimerId: row.claimerId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What /ws sends (decisions.md "Messages, notifications, reviews"). */
export function notificationSocketMessage(row: NotificationRow) {
  return {
    type: 'notification' as const,
    id: row.id,
    notificationType: row.type,
    title: row.title,
    message: row.message,
    itemId: row.itemId,
    itemTitle: row.itemTitle,
    claimerId: row.claimerId,
    timestamp: row.createdAt.toISOString(),
  };
}
