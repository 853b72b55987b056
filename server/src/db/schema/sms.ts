/**
 * SMS (issue 16, docs/decisions/0200): every SMS we send or decided not to send, phone
 * verification codes, each person's SMS alert switches, and the extra phone a lost report may
 * alert. Amounts Africa's Talking charges are decimals (KES 0.8000 a part), unlike our shillings.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { lostReports } from './lost-reports';

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: serial('id').primaryKey(),
    /** Whose SMS it is (alerts are capped per user); null for a number without an account, or after the account is erased. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    phone: varchar('phone', { length: 20 }).notNull(),
    /** code, ussd_link, match, claim_approved, payment_completed, payout_sent, refund_sent (features/sms/sms-kinds.ts). */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** What was sent; a code's digits are blanked once the send is over (only the person may read them). */
    text: varchar('text', { length: 320 }).notNull(),
    /** scheduled (quiet hours) → queued → sent → delivered | failed; skipped: never sent (daily cap). */
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    /** Not before this instant: now, or 07:00 EAT after quiet hours. Its EAT day is the day the cap counts. */
    sendAfter: ts('send_after').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Africa's Talking's messageId (ATXid_…), which the delivery reports name. */
    providerMessageId: varchar('provider_message_id', { length: 100 }),
    /** The send answer's statusCode (101 Sent, 403 InvalidPhoneNumber…). */
    statusCode: integer('status_code'),
    /** The latest status Africa's Talking gave (send or delivery report), as it spelt it. */
    providerStatus: varchar('provider_status', { length: 50 }),
    failureReason: text('failure_reason'),
    networkCode: varchar('network_code', { length: 10 }),
    costAmount: numeric('cost_amount', { precision: 10, scale: 4 }),
    costCurrency: varchar('cost_currency', { length: 3 }),
    sentAt: ts('sent_at'),
    deliveredAt: ts('delivered_at'),
    failedAt: ts('failed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sms_messages_status_check', sql`${t.status} in ('scheduled', 'queued', 'sent', 'delivered', 'failed', 'skipped')`),
    uniqueIndex('sms_messages_provider_id_unique').on(t.providerMessageId),
    index('sms_messages_user_day_idx').on(t.userId, t.sendAfter),
    index('sms_messages_phone_day_idx').on(t.phone, t.sendAfter),
    index('sms_messages_status_idx').on(t.status, t.createdAt.desc()),
    index('sms_messages_sent_idx').on(t.sentAt),
  ],
);

/** A 6-digit code proving a phone number: the account's, a new one for it, or a lost report's. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number the code went to, +254…. */
    phone: varchar('phone', { length: 20 }).notNull(),
    /** account: the user's current phone; new_phone: a number the account moves to once proven; lost_report: a report's alert phone. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    lostReportId: integer('lost_report_id').references(() => lostReports.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('phone_codes_purpose_check', sql`${t.purpose} in ('account', 'new_phone', 'lost_report')`),
    index('phone_codes_user_idx').on(t.userId, t.purpose, t.createdAt.desc()),
  ],
);

/**
 * Which SMS alerts and turn e-mails a person wants; no row: the defaults (every kind on,
 * docs/decisions/0200, 0231). The email_* columns switch the e-mail of each turn.
 */
export const smsAlertPreferences = pgTable(
  'sms_alert_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    match: boolean('match').notNull().default(true),
    claimApproved: boolean('claim_approved').notNull().default(true),
    paymentCompleted: boolean('payment_completed').notNull().default(true),
    payoutSent: boolean('payout_sent').notNull().default(true),
    refundSent: boolean('refund_sent').notNull().default(true),
    claimReceived: boolean('claim_received').notNull().default(true),
    claimRejected: boolean('claim_rejected').notNull().default(true),
    ownerPaid: boolean('owner_paid').notNull().default(true),
    handoverReminder: boolean('handover_reminder').notNull().default(true),
    payoutWaiting: boolean('payout_waiting').notNull().default(true),
    emailClaimReceived: boolean('email_claim_received').notNull().default(true),
    emailClaimApproved: boolean('email_claim_approved').notNull().default(true),
    emailClaimRejected: boolean('email_claim_rejected').notNull().default(true),
    emailOwnerPaid: boolean('email_owner_paid').notNull().default(true),
    emailHandoverReminder: boolean('email_handover_reminder').notNull().default(true),
    emailPayoutWaiting: boolean('email_payout_waiting').notNull().default(true),
    /** The person's own quiet hours in EAT, whole hours (docs/decisions/0260): alerts and reminders wait until the end hour. */
    quietStartHour: integer('quiet_start_hour').notNull().default(21),
    quietEndHour: integer('quiet_end_hour').notNull().default(7),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('sms_alert_preferences_quiet_hours_check', sql`${t.quietStartHour} between 0 and 23 and ${t.quietEndHour} between 0 and 23`)],
);

/** Another phone a lost report alerts (the owner's own is often what was lost); used once verified. */
export const lostReportAlertPhones = pgTable('lost_report_alert_phones', {
  lostReportId: integer('lost_report_id')
    .primaryKey()
    .references(() => lostReports.id, { onDelete: 'cascade' }),
  phone: varchar('phone', { length: 20 }).notNull(),
  verifiedAt: ts('verified_at'),
  createdAt: createdAt(),
});
