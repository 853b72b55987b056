/**
 * Each person's SMS alert and turn e-mail switches, one row (sms_alert_preferences); no row means
 * the defaults (DEFAULT_SMS_ALERTS, DEFAULT_EMAIL_ALERTS: everything on).
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_EMAIL_ALERTS, DEFAULT_SMS_ALERTS, type EmailAlerts, type SmsAlerts } from '@okota/shared';
import type { Executor } from '../../db/client';
import { smsAlertPreferences } from '../../db/schema/sms';
import type { SmsAlertKind } from './sms-kinds';
import { DEFAULT_QUIET_HOURS, type QuietHours } from './sms-clock';

/**
 * The switch for each alert kind (both hand-over reminders share one); null: no switch, it always
 * goes (a dispute or a held listing is news a person cannot afford to miss, like a code).
 */
export const SWITCH_OF: Record<SmsAlertKind, keyof SmsAlerts | null> = {
  match: 'match',
  claim_received: 'claimReceived',
  claim_approved: 'claimApproved',
  claim_waiting: 'claimReceived',
  pay_waiting: 'claimApproved',
  claim_rejected: 'claimRejected',
  payment_completed: 'paymentCompleted',
  owner_paid: 'ownerPaid',
  handover_owner: 'handoverReminder',
  handover_finder: 'handoverReminder',
  payout_sent: 'payoutSent',
  payout_waiting: 'payoutWaiting',
  refund_sent: 'refundSent',
  refund_delayed: 'refundSent',
  // A desk's reminder, like the hand-over reminders: one switch for "remind me to act on an item".
  held_expiring: 'handoverReminder',
  dispute_opened: null,
  dispute_paid: null,
  dispute_refunded: null,
  listing_held: null,
  // Money sent back while the payer waits: no switch, like a dispute (docs/decisions/0262).
  paybill_returned: null,
  // Money M-Pesa refused to send back: the payer may have no account, so no switch (docs/decisions/0286).
  paybill_stuck: null,
  paybill_back: null,
  // An organisation's application and its decision: news the applicant and the admins wait for (0261).
  org_applied: null,
  org_verified: null,
  org_rejected: null,
};

/** Whether the person left this kind's SMS on (a kind without a switch always goes). */
export const smsSwitchedOn = (alerts: SmsAlerts, kind: SmsAlertKind): boolean => {
  const key = SWITCH_OF[kind];
  return key === null || alerts[key];
};

/** The e-mail columns, by switch. */
const EMAIL_COLUMN = {
  claimReceived: 'emailClaimReceived',
  claimApproved: 'emailClaimApproved',
  claimRejected: 'emailClaimRejected',
  ownerPaid: 'emailOwnerPaid',
  handoverReminder: 'emailHandoverReminder',
  payoutWaiting: 'emailPayoutWaiting',
} as const satisfies Record<keyof EmailAlerts, keyof typeof smsAlertPreferences.$inferSelect>;

export interface AlertPreferences {
  alerts: SmsAlerts;
  emails: EmailAlerts;
  quietHours: QuietHours;
}

export async function readAlertPreferences(db: Executor, userId: string): Promise<AlertPreferences> {
  const [row] = await db.select().from(smsAlertPreferences).where(eq(smsAlertPreferences.userId, userId));
  if (!row) return { alerts: { ...DEFAULT_SMS_ALERTS }, emails: { ...DEFAULT_EMAIL_ALERTS }, quietHours: { ...DEFAULT_QUIET_HOURS } };
  const alerts = Object.fromEntries(Object.keys(DEFAULT_SMS_ALERTS).map((key) => [key, row[key as keyof SmsAlerts]])) as SmsAlerts;
  const emails = Object.fromEntries(Object.entries(EMAIL_COLUMN).map(([key, column]) => [key, row[column]])) as EmailAlerts;
  return { alerts, emails, quietHours: { start: row.quietStartHour, end: row.quietEndHour } };
}

/** The person's quiet hours (the default for a number without an account). */
export async function readQuietHours(db: Executor, userId: string | null): Promise<QuietHours> {
  if (!userId) return { ...DEFAULT_QUIET_HOURS };
  const [row] = await db
    .select({ start: smsAlertPreferences.quietStartHour, end: smsAlertPreferences.quietEndHour })
    .from(smsAlertPreferences)
    .where(eq(smsAlertPreferences.userId, userId));
  return row ?? { ...DEFAULT_QUIET_HOURS };
}

export async function readSmsAlerts(db: Executor, userId: string): Promise<SmsAlerts> {
  return (await readAlertPreferences(db, userId)).alerts;
}

export async function writeAlertPreferences(
  db: Executor,
  userId: string,
  changes: Partial<SmsAlerts> & { emails?: Partial<EmailAlerts>; quietHours?: QuietHours },
): Promise<AlertPreferences> {
  const { emails = {}, quietHours, ...sms } = changes;
  const emailColumns = Object.fromEntries(Object.entries(emails).map(([key, on]) => [EMAIL_COLUMN[key as keyof EmailAlerts], on]));
  const quiet = quietHours ? { quietStartHour: quietHours.start, quietEndHour: quietHours.end } : {};
  const set = { ...sms, ...emailColumns, ...quiet, updatedAt: new Date() };
  await db
    .insert(smsAlertPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: smsAlertPreferences.userId, set });
  return readAlertPreferences(db, userId);
}
