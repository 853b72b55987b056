import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { BrowserPushSubscription } from '../../integrations/push/push-client';

/** Each push fans out to every subscription: a cap keeps one account from multiplying it. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/** One row per browser endpoint; a browser that signs in as another user moves to that user. */
export async function saveSubscription(db: Executor, userId: string, subscription: BrowserPushSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: subscription.endpoint, subscription, isActive: true })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, subscription, isActive: true, createdAt: new Date() },
    });
  const keep = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_SUBSCRIPTIONS_PER_USER);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, userId),
      notInArray(
        pushSubscriptions.id,
        keep.map((row) => row.id),
      ),
    ),
  );
}

export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function deleteAllSubscriptions(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).returning({ id: pushSubscriptions.id });
  return rows.length;
}

export async function listActiveSubscriptions(db: Executor, userId: string) {
  return db
    .select({ id: pushSubscriptions.id, subscription: pushSubscriptions.subscription })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.isActive, true)));
}

export async function deleteSubscriptionsById(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}
