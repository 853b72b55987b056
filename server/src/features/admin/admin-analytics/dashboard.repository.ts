import { and, count, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { authTokens, claims, contactMessages, items, payments, reports, users } from '../../../db/schema';
import { isClosedAccount } from '../admin-users/admin-users.repository';
import { isHeldForReview } from '../../../db/item-visibility';
import { lastDays } from './admin-analytics.repository';

const MONTH = sql`now() - interval '30 days'`;

/** Counts for the dashboard's cards and Pending Actions. */
export async function dashboardCounts(db: Executor) {
  // Active this month: a live session (tokens slide 30 days with use), or something posted,
  // claimed or paid in the last 30 days (a user who signed out still counts).
  const activeUsers = sql<number>`(select count(distinct uid)::int from (
    select ${authTokens.userId} as uid from ${authTokens} where ${authTokens.expiresAt} > now()
    union select ${items.finderId} from ${items} where ${items.createdAt} > ${MONTH}
    union select ${claims.claimerId} from ${claims} where ${claims.createdAt} > ${MONTH}
    union select ${payments.claimerId} from ${payments} where ${payments.createdAt} > ${MONTH}
  ) as active)`;
  const [[userRow], [claimRow], [reportRow], [messageRow], [heldRow]] = await Promise.all([
    db
      .select({
        activeUsers,
        // A closed account (deleted by its owner) waits for no verification.
        pendingUsers: sql<number>`count(*) filter (where not ${users.emailVerified} and not ${users.suspended} and not ${isClosedAccount})::int`,
        suspendedUsers: sql<number>`count(*) filter (where ${users.suspended})::int`,
      })
      .from(users),
    db.select({ pendingVerifications: count() }).from(claims).where(eq(claims.status, 'pending')),
    db.select({ openReports: count() }).from(reports).where(eq(reports.status, 'open')),
    db.select({ unreadMessages: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
    db.select({ heldItems: count() }).from(items).where(isHeldForReview),
  ]);
  return { ...userRow, ...claimRow, ...reportRow, ...messageRow, ...heldRow };
}

export interface ActivityEntry {
  id: string;
  type: 'user' | 'item' | 'claim' | 'payment' | 'report';
  description: string;
  subject: string;
  timestamp: string;
}

/** The latest real events of each kind, merged newest first. */
export async function recentActivity(db: Executor, limit: number): Promise<ActivityEntry[]> {
  const [newUsers, newItems, newClaims, completed, newReports] = await Promise.all([
    db.select({ id: users.id, first: users.firstName, last: users.lastName, at: users.createdAt }).from(users).orderBy(desc(users.createdAt)).limit(limit),
    db.select({ id: items.id, title: items.title, at: items.createdAt }).from(items).orderBy(desc(items.createdAt)).limit(limit),
    db
      .select({ id: claims.id, title: items.title, at: claims.createdAt })
      .from(claims)
      .innerJoin(items, eq(items.id, claims.itemId))
      .orderBy(desc(claims.createdAt))
      .limit(limit),
    db
      .select({ id: payments.id, title: items.title, amount: payments.amount, at: payments.completedAt })
      .from(payments)
      .innerJoin(items, eq(items.id, payments.itemId))
      .where(and(eq(payments.status, 'completed'), isNotNull(payments.completedAt)))
      .orderBy(desc(payments.completedAt))
      .limit(limit),
    db.select({ id: reports.id, targetType: reports.targetType, at: reports.createdAt }).from(reports).orderBy(desc(reports.createdAt)).limit(limit),
  ]);
  const entries: Array<Omit<ActivityEntry, 'timestamp'> & { at: Date }> = [
    ...newUsers.map((u) => ({
      id: `user-${u.id}`,
      type: 'user' as const,
      subject: `${u.first} ${u.last}`,
      description: `New user registered: ${u.first} ${u.last}`,
      at: u.at,
    })),
    ...newItems.map((i) => ({ id: `item-${i.id}`, type: 'item' as const, subject: i.title, description: `New item posted: ${i.title}`, at: i.at })),
    ...newClaims.map((c) => ({ id: `claim-${c.id}`, type: 'claim' as const, subject: c.title, description: `New claim on: ${c.title}`, at: c.at })),
    ...completed.map((p) => ({
      id: `payment-${p.id}`,
      type: 'payment' as const,
      subject: p.title,
      description: `Payment of KSh ${p.amount} completed for: ${p.title}`,
      at: p.at!,
    })),
    ...newReports.map((r) => ({
      id: `report-${r.id}`,
      type: 'report' as const,
      subject: r.targetType,
      description: `New report on a${r.targetType === 'item' ? 'n item' : ' user'}`,
      at: r.at,
    })),
  ];
  return entries
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, limit)
    .map(({ at, ...entry }) => ({ ...entry, timestamp: at.toISOString() }));
}

/** Kenya keeps UTC+3 all year, so an EAT day is the UTC time plus three hours. */
const eatDay = (column: unknown) => sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

/** Posts, claims and completed payments per day for the last `days` days (EAT), zeros included. */
export async function activitySeries(db: Executor, days: number) {
  const dates = lastDays(days);
  const since = new Date(Date.parse(`${dates[0]}T00:00:00+03:00`));
  const perDay = async (table: PgTable, column: AnyPgColumn, extra?: SQL) => {
    const day = eatDay(column);
    const rows = await db
      .select({ day, n: count() })
      .from(table)
      .where(and(gte(column, since), extra))
      .groupBy(day);
    return new Map(rows.map((r) => [r.day, r.n]));
  };
  const [posts, claimCounts, paymentCounts] = await Promise.all([
    perDay(items, items.createdAt),
    perDay(claims, claims.createdAt),
    perDay(payments, payments.completedAt, eq(payments.status, 'completed')),
  ]);
  return dates.map((date) => ({ date, posts: posts.get(date) ?? 0, claims: claimCounts.get(date) ?? 0, payments: paymentCounts.get(date) ?? 0 }));
}
