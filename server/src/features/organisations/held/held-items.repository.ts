/** held_items (issue 28): what an organisation holds, its holding period and its reminders. */
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, heldItems, items, organisationMembers, payments } from '../../../db/schema';

export type HeldItemInsert = typeof heldItems.$inferInsert;

export async function insertHeldItem(db: Executor, values: HeldItemInsert): Promise<void> {
  await db.insert(heldItems).values(values);
}

/** The organisation's items, newest first, with whether an owner's claim was approved or paid. */
export async function listHeldItemsOfOrganisation(db: Executor, organisationId: string, limit = 500) {
  return db
    .select({
      id: items.id,
      title: items.title,
      categoryName: categories.name,
      status: items.status,
      custody: heldItems.custody,
      heldSince: heldItems.heldSince,
      heldUntil: heldItems.heldUntil,
      expiredAt: heldItems.expiredAt,
      claimed: sql<boolean>`${items.claimedBy} is not null`,
      paid: sql<boolean>`exists (select 1 from ${payments} where ${payments.itemId} = ${items.id} and ${payments.status} = 'completed')`,
    })
    .from(heldItems)
    .innerJoin(items, eq(items.id, heldItems.itemId))
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(heldItems.organisationId, organisationId))
    .orderBy(desc(heldItems.heldSince), desc(items.id))
    .limit(limit);
}

/** Still open: available, and no payment under way or done (an owner who pays collects it). */
const stillOpen = and(
  eq(items.status, 'available'),
  sql`not exists (select 1 from ${payments} where ${payments.itemId} = ${items.id} and ${payments.status} <> 'failed')`,
);

/** Items still held whose period ends within `before` of now and whose desk was not reminded yet. */
export async function findHeldItemsToRemind(db: Executor, { now, remindBeforeMs }: { now: Date; remindBeforeMs: number }) {
  return db
    .select({ itemId: heldItems.itemId, organisationId: heldItems.organisationId, heldUntil: heldItems.heldUntil, title: items.title })
    .from(heldItems)
    .innerJoin(items, eq(items.id, heldItems.itemId))
    .where(and(isNull(heldItems.expiredAt), isNull(heldItems.remindedAt), stillOpen, lte(heldItems.heldUntil, new Date(now.getTime() + remindBeforeMs))))
    .limit(500);
}

export async function markReminded(db: Executor, itemId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(heldItems)
    .set({ remindedAt: now })
    .where(and(eq(heldItems.itemId, itemId), isNull(heldItems.remindedAt)))
    .returning({ itemId: heldItems.itemId });
  return rows.length > 0;
}

/** Open items whose holding period ended, not yet expired (held_items_due_idx). */
export async function findHeldItemsDue(db: Executor, now: Date) {
  return db
    .select({ itemId: heldItems.itemId })
    .from(heldItems)
    .innerJoin(items, eq(items.id, heldItems.itemId))
    .where(and(isNull(heldItems.expiredAt), lte(heldItems.heldUntil, now), stillOpen))
    .orderBy(heldItems.heldUntil)
    .limit(500);
}

export async function markExpired(db: Executor, itemId: number, now: Date): Promise<void> {
  await db.update(heldItems).set({ expiredAt: now }).where(eq(heldItems.itemId, itemId));
}

/** The accepted, not removed members of an organisation with their language (reminders go to all of them). */
export async function listActiveMemberIds(db: Executor, organisationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: organisationMembers.userId })
    .from(organisationMembers)
    .where(
      and(eq(organisationMembers.organisationId, organisationId), sql`${organisationMembers.acceptedAt} is not null`, isNull(organisationMembers.removedAt)),
    );
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

/** The public texts of the newest `limit` items the organisation holds (removed ones aside), for reading with its texts (docs/decisions/0282). */
export async function listHeldItemTexts(db: Executor, organisationId: string, limit: number) {
  return db
    .select({
      id: items.id,
      title: items.title,
      description: items.description,
      verificationQuestion1: items.verificationQuestion1,
      verificationQuestion2: items.verificationQuestion2,
      verificationQuestion3: items.verificationQuestion3,
      nearLocation: items.nearLocation,
      categoryName: categories.name,
    })
    .from(heldItems)
    .innerJoin(items, eq(items.id, heldItems.itemId))
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(heldItems.organisationId, organisationId), sql`${items.status} <> 'removed'`))
    .orderBy(desc(heldItems.heldSince), desc(items.id))
    .limit(limit);
}
