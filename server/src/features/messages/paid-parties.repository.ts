/**
 * The two parties of an item once its fee is paid: the finder and the claimer whose payment
 * completed (docs/rules.md "Messages, notifications, reviews"). Messages and reviews are open to them alone.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items, payments } from '../../db/schema';

export interface PaidParties {
  itemId: number;
  itemTitle: string;
  finderId: string;
  claimerId: string;
}

export async function findPaidParties(db: Executor, itemId: number): Promise<PaidParties | undefined> {
  const [row] = await db
    .select({ itemId: payments.itemId, itemTitle: items.title, finderId: payments.finderId, claimerId: payments.claimerId })
    .from(payments)
    .innerJoin(items, eq(items.id, payments.itemId))
    .where(and(eq(payments.itemId, itemId), eq(payments.status, 'completed')))
    .orderBy(desc(payments.completedAt), desc(payments.id))
    .limit(1);
  return row;
}

export async function itemExists(db: Executor, itemId: number): Promise<boolean> {
  const [row] = await db.select({ id: items.id }).from(items).where(eq(items.id, itemId)).limit(1);
  return !!row;
}

/** The other party for a caller who is one of the two; null for anyone else. */
export function otherPartyOf(parties: PaidParties, userId: string): string | null {
  if (userId === parties.finderId) return parties.claimerId;
  if (userId === parties.claimerId) return parties.finderId;
  return null;
}
