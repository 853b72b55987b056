/**
 * SMS for the operator (issue 16, "Ops"): per EAT day, how many were accepted by Africa's
 * Talking, delivered, failed and held back by the cap, and what they cost; and the SMS list
 * admins read, failures first in mind.
 */
import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { nairobiDay } from '@okota/shared';
import type { SMS_STATUSES } from '@okota/shared/contracts/sms.contract';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { smsMessages } from '../../db/schema/sms';

const DAY_MS = 86_400_000;
/** Kenya keeps UTC+3 all year, so an EAT day is the UTC time plus three hours. */
const eatDay = sql<string>`to_char((${smsMessages.createdAt} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

export interface SmsDay {
  date: string;
  accepted: number;
  delivered: number;
  failed: number;
  skipped: number;
  /** Shillings (Africa's Talking bills KES 0.80 a part); other currencies (the sandbox's USD) are not added. */
  costKes: number;
}

export async function smsDailyStats(db: Executor, days: number, now = new Date()) {
  const dates = Array.from({ length: days }, (_, i) => nairobiDay(new Date(now.getTime() - (days - 1 - i) * DAY_MS)));
  const since = new Date(`${dates[0]}T00:00:00+03:00`);
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
  const rows = await db
    .select({
      date: eatDay,
      accepted: n(sql`${smsMessages.sentAt} is not null`),
      delivered: n(sql`${smsMessages.status} = 'delivered'`),
      failed: n(sql`${smsMessages.status} = 'failed'`),
      skipped: n(sql`${smsMessages.status} = 'skipped'`),
      costKes: sql<string>`coalesce(sum(${smsMessages.costAmount}) filter (where ${smsMessages.costCurrency} = 'KES'), 0)::text`,
    })
    .from(smsMessages)
    .where(gte(smsMessages.createdAt, since))
    .groupBy(eatDay);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const series: SmsDay[] = dates.map((date) => {
    const row = byDate.get(date);
    return {
      date,
      accepted: row?.accepted ?? 0,
      delivered: row?.delivered ?? 0,
      failed: row?.failed ?? 0,
      skipped: row?.skipped ?? 0,
      costKes: Number(row?.costKes ?? 0),
    };
  });
  const delivered = series.reduce((sum, day) => sum + day.delivered, 0);
  const failed = series.reduce((sum, day) => sum + day.failed, 0);
  return {
    days: series,
    /** Of the SMS whose fate is known (delivered or failed); null when none is. */
    deliveryRate: delivered + failed ? Math.round((delivered / (delivered + failed)) * 1000) / 10 : null,
    failed,
    costKes: Math.round(series.reduce((sum, day) => sum + day.costKes, 0) * 100) / 100,
  };
}

export const ADMIN_SMS_PAGE_SIZE = 50;

export async function listSmsForAdmin(db: Executor, filter: { status?: (typeof SMS_STATUSES)[number]; page: number }) {
  const where = filter.status ? eq(smsMessages.status, filter.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ sms: smsMessages, firstName: users.firstName, lastName: users.lastName })
      .from(smsMessages)
      .leftJoin(users, eq(users.id, smsMessages.userId))
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(ADMIN_SMS_PAGE_SIZE)
      .offset((filter.page - 1) * ADMIN_SMS_PAGE_SIZE),
    db.select({ total: count() }).from(smsMessages).where(and(where)),
  ]);
  return { rows, total };
}
