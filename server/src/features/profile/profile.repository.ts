/** The profile's figures and short lists, always about the caller. */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items, payments, users } from '../../db/schema';

const RECENT = 3;

/**
 * Counts and sums; only completed payments count (docs/product/user-flows.md section 4), and a finder has
 * earned their share only once M-Pesa confirmed the payout (issue 25, decision 0233).
 */
export async function profileStats(db: Executor, userId: string) {
  const [posted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(items)
    .where(eq(items.finderId, userId));
  const [money] = await db
    .select({
      itemsClaimed: sql<number>`count(*) filter (where ${payments.claimerId} = ${userId} and ${payments.status} = 'completed')::int`,
      spentAsClaimer: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.claimerId} = ${userId} and ${payments.status} = 'completed'), 0)::int`,
      earnedAsFinder: sql<number>`coalesce(sum(${payments.finderAmount}) filter (where ${payments.finderId} = ${userId} and ${payments.status} = 'completed' and ${payments.payoutStatus} = 'paid'), 0)::int`,
    })
    .from(payments)
    .where(or(eq(payments.claimerId, userId), eq(payments.finderId, userId)));
  return { itemsPosted: posted.count, ...money };
}

export async function latestItemsOf(db: Executor, finderId: string) {
  return db
    .select({
      id: items.id,
      title: items.title,
      status: items.status,
      isClaimed: items.isClaimed,
      isHidden: items.isHidden,
      hiddenBy: items.hiddenBy,
      hiddenReason: items.hiddenReason,
      images: items.images,
      location: items.location,
      createdAt: items.createdAt,
    })
    .from(items)
    .where(eq(items.finderId, finderId))
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(RECENT);
}

/**
 * The caller's latest payments: every attempt they made as a claimer, and as a finder only the
 * payments that went through (what GET /api/payments shows a finder).
 */
export async function latestPaymentsOf(db: Executor, userId: string) {
  return db
    .select({
      id: payments.id,
      itemId: payments.itemId,
      itemTitle: items.title,
      claimerId: payments.claimerId,
      amount: payments.amount,
      finderAmount: payments.finderAmount,
      status: payments.status,
      payoutStatus: payments.payoutStatus,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .where(or(eq(payments.claimerId, userId), and(eq(payments.finderId, userId), inArray(payments.status, ['completed', 'refunded']))))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(RECENT);
}

export async function setProfileImage(db: Executor, userId: string, profileImageUrl: string | null) {
  const [user] = await db.update(users).set({ profileImageUrl, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user;
}

export async function setLanguage(db: Executor, userId: string, language: string) {
  const [user] = await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user;
}
