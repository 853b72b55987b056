/**
 * An item's custody at an organisation as the money needs it (docs/decisions/0242): posted by
 * the desk or dropped off by its finder, until when, and where the organisation's own share goes.
 * Payments read it (fees, payout number, no 72-hour release); collections and drop-offs write it.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { categories, heldItems, items, organisations } from '../../../db/schema';

export type Custody = 'posted' | 'dropped_off';

export interface HeldCustody {
  itemId: number;
  organisationId: string;
  custody: Custody;
  heldUntil: Date;
  expiredAt: Date | null;
  takesFinderShare: boolean;
  payoutPhone: string | null;
  payoutPhoneVerifiedAt: Date | null;
}

export async function findHeldCustody(db: Executor, itemId: number): Promise<HeldCustody | undefined> {
  const [row] = await db
    .select({
      itemId: heldItems.itemId,
      organisationId: heldItems.organisationId,
      custody: heldItems.custody,
      heldUntil: heldItems.heldUntil,
      expiredAt: heldItems.expiredAt,
      takesFinderShare: organisations.takesFinderShare,
      payoutPhone: organisations.payoutPhone,
      payoutPhoneVerifiedAt: organisations.payoutPhoneVerifiedAt,
    })
    .from(heldItems)
    .innerJoin(organisations, eq(organisations.id, heldItems.organisationId))
    .where(eq(heldItems.itemId, itemId));
  return row ? { ...row, custody: row.custody as Custody } : undefined;
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
    .select({ id: items.id, title: items.title, status: items.status, completedAt: items.completedAt })
    .from(items)
    .where(eq(items.id, itemId));
  return row;
}
