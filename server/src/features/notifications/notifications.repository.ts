import { and, desc, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_SIZE } from '@okota/shared';
import type { Executor } from '../../db/client';
import { notifications, users } from '../../db/schema';

/** The notification with its reader's language, read at delivery so a language just changed counts. */
export async function findNotification(db: Executor, id: number) {
  const [row] = await db
    .select({ notification: notifications, language: users.language })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id))
    .limit(1);
  return row;
}

export async function listLatestNotifications(db: Executor, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_SIZE);
}

export async function countUnreadNotifications(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row.count;
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markNotificationRead(db: Executor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

export async function deleteAllNotifications(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(notifications).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
  return rows.length;
}

export async function insertNotification(db: Executor, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** PostgreSQL NOTIFY on the caller's executor: delivered to every listening process when its transaction commits. */
export async function signalAfterCommit(db: Executor, channel: string, payload: unknown): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}
