/**
 * The sms_messages rows: one per SMS, and its state machine in one place:
 *   scheduled → queued → sent → delivered | failed      skipped (never sent: the daily cap)
 * Delivered and failed are final; a later or repeated report changes nothing (docs/reference/africastalking.md §3).
 */
import { and, eq, gte, inArray, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smsMessages } from '../../db/schema/sms';
import type { SendSmsOutcome } from '../../integrations/africastalking/at-client';
import { SMS_HELD_KINDS, type SmsKind } from './sms-kinds';

export type SmsRow = typeof smsMessages.$inferSelect;
export type SmsStatus = 'scheduled' | 'queued' | 'sent' | 'delivered' | 'failed' | 'skipped';

export async function insertSms(
  db: Executor,
  values: {
    userId: string | null;
    phone: string;
    kind: SmsKind;
    text: string;
    status: SmsStatus;
    sendAfter: Date;
    failureReason?: string;
  },
): Promise<SmsRow> {
  const [row] = await db.insert(smsMessages).values(values).returning();
  return row;
}

/** Alerts and reminders (the kinds the cap counts) already counted on the EAT day [start, end) for this person (or number without an account). */
export async function countAlertsOnDay(db: Executor, who: { userId: string | null; phone: string }, day: { start: Date; end: Date }): Promise<number> {
  const person = who.userId ? eq(smsMessages.userId, who.userId) : and(isNull(smsMessages.userId), eq(smsMessages.phone, who.phone));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsMessages)
    .where(
      and(
        person,
        inArray(smsMessages.kind, [...SMS_HELD_KINDS]),
        ne(smsMessages.status, 'skipped'),
        gte(smsMessages.sendAfter, day.start),
        lt(smsMessages.sendAfter, day.end),
      ),
    );
  return row.count;
}

/** SMS waiting for the end of someone's quiet hours (the development outbox shows when each goes), soonest first. */
export async function listScheduledSms(db: Executor, options: { phoneEnding?: string; limit?: number } = {}) {
  const { phoneEnding, limit = 100 } = options;
  return db
    .select({ to: smsMessages.phone, kind: smsMessages.kind, text: smsMessages.text, sendAfter: smsMessages.sendAfter })
    .from(smsMessages)
    .where(and(eq(smsMessages.status, 'scheduled'), phoneEnding ? like(smsMessages.phone, `%${phoneEnding}`) : undefined))
    .orderBy(smsMessages.sendAfter, smsMessages.id)
    .limit(limit);
}

export async function findSms(db: Executor, id: number): Promise<SmsRow | undefined> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row;
}

const stillToSend = or(eq(smsMessages.status, 'queued'), eq(smsMessages.status, 'scheduled'));

/** A code's digits are the person's alone: blanked once the send is over. */
const blankCode = (row: Pick<SmsRow, 'kind' | 'text'>) => (row.kind === 'code' ? { text: row.text.replace(/\d{4,}/g, (d) => '*'.repeat(d.length)) } : {});

export async function countSendAttempt(db: Executor, id: number): Promise<void> {
  await db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1`, updatedAt: new Date() })
    .where(eq(smsMessages.id, id));
}

export async function recordSendOutcome(db: Executor, row: SmsRow, result: SendSmsOutcome, options: { isFinal: boolean }): Promise<void> {
  const now = new Date();
  if (result.outcome === 'accepted') {
    await db
      .update(smsMessages)
      .set({
        status: 'sent',
        providerMessageId: result.messageId,
        statusCode: result.statusCode,
        providerStatus: result.status,
        costAmount: result.cost ? String(result.cost.amount) : null,
        costCurrency: result.cost?.currency ?? null,
        failureReason: null,
        sentAt: now,
        updatedAt: now,
        ...blankCode(row),
      })
      .where(and(eq(smsMessages.id, row.id), stillToSend));
    return;
  }
  const isFailed = result.outcome === 'failed' || options.isFinal;
  await db
    .update(smsMessages)
    .set({
      statusCode: result.statusCode,
      providerStatus: result.status,
      failureReason: result.reason,
      updatedAt: now,
      ...(isFailed ? { status: 'failed', failedAt: now, ...blankCode(row) } : {}),
    })
    .where(and(eq(smsMessages.id, row.id), stillToSend));
}

export async function markGivenUp(db: Executor, id: number, reason: string): Promise<void> {
  const row = await findSms(db, id);
  if (!row) return;
  const now = new Date();
  await db
    .update(smsMessages)
    .set({ status: 'failed', failedAt: now, updatedAt: now, failureReason: reason, ...blankCode(row) })
    .where(and(eq(smsMessages.id, id), stillToSend));
}

export interface DeliveryReport {
  id: string;
  status: string;
  networkCode?: string;
  failureReason?: string;
}

const DELIVERED = new Set(['success']);
const FAILED = new Set(['failed', 'rejected', 'expired', 'absentsubscriber']);

/**
 * Applies one report, monotonically: Success → delivered, Failed/Rejected/Expired → failed, any
 * other status (Sent, Submitted, Buffered, a name we have not met) is noted while still 'sent'.
 * Returns whether anything changed.
 */
export async function applyDeliveryReport(db: Executor, report: DeliveryReport): Promise<boolean> {
  const status = report.status.trim().toLowerCase();
  const now = new Date();
  const common = { providerStatus: report.status.slice(0, 50), networkCode: report.networkCode?.slice(0, 10) ?? null, updatedAt: now };
  const target = and(eq(smsMessages.providerMessageId, report.id), eq(smsMessages.status, 'sent'));
  const set = DELIVERED.has(status)
    ? { ...common, status: 'delivered', deliveredAt: now }
    : FAILED.has(status)
      ? { ...common, status: 'failed', failedAt: now, failureReason: (report.failureReason || report.status).slice(0, 200) }
      : common;
  const rows = await db
    .update(smsMessages)
    .set(set)
    .where(set === common ? and(target, sql`${smsMessages.providerStatus} is distinct from ${common.providerStatus}`) : target)
    .returning({ id: smsMessages.id });
  return rows.length > 0;
}

/** Until the transaction ends, one person's (or number's) alerts are counted by one caller at a time. */
export async function lockAlertCount(tx: Executor, who: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-cap:${who}`}))`);
}
