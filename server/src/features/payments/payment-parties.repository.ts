/**
 * The item, claim and user rows that paying reads: the item's lock (taken in the same order as
 * approving and revoking claims), the approved claim, the people to tell. Their states move only
 * through items/item-lifecycle.ts and claims/claim-lifecycle.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { claims, items, users } from '../../db/schema';

export async function lockItemForPayment(tx: Executor, itemId: number) {
  const [row] = await tx
    .select({ id: items.id, title: items.title, finderId: items.finderId, status: items.status })
    .from(items)
    .where(eq(items.id, itemId))
    .for('update');
  return row;
}

export async function findApprovedClaim(db: Executor, itemId: number, claimerId: string) {
  const [row] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.itemId, itemId), eq(claims.claimerId, claimerId), eq(claims.status, 'approved')));
  return row;
}

export async function findUserContact(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findItemTitle(db: Executor, itemId: number): Promise<string | undefined> {
  const [row] = await db.select({ title: items.title }).from(items).where(eq(items.id, itemId));
  return row?.title;
}

export async function itemTitleOf(db: Executor, itemId: number): Promise<string> {
  return (await findItemTitle(db, itemId)) ?? 'your item';
}

export async function findClaimStatus(tx: Executor, claimId: number): Promise<string | undefined> {
  const [claim] = await tx.select({ status: claims.status }).from(claims).where(eq(claims.id, claimId));
  return claim?.status;
}

/** The finder's phone state, locked FOR SHARE: a verification landing meanwhile waits for this transaction. */
export async function lockFinderPhoneState(tx: Executor, finderId: string): Promise<{ phone: string | null; phoneVerified: boolean } | undefined> {
  const [finder] = await tx.select({ phone: users.phone, phoneVerified: users.phoneVerified }).from(users).where(eq(users.id, finderId)).for('share');
  return finder;
}

/** Who a money e-mail goes to, in their language, with the item's title. */
export async function findMailRecipient(db: Executor, userId: string, itemId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, language: users.language, itemTitle: items.title })
    .from(users)
    .innerJoin(items, eq(items.id, itemId))
    .where(eq(users.id, userId));
  return row;
}
