/**
 * Creates a notification for a user. Other features call this on their events (new claim,
 * approval, payment, message, review, moderation); the notifications feature stores it and
 * delivers it in real time (/ws) and by Web Push.
 */
import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NotificationType =
  | 'claim' | 'claim_approved' | 'claim_rejected' | 'payment' | 'message' | 'review'
  | 'item_hidden' | 'item_removed' | 'payout' | 'dispute' | 'match' | 'system';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  itemId?: number | null;
  itemTitle?: string | null;
  claimerId?: string | null;
}

type Delivery = (notification: typeof notifications.$inferSelect) => void;
const deliveries = new Set<Delivery>();

/** Real-time delivery subscribes here (the notifications feature). */
export function onNotificationCreated(delivery: Delivery): () => void {
  deliveries.add(delivery);
  return () => deliveries.delete(delivery);
}

/** Stores the notification (inside the caller's transaction if given) and hands it to deliveries. */
export async function notify(db: Executor, input: NotificationInput) {
  const [row] = await db.insert(notifications).values(input).returning();
  for (const delivery of deliveries) delivery(row);
  return row;
}
