/**
 * Proving a phone number by SMS, and the SMS alert switches (docs/rules.md "SMS and USSD";
 * docs/decisions/0201). The web form and the server read the same rules.
 */
import { z } from 'zod';
import { safaricomPhoneSchema } from './auth.schema';

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export const PHONE_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from the SMS',
  codeWrong: 'That code is not right. Check the SMS and try again.',
  codeExpired: 'This code has expired or was replaced. Send a new one.',
  codeTooManyTries: 'Too many wrong codes. Send a new one.',
  alreadyVerified: 'This phone number is already verified',
  passwordForNewPhone: 'Enter your current password to change your phone number',
} as const;

/** No phone: a code to the account's own number; a new phone (with the password): a code to it, which moves the account there once entered. */
export const sendPhoneCodeSchema = z.object({
  phone: safaricomPhoneSchema.optional(),
  password: z.string().max(200).optional(),
});

export const verifyPhoneCodeSchema = z.object({
  code: z
    .string({ error: PHONE_MESSAGES.codeFormat })
    .trim()
    .regex(/^\d{6}$/, PHONE_MESSAGES.codeFormat),
});

export const SMS_ALERT_SWITCHES = [
  'match',
  'claimReceived',
  'claimApproved',
  'claimRejected',
  'paymentCompleted',
  'ownerPaid',
  'handoverReminder',
  'payoutSent',
  'payoutWaiting',
  'refundSent',
] as const;
export type SmsAlertSwitch = (typeof SMS_ALERT_SWITCHES)[number];

export const smsAlertsSchema = z.object({
  match: z.boolean(),
  claimReceived: z.boolean(),
  claimApproved: z.boolean(),
  claimRejected: z.boolean(),
  paymentCompleted: z.boolean(),
  ownerPaid: z.boolean(),
  handoverReminder: z.boolean(),
  payoutSent: z.boolean(),
  payoutWaiting: z.boolean(),
  refundSent: z.boolean(),
});
export type SmsAlerts = z.infer<typeof smsAlertsSchema>;

/**
 * The e-mails of each turn (docs/rules.md "a message at every turn"), on by default. Money receipts
 * (payment, payout, refund) are records, not alerts, and always go (docs/decisions/0231).
 */
export const EMAIL_ALERT_SWITCHES = ['claimReceived', 'claimApproved', 'claimRejected', 'ownerPaid', 'handoverReminder', 'payoutWaiting'] as const;
export type EmailAlertSwitch = (typeof EMAIL_ALERT_SWITCHES)[number];
export const emailAlertsSchema = z.object({
  claimReceived: z.boolean(),
  claimApproved: z.boolean(),
  claimRejected: z.boolean(),
  ownerPaid: z.boolean(),
  handoverReminder: z.boolean(),
  payoutWaiting: z.boolean(),
});
export type EmailAlerts = z.infer<typeof emailAlertsSchema>;

/**
 * A person's own quiet hours in EAT (docs/decisions/0260): match alerts and reminders wait from
 * `start` o'clock until `end` o'clock (across midnight when start > end); turns and codes never wait.
 */
const quietHour = z.number().int().min(0).max(23);
export const quietHoursSchema = z
  .object({ start: quietHour, end: quietHour })
  .refine((hours) => hours.start !== hours.end, { message: 'Quiet hours must start and end at different hours', path: ['end'] });
export type QuietHours = z.infer<typeof quietHoursSchema>;
/** 21:00–07:00 EAT unless the person chose their own. */
export const DEFAULT_QUIET_HOURS: QuietHours = { start: 21, end: 7 };

/** Change some switches (SMS at the top level, e-mail under `emails`) or the quiet hours; the others stay. */
export const updateSmsAlertsSchema = smsAlertsSchema
  .partial()
  .extend({ emails: emailAlertsSchema.partial().optional(), quietHours: quietHoursSchema.optional() })
  .refine((value) => Object.keys(value).some((key) => key !== 'emails') || Object.keys(value.emails ?? {}).length > 0, 'Choose at least one alert to change');

/** Every alert on: each switch turns one off (docs/decisions/0201, 0231). */
export const DEFAULT_SMS_ALERTS: SmsAlerts = {
  match: true,
  claimReceived: true,
  claimApproved: true,
  claimRejected: true,
  paymentCompleted: true,
  ownerPaid: true,
  handoverReminder: true,
  payoutSent: true,
  payoutWaiting: true,
  refundSent: true,
};
export const DEFAULT_EMAIL_ALERTS: EmailAlerts = {
  claimReceived: true,
  claimApproved: true,
  claimRejected: true,
  ownerPaid: true,
  handoverReminder: true,
  payoutWaiting: true,
};
