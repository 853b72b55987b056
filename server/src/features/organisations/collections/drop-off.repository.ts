/**
 * The drop-off and hand-over's reads and writes of an item's custody (the custody as the money
 * reads it is custody/held-custody.repository.ts), and what a drop-off must not cut across: money
 * already moving for the item.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, heldItems, items, payments } from '../../../db/schema';

/** A payment waiting for its PIN or Paybill, or one that completed (its hand-over is already arranged). */
export async function hasPaymentUnderWay(db: Executor, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.itemId, itemId), inArray(payments.status, ['pending', 'completed'])))
    .limit(1);
  return Boolean(row);
}

/** The item a desk is asked to receive, with its category (the holding period depends on it). */
export async function findItemForDropOff(tx: Executor, itemId: number) {
  const [row] = await tx
    .select({
      id: items.id,
      title: items.title,
      finderId: items.finderId,
      status: items.status,
      isHidden: items.isHidden,
      categoryName: categories.name,
      categoryIcon: categories.icon,
    })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    .where(eq(items.id, itemId));
  return row;
}

export async function insertDropOff(tx: Executor, values: { itemId: number; organisationId: string; receivedBy: string; heldUntil: Date }) {
  const [row] = await tx
    .insert(heldItems)
    .values({ ...values, custody: 'dropped_off' })
    .onConflictDoNothing({ target: heldItems.itemId })
    .returning();
  return row;
}

/** Whether the item is held by this organisation (a code of another organisation's item is never looked at). */
export async function isHeldBy(db: Executor, itemId: number, organisationId: string): Promise<boolean> {
  const [row] = await db
    .select({ itemId: heldItems.itemId })
    .from(heldItems)
    .where(and(eq(heldItems.itemId, itemId), eq(heldItems.organisationId, organisationId)));
  return Boolean(row);
}

/** The item as the desk's answer names it, after the hand-over. */
export async function findItemState(db: Executor, itemId: number) {
  const [row] = await db
    .select({ id: items.id, title: items.title, status: items.status, completedAt: items.completedAt, finderId: items.finderId })
    .from(items)
    .where(eq(items.id, itemId));
  return row;
}
