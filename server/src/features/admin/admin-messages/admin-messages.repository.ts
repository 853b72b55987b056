import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { contactMessages } from '../../../db/schema';
import { pageWindow } from '../admin.schemas';

export const MESSAGES_PAGE_SIZE = 20;

export async function listContactMessages(db: Executor, filter: { unreadOnly: boolean; category?: string; page: number }) {
  const conditions: SQL[] = [];
  if (filter.unreadOnly) conditions.push(eq(contactMessages.isRead, false));
  if (filter.category) conditions.push(eq(contactMessages.category, filter.category));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter.page, MESSAGES_PAGE_SIZE);
  const [rows, [{ total }], [{ unread }]] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ unread: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
  ]);
  return { rows, total, unread };
}

export async function findContactMessage(db: Executor, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

export async function markContactMessageRead(db: Executor, id: number) {
  const [row] = await db.update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, id)).returning();
  return row;
}
