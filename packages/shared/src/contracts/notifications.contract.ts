/**
 * The notifications API's contract (docs/product/admin-and-platform.md section 7): the list, read marks and
 * the browser's push subscription. The server also checks a push endpoint's address, which is
 * its own policy and stays there (push-subscription.schema.ts).
 */
import { z } from 'zod';

/** The one shape a notification has in API answers and Web Push payloads. */
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

/** What /ws sends when a notification is created (docs/rules.md "Messages, notifications, reviews"). */
export const socketNotificationMessage = z.object({
  type: z.literal('notification'),
  id: z.number(),
  notificationType: z.string(),
  title: z.string(),
  message: z.string(),
  itemId: z.number().nullable(),
  itemTitle: z.string().nullable(),
  claimerId: z.string().nullable(),
  timestamp: z.string(),
});

/** The screen's language, when the app shows another than the account's (the header's EN/SW switch). */
export const notificationsQuery = z.object({ language: z.enum(['en', 'sw']).optional() });

export const notificationListResponse = z.object({ notifications: z.array(notificationResponse), unreadCount: z.number() });
export const unreadCountResponse = z.object({ unreadCount: z.number() });
export const clearNotificationsResponse = z.object({ deleted: z.number(), unreadCount: z.number() });

export const vapidPublicKeyResponse = z.object({ publicKey: z.string() });

/** base64url of exactly `bytes` bytes (padding allowed), counted without Node's Buffer so the browser could check it too. */
const base64url = (bytes: number) =>
  z
    .string()
    .max(200)
    .refine((value) => {
      if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return false;
      return Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes;
    }, 'Invalid push subscription key');

/** The browser's PushSubscription (its toJSON()). */
export const browserSubscriptionSchema = z.object({
  endpoint: z.url().max(2000),
  expirationTime: z.number().nullish(),
  keys: z.object({
    // An uncompressed P-256 public key and a 16-byte secret (RFC 8291).
    p256dh: base64url(65),
    auth: base64url(16),
  }),
});

const jsonText = z
  .string()
  .max(5000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Invalid push subscription' });
      return z.NEVER;
    }
  });

/** Sent as `token` (docs/product/admin-and-platform.md section 7), as an object or as the JSON text of one. */
export const subscriptionToken = z.union([browserSubscriptionSchema, jsonText.pipe(browserSubscriptionSchema)]);

export const subscribeBody = z.object({ token: subscriptionToken, userId: z.string().max(64).optional() });
export const subscribeResponse = z.object({ success: z.literal(true) });

/** This browser's subscription (endpoint or token given), or all of the user's. */
export const unsubscribeBody = z
  .object({
    endpoint: z.string().max(2000).optional(),
    token: subscriptionToken.optional(),
    userId: z.string().max(64).optional(),
  })
  .optional();
export const unsubscribeResponse = z.object({ success: z.literal(true), removed: z.number() });
