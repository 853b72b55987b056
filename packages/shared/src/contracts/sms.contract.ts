/**
 * The SMS API's contract: alert switches, the phone a lost report alerts, what admins see of SMS,
 * and the simulator's outbox (development). Request bodies are in ../schemas/phone.schema.ts.
 */
import { z } from 'zod';
import { safaricomPhoneSchema } from '../schemas/auth.schema';
import { emailAlertsSchema, quietHoursSchema, smsAlertsSchema } from '../schemas/phone.schema';

/** GET and PUT /api/profile/sms-alerts: the SMS switches, the e-mail switches (used when there is an address). */
export const smsAlertsAnswer = z.object({
  alerts: smsAlertsSchema,
  emails: emailAlertsSchema,
  /** When match alerts and reminders wait (EAT hours); turns and codes go at once. */
  quietHours: quietHoursSchema,
  phone: z.string(),
  phoneVerified: z.boolean(),
  hasEmail: z.boolean(),
});

/** The phone a lost report alerts by SMS: as people write it, '0712 345 678'; null when none. */
export const alertPhoneAnswer = z.object({ phone: z.string().nullable(), verified: z.boolean() });
/** PUT /api/lost-reports/{id}/alert-phone: alert this phone (once its code is entered). */
export const alertPhoneBody = z.object({ phone: safaricomPhoneSchema });

export const SMS_STATUSES = ['scheduled', 'queued', 'sent', 'delivered', 'failed', 'skipped'] as const;

/** The last days' SMS: cost per day, delivery rate, failures (the admin dashboard shows it). */
export const smsStatsAnswer = z.object({
  days: z.array(z.object({ date: z.string(), accepted: z.number(), delivered: z.number(), failed: z.number(), skipped: z.number(), costKes: z.number() })),
  deliveryRate: z.number().nullable(),
  failed: z.number(),
  costKes: z.number(),
});

export const adminSmsQuery = z.object({ status: z.enum(SMS_STATUSES).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const adminSmsRow = z.object({
  id: z.number(),
  kind: z.string(),
  status: z.enum(SMS_STATUSES),
  phone: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  text: z.string(),
  attempts: z.number(),
  providerStatus: z.string().nullable(),
  failureReason: z.string().nullable(),
  costKes: z.number().nullable(),
  sendAfter: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});

export const adminSmsAnswer = z.object({ messages: z.array(adminSmsRow), total: z.number(), pageSize: z.number(), stats: smsStatsAnswer });

const outboxEntry = z.object({
  messageId: z.string().nullable(),
  to: z.string(),
  text: z.string(),
  status: z.string(),
  statusCode: z.number(),
  receivedAt: z.string(),
  reports: z.array(z.object({ status: z.string(), failureReason: z.string().optional(), sentAt: z.string(), httpStatus: z.number().nullable() })),
});

/** GET /api/dev/sms-outbox: what the built-in SMS simulator received (development only). */
export const smsOutboxQuery = z.object({ to: z.string().max(30).optional() });
export const smsOutboxAnswer = z.object({
  messages: z.array(outboxEntry),
  /** Held for the end of someone's quiet hours (match alerts, reminders), soonest first: when each will go. */
  waiting: z.array(z.object({ to: z.string(), kind: z.string(), text: z.string(), sendAfter: z.string() })),
});
