/**
 * An item's whole state machine, one named function per transition, and the only module that
 * writes lost_items.status or the claimer columns that go with it (claimed_by, is_claimed,
 * claimed_at, completed_at, and the removal's who, when and why). A test keeps it so
 * (server/test/architecture/status-writers.test.ts; docs/decisions/0250):
 *
 *   available ──reserveItemForClaimer──▶ available, claimed_by set (a claim approved; unpaid)
 *   available (reserved) ──releaseItemReservation──▶ available (approval revoked or withdrawn)
 *   available ──markItemClaimed──▶ claimed (the owner's payment completed)
 *   claimed ──markItemHandedOver──▶ completed (the owner confirmed, or a desk handed it over)
 *   claimed ──reopenRefundedItem──▶ available (a dispute ended in a refund)
 *   available ──takeDownOpenItem / takeDownOpenItemsOfFinder──▶ removed (finder, holding period, closed account)
 *   available | claimed | completed ──removeItemByAdmin──▶ removed
 *
 * Each is one conditional UPDATE: from a state it does not allow, it changes nothing and says so.
 * A new item starts available (the column's default; items.repository.ts inserts it so).
 */
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ItemStatus } from '@okota/shared';
import type { Executor } from '../../db/client';
import { items } from '../../db/schema';

export type ItemRow = typeof items.$inferSelect;

const move = async (tx: Executor, itemId: number, from: ItemStatus[], set: Partial<typeof items.$inferInsert>, also?: SQL) => {
  const rows = await tx
    .update(items)
    .set({ ...set, updatedAt: set.updatedAt ?? new Date() })
    .where(and(eq(items.id, itemId), inArray(items.status, from), also))
    .returning();
  return rows[0] as ItemRow | undefined;
};

/** available, nobody reserved → available, reserved for the approved claimer (who may now pay). */
export async function reserveItemForClaimer(tx: Executor, { itemId, claimerId }: { itemId: number; claimerId: string }): Promise<boolean> {
  return !!(await move(tx, itemId, ['available'], { claimedBy: claimerId }, isNull(items.claimedBy)));
}

/**
 * The claimer's approval ended unpaid (revoked, or their account closed): the item is open to
 * other claimers again. Also on an item an admin removed meanwhile (removal keeps the claimer).
 */
export async function releaseItemReservation(tx: Executor, { itemId, claimerId }: { itemId: number; claimerId: string }): Promise<boolean> {
  return !!(await move(tx, itemId, ['available', 'removed'], { claimedBy: null }, eq(items.claimedBy, claimerId)));
}

/** available → claimed: the payment that buys the finder's contact completed. */
export async function markItemClaimed(tx: Executor, { itemId, now }: { itemId: number; now: Date }): Promise<boolean> {
  return !!(await move(tx, itemId, ['available'], { status: 'claimed', isClaimed: true, claimedAt: now, updatedAt: now }));
}

/** claimed → completed: the owner confirmed the hand-over, or an organisation's desk handed it over. */
export async function markItemHandedOver(tx: Executor, { itemId, now }: { itemId: number; now: Date }): Promise<boolean> {
  return !!(await move(tx, itemId, ['claimed'], { status: 'completed', completedAt: now, updatedAt: now }));
}

/** claimed → available: a dispute ended in a refund, the finder still holds the item and its owner may still be looking. */
export async function reopenRefundedItem(tx: Executor, { itemId, now = new Date() }: { itemId: number; now?: Date }): Promise<boolean> {
  return !!(await move(tx, itemId, ['claimed'], { status: 'available', isClaimed: false, claimedBy: null, claimedAt: null, updatedAt: now }));
}

/** Why and by whom an open item leaves the catalogue; `removedBy` null is the platform (a holding period ended). */
export interface TakeDown {
  reason: string;
  removedBy: string | null;
  now: Date;
}

/** available → removed, its reservation dropped: the finder withdrew it, or its holding period ended. */
export async function takeDownOpenItem(tx: Executor, itemId: number, { reason, removedBy, now }: TakeDown): Promise<boolean> {
  return !!(await move(tx, itemId, ['available'], { status: 'removed', removalReason: reason, removedAt: now, removedBy, claimedBy: null, updatedAt: now }));
}

/** Every open item of a finder whose account closes: available → removed. Answers the items it took down. */
export async function takeDownOpenItemsOfFinder(tx: Executor, finderId: string, { reason, now }: { reason: string; now: Date }) {
  return tx
    .update(items)
    .set({ status: 'removed', removalReason: reason, removedAt: now, removedBy: finderId, claimedBy: null, updatedAt: now })
    .where(and(eq(items.finderId, finderId), eq(items.status, 'available')))
    .returning({ id: items.id, title: items.title });
}

/**
 * available | claimed | completed → removed by an admin (a soft delete, docs/rules.md "Items"): the
 * claimer and payments stay as the books know them. Answers the removed row, or undefined when it
 * was removed already.
 */
export async function removeItemByAdmin(tx: Executor, itemId: number, { reason, adminId, now = new Date() }: { reason: string; adminId: string; now?: Date }) {
  return move(tx, itemId, ['available', 'claimed', 'completed'], {
    status: 'removed',
    removalReason: reason,
    removedAt: now,
    removedBy: adminId,
    updatedAt: now,
  });
}
