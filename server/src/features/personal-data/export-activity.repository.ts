/**
 * The reads of the data download, part two: the account's activity (reviews, payments,
 * notifications, sessions, push subscriptions, contact messages, reports filed). Never a token,
 * a hash or a push endpoint (a capability URL); other people by first name at most.
 */
import { asc, desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { authTokens, contactMessages, items, notifications, payments, pushSubscriptions, reports, reviews, users } from '../../db/schema';

export async function reviewsOf(db: Executor, userId: string) {
  const other = alias(users, 'other_party');
  const select = (side: 'written' | 'received') =>
    db
      .select({
        itemId: reviews.itemId,
        itemTitle: items.title,
        rating: reviews.rating,
        comment: reviews.comment,
        type: reviews.type,
        createdAt: reviews.createdAt,
        otherFirstName: other.firstName,
      })
      .from(reviews)
      .innerJoin(items, eq(items.id, reviews.itemId))
      .innerJoin(other, eq(other.id, side === 'written' ? reviews.revieweeId : reviews.reviewerId))
      .where(eq(side === 'written' ? reviews.reviewerId : reviews.revieweeId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
  const [written, received] = await Promise.all([select('written'), select('received')]);
  return { written, received };
}

/** Every payment the caller made, and the ones made to them as a finder. */
export async function paymentsOf(db: Executor, userId: string) {
  return db
    .select({ payment: payments, itemTitle: items.title })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .where(or(eq(payments.claimerId, userId), eq(payments.finderId, userId)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function notificationsOf(db: Executor, userId: string) {
  return db
    .select({
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      itemId: notifications.itemId,
      itemTitle: notifications.itemTitle,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** The token hash is read only to recognise the caller's own session; it never leaves this module's caller. */
export async function sessionsOf(db: Executor, userId: string) {
  return db
    .select({ tokenHash: authTokens.tokenHash, createdAt: authTokens.createdAt, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(asc(authTokens.createdAt));
}

export async function pushSubscriptionsOf(db: Executor, userId: string) {
  return db
    .select({ endpoint: pushSubscriptions.endpoint, isActive: pushSubscriptions.isActive, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** Contact-form messages sent while signed in, or as a guest from the account's address. */
export async function contactMessagesOf(db: Executor, user: { id: string; email: string | null }) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      subject: contactMessages.subject,
      category: contactMessages.category,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(user.email ? or(eq(contactMessages.userId, user.id), eq(contactMessages.email, user.email)) : eq(contactMessages.userId, user.id))
    .orderBy(asc(contactMessages.createdAt));
}

export async function reportsFiledBy(db: Executor, userId: string) {
  return db
    .select({ targetType: reports.targetType, targetId: reports.targetId, reason: reports.reason, status: reports.status, createdAt: reports.createdAt })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt));
}
