/**
 * Queues one SMS: a row in sms_messages (what admins and the delivery reports follow) and a job
 * that sends it through Africa's Talking with retries (send-sms.job.ts). Works inside the
 * caller's transaction, so an SMS about a rolled-back change is never sent.
 *
 * Alerts and reminders (sms-kinds.ts) get the daily cap and quiet hours here, whoever calls: past
 * the cap the row is kept as 'skipped' (admins see it, nothing is sent); in the person's quiet
 * hours (21:00–07:00 EAT unless they chose their own) it is 'scheduled' for their end hour and sent
 * then, never dropped. Turns and codes go out at once, day and night (docs/decisions/0260).
 */
import { normalizePhone } from '@okota/shared';
import type { Executor } from '../../db/client';
import { enqueueJob } from '../../lib/enqueue-job';
import { fitsOneSmsPart } from '../../integrations/africastalking/gsm7';
import { SMS_DAILY_ALERT_CAP, waitsForDaytime, type SmsKind } from './sms-kinds';
import { alertSendTimeNow, nairobiDayBounds, smsNow } from './sms-clock';
import { countAlertsOnDay, insertSms, lockAlertCount } from './sms-messages.repository';
import { readQuietHours } from './sms-alert-preferences.repository';
import { sendSmsJob } from './send-sms.job';

export interface QueueSmsOptions {
  /** Any Kenyan form ('0712 345 678', '254712345678', '+254712345678'); stored as +254…. */
  to: string;
  /** One SMS part: at most 160 GSM-7 characters (renderSms in sms-texts.ts builds it). */
  text: string;
  kind: SmsKind;
  /** Whose SMS it is: alerts are capped per user (per number when null). */
  userId?: string | null;
}

export type QueueSmsResult =
  { status: 'queued' | 'scheduled'; id: number; sendAfter: Date } | { status: 'skipped'; id: number | null; reason: 'invalid_number' | 'daily_cap' };

export async function queueSms(db: Executor, options: QueueSmsOptions): Promise<QueueSmsResult> {
  const { text, kind, userId = null } = options;
  // Two parts cost twice and may arrive apart: a text that does not fit is our bug, not input.
  if (!fitsOneSmsPart(text)) throw new Error(`SMS text is not one GSM-7 part (${kind}): ${text.slice(0, 40)}…`);
  const phone = normalizePhone(options.to);
  if (!phone) return { status: 'skipped', id: null, reason: 'invalid_number' };
  const now = smsNow();
  if (!waitsForDaytime(kind)) return enqueue(db, { userId, phone, kind, text, status: 'queued', sendAfter: now });

  const sendAfter = alertSendTimeNow(now, await readQuietHours(db, userId));
  return db.transaction(async (tx) => {
    // One person's alerts are counted one at a time, so two at once cannot both be the fifth.
    await lockAlertCount(tx, userId ?? phone);
    const sent = await countAlertsOnDay(tx, { userId, phone }, nairobiDayBounds(sendAfter));
    if (sent >= SMS_DAILY_ALERT_CAP) {
      const row = await insertSms(tx, { userId, phone, kind, text, status: 'skipped', sendAfter, failureReason: 'daily_cap' });
      return { status: 'skipped', id: row.id, reason: 'daily_cap' } as const;
    }
    return enqueue(tx, { userId, phone, kind, text, status: sendAfter > now ? 'scheduled' : 'queued', sendAfter });
  });
}

async function enqueue(db: Executor, values: Parameters<typeof insertSms>[1] & { status: 'queued' | 'scheduled' }): Promise<QueueSmsResult> {
  const row = await insertSms(db, values);
  await enqueueJob(db, sendSmsJob, { smsId: row.id }, { runAt: values.status === 'scheduled' ? values.sendAfter : undefined, dedupeKey: `sms:${row.id}` });
  return { status: values.status, id: row.id, sendAfter: values.sendAfter };
}
