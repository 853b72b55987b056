/**
 * The reads of the data download, part one: what the caller wrote and filed (items, claims, lost
 * reports, messages). Every query is bounded by the caller's id; other people come back as a
 * first name at most.
 */
import { asc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { categories, claims, items, lostReportMatches, lostReports, messages, users } from '../../db/schema';

export async function itemsOf(db: Executor, userId: string) {
  return db
    .select({
      item: items,
      categoryName: categories.name,
      claimsReceived: sql<number>`(select count(*)::int from ${claims} where ${claims.itemId} = ${items.id})`,
    })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(items.finderId, userId))
    .orderBy(asc(items.createdAt), asc(items.id));
}

/** The caller's own claims with their own answers, beside the questions they answered. */
export async function claimsOf(db: Executor, userId: string) {
  return db
    .select({
      claim: claims,
      itemTitle: items.title,
      questions: sql<Array<string | null>>`array[${items.verificationQuestion1}, ${items.verificationQuestion2}, ${items.verificationQuestion3}]`,
    })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(eq(claims.claimerId, userId))
    .orderBy(asc(claims.createdAt), asc(claims.id));
}

export async function lostReportsOf(db: Executor, userId: string) {
  return db
    .select({
      report: lostReports,
      categoryName: categories.name,
      matches: sql<number>`(select count(*)::int from ${lostReportMatches} where ${lostReportMatches.reportId} = ${lostReports.id})`,
    })
    .from(lostReports)
    .leftJoin(categories, eq(categories.id, lostReports.categoryId))
    .where(eq(lostReports.ownerId, userId))
    .orderBy(asc(lostReports.createdAt), asc(lostReports.id));
}

/** Sent and received; the other party by first name only. */
export async function messagesOf(db: Executor, userId: string) {
  const other = alias(users, 'other_party');
  return db
    .select({
      id: messages.id,
      itemId: messages.itemId,
      itemTitle: items.title,
      senderId: messages.senderId,
      content: messages.content,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
      otherFirstName: other.firstName,
    })
    .from(messages)
    .innerJoin(items, eq(items.id, messages.itemId))
    .innerJoin(other, sql`${other.id} = case when ${messages.senderId} = ${userId} then ${messages.receiverId} else ${messages.senderId} end`)
    .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}
