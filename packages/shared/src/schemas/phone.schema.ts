/**
 * Proving a phone number by SMS, and the SMS alert switches (decisions.md "SMS and USSD";
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
  code: z.string({ error: PHONE_MESSAGES.codeFormat }).trim().regex(/^\d{6}$/, PHONE_MESSAGES.codeFormat),
});

export const SMS_ALERT_SWITCHES = ['match', 'claimApproved', 'paymentCompleted', 'payoutSent', 'refundSent'] as const;
export type SmsAlertSwitch = (typeof SMS_ALERT_SWITCHES)[number];

export const smsAlertsSchema = z.object({
  match: z.boolean(),
  claimApproved: z.boolean(),
  paymentCompleted: z.boolean(),
  payoutSent: z.boolean(),
  refundSent: z.boolean(),
});
export type SmsAlerts = z.infer<typeof smsAlertsSchema>;

/** Change some switches; the others stay. */
export const updateSmsAlertsSchema = smsAlertsSchema.partial().refine((value) => Object.keys(value).length > 0, 'Choose at least one alert to change');

/** Every alert on: a person who proved their number asked for SMS; each switch turns one off (docs/decisions/0201). */
export const DEFAULT_SMS_ALERTS: SmsAlerts = { match: true, claimApproved: true, paymentCompleted: true, payoutSent: true, refundSent: true };
