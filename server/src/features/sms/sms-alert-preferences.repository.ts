/** Each person's SMS alert switches; no row means the defaults (DEFAULT_SMS_ALERTS). */
import { eq } from 'drizzle-orm';
import { DEFAULT_SMS_ALERTS, type SmsAlerts } from '@okota/shared';
import type { Executor } from '../../db/client';
import { smsAlertPreferences } from '../../db/schema/sms';
import type { SmsAlertKind } from './sms-kinds';

/** The switch for each alert kind. */
export const SWITCH_OF: Record<SmsAlertKind, keyof SmsAlerts> = {
  match: 'match', claim_approved: 'claimApproved', payment_completed: 'paymentCompleted', payout_sent: 'payoutSent', refund_sent: 'refundSent',
};

export async function readSmsAlerts(db: Executor, userId: string): Promise<SmsAlerts> {
  const [row] = await db.select().from(smsAlertPreferences).where(eq(smsAlertPreferences.userId, userId));
  if (!row) return { ...DEFAULT_SMS_ALERTS };
  return { match: row.match, claimApproved: row.claimApproved, paymentCompleted: row.paymentCompleted, payoutSent: row.payoutSent, refundSent: row.refundSent };
}

export async function writeSmsAlerts(db: Executor, userId: string, changes: Partial<SmsAlerts>): Promise<SmsAlerts> {
  const values = { ...DEFAULT_SMS_ALERTS, ...changes, userId, updatedAt: new Date() };
  await db.insert(smsAlertPreferences).values(values)
    .onConflictDoUpdate({ target: smsAlertPreferences.userId, set: { ...changes, updatedAt: values.updatedAt } });
  return readSmsAlerts(db, userId);
}
