/**
 * Creates a notification for a user. Other features call this on their events (new claim,
 * approval, payment, message, review, moderation); the notifications feature stores it and
 * delivers it in real time (/ws) and by Web Push.
 *
 * Delivery goes through PostgreSQL NOTIFY on the caller's executor, so it happens only when the
 * caller's transaction commits (never for a rolled-back claim or payment) and reaches every
 * server process that LISTENs, not only this one (docs/rules.md "Scale").
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { notifications } from '../../db/schema';
import { insertNotification, signalAfterCommit } from './notifications.repository';
import type { NotificationText } from './texts/notification-kinds';
import { renderText } from './texts/render-notification';

export type NotificationType =
  | 'claim'
  | 'claim_approved'
  | 'claim_rejected'
  | 'payment'
  | 'message'
  | 'review'
  | 'item_hidden'
  | 'item_removed'
  | 'payout'
  | 'dispute'
  | 'match'
  | 'system'
  /** Leads to the profile, where the phone is verified (a payout waits for it). */
  | 'verify_phone'
  /** A hand-over reminder a day after payment (leads to the item). */
  | 'handover';

/** What it says is a kind and its parameters (texts/notification-kinds.ts), never finished words. */
export type NotificationInput = NotificationText & {
  userId: string;
  /** Which link and icon it gets in the app. */
  type: NotificationType;
  itemId?: number | null;
  itemTitle?: string | null;
  claimerId?: string | null;
  /** false: stored and shown in the app, but not sent by Web Push (the recipient chose so). */
  webPush?: boolean;
};

export type NotificationRow = typeof notifications.$inferSelect;

export const NOTIFICATION_CHANNEL = 'okota_notifications';

/** Tells listeners which process created a notification: that one alone sends the Web Push. */
export const PROCESS_ID = randomUUID();

export interface NotificationSignal {
  id: number;
  userId: string;
  origin: string;
  /** false: no Web Push for this one. */
  push?: false;
}

/** Stores the notification (inside the caller's transaction if given); delivery follows the commit. */
export async function notify(db: Executor, { webPush = true, kind, params, ...input }: NotificationInput): Promise<NotificationRow> {
  // The English words are kept too, for reading the table by hand; readers get renderNotification's.
  const english = renderText({ kind, params } as NotificationText, 'en');
  const row = await insertNotification(db, { ...input, kind, params, ...english, itemTitle: input.itemTitle?.slice(0, 200) ?? null });
  const signal: NotificationSignal = { id: row.id, userId: row.userId, origin: PROCESS_ID, ...(webPush ? {} : { push: false as const }) };
  await signalAfterCommit(db, NOTIFICATION_CHANNEL, signal);
  return row;
}
