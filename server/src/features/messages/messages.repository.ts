import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items, messages, notifications } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;

/** Longest conversation sent in one answer; the newest are kept. */
const CONVERSATION_LIMIT = 500;

const between = (a: string, b: string) =>
  or(and(eq(messages.senderId, a), eq(messages.receiverId, b)), and(eq(messages.senderId, b), eq(messages.receiverId, a)));

/** The pair's messages on the item, oldest first (an earlier, refunded claimer's are not theirs to read). */
export async function listConversation(db: Executor, itemId: number, finderId: string, claimerId: string): Promise<MessageRow[]> {
  const newest = await db
    .select()
    .from(messages)
    .where(and(eq(messages.itemId, itemId), between(finderId, claimerId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CONVERSATION_LIMIT);
  return newest.reverse();
}

/** Marks what the reader received on this item as read; returns how many were unread. */
export async function markConversationRead(db: Executor, itemId: number, readerId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.itemId, itemId), eq(messages.receiverId, readerId), eq(messages.isRead, false)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Reading the conversation also settles the bell's 'New Message' entries for it. */
export async function markMessageNotificationsRead(db: Executor, itemId: number, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.itemId, itemId), eq(notifications.type, 'message'), eq(notifications.isRead, false)));
}

/** The sender's messages to the receiver on the item since `since`, newest `limit` of them, oldest first. */
export async function listRecentFromSender(
  db: Executor,
  { itemId, senderId, receiverId, since, limit }: { itemId: number; senderId: string; receiverId: string; since: Date; limit: number },
): Promise<MessageRow[]> {
  const newest = await db
    .select()
    .from(messages)
    .where(and(eq(messages.itemId, itemId), eq(messages.senderId, senderId), eq(messages.receiverId, receiverId), gte(messages.createdAt, since)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .for('update');
  return newest.reverse();
}

/** An earlier message that lost its piece of a detail found across messages. */
export async function rewriteMessage(db: Executor, id: number, values: { content: string; removed: string[] }): Promise<void> {
  await db.update(messages).set(values).where(eq(messages.id, id));
}

/** The sender's message stored under this send key (docs/decisions/0284), if any. */
export async function findMessageBySendKey(db: Executor, senderId: string, sendKey: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.sendKey, sendKey)))
    .limit(1);
  return row;
}

export async function insertMessage(
  db: Executor,
  values: { itemId: number; senderId: string; receiverId: string; content: string; removed?: string[]; sendKey?: string; sendDigest?: string },
) {
  const [row] = await db
    .insert(messages)
    .values({ ...values, messageType: 'text' })
    .returning();
  await db.update(items).set({ lastContactAt: row.createdAt }).where(eq(items.id, values.itemId));
  return row;
}

export async function countUnreadMessages(db: Executor, userId: string, itemId?: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.receiverId, userId), eq(messages.isRead, false), itemId ? eq(messages.itemId, itemId) : undefined));
  return row.count;
}
