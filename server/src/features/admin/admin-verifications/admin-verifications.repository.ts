import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/client';
import { claims, items, payments, users } from '../../../db/schema';
import { likePattern, pageWindow } from '../admin.schemas';

export const VERIFICATIONS_PAGE_SIZE = 20;

const claimer = alias(users, 'claimer');
const finder = alias(users, 'finder');

export interface VerificationsFilter {
  status: 'all' | 'pending' | 'approved' | 'rejected';
  search?: string;
  page: number;
}

/** Every claim on the site, with both parties and the latest payment, for admins. */
export async function listVerifications(db: Executor, filter: VerificationsFilter) {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(claims.status, filter.status));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      or(
        ilike(items.title, pattern),
        ilike(sql`${claimer.firstName} || ' ' || ${claimer.lastName}`, pattern),
        ilike(claimer.email, pattern),
        ilike(sql`${finder.firstName} || ' ' || ${finder.lastName}`, pattern),
      )!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter.page, VERIFICATIONS_PAGE_SIZE);
  const base = () =>
    db
      .select({ total: count() })
      .from(claims)
      .innerJoin(items, eq(items.id, claims.itemId))
      .innerJoin(claimer, eq(claimer.id, claims.claimerId))
      .innerJoin(finder, eq(finder.id, items.finderId));
  const [rows, [{ total }], statusCounts] = await Promise.all([
    db
      .select({
        claim: claims,
        itemTitle: items.title,
        itemStatus: items.status,
        finderId: items.finderId,
        claimerName: sql<string>`${claimer.firstName} || ' ' || ${claimer.lastName}`,
        claimerEmail: claimer.email,
        finderName: sql<string>`${finder.firstName} || ' ' || ${finder.lastName}`,
        paymentStatus: sql<string | null>`(select ${payments.status} from ${payments} where ${payments.claimId} = ${claims.id}
          order by ${payments.createdAt} desc limit 1)`,
      })
      .from(claims)
      .innerJoin(items, eq(items.id, claims.itemId))
      .innerJoin(claimer, eq(claimer.id, claims.claimerId))
      .innerJoin(finder, eq(finder.id, items.finderId))
      .where(where)
      .orderBy(desc(claims.createdAt), desc(claims.id))
      .limit(limit)
      .offset(offset),
    base().where(where),
    db.select({ status: claims.status, n: count() }).from(claims).groupBy(claims.status),
  ]);
  const counts = { pending: 0, approved: 0, rejected: 0 };
  for (const row of statusCounts) counts[row.status as keyof typeof counts] = row.n;
  return { rows, total, counts };
}
