/** The lists of claims: one item's, a claimer's own, and those on a finder's items. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClaimStatus } from '@okota/shared';
import type { Executor } from '../../db/client';
import { claims, items, users } from '../../db/schema';
import { claimColumns, claimHasPaid, questionColumns, seenByFinder } from './claim-columns.repository';

const status = sql<ClaimStatus>`${claims.status}`;
const hasPaid = claimHasPaid;

const itemSummaryColumns = {
  itemTitle: items.title,
  itemStatus: items.status,
  itemLocation: items.location,
  itemImages: items.images,
  itemFinderId: items.finderId,
  itemClaimedBy: items.claimedBy,
};

export async function listClaimsOfItem(db: Executor, itemId: number, { withHeld }: { withHeld: boolean }) {
  return db
    .select({ ...claimColumns, claimerFirstName: users.firstName, hasPaid })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.claimerId))
    .where(withHeld ? eq(claims.itemId, itemId) : and(eq(claims.itemId, itemId), seenByFinder))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

export async function listOwnClaimsOnItem(db: Executor, itemId: number, claimerId: string) {
  return db
    .select({
      id: claims.id,
      claimerId: claims.claimerId,
      status,
      finderNotes: claims.finderNotes,
      heldReason: claims.heldReason,
      heldAt: claims.heldAt,
      createdAt: claims.createdAt,
    })
    .from(claims)
    .where(and(eq(claims.itemId, itemId), eq(claims.claimerId, claimerId)))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

export async function listClaimsByClaimer(db: Executor, claimerId: string) {
  return db
    .select({ ...claimColumns, ...itemSummaryColumns, heldReason: claims.heldReason, heldAt: claims.heldAt, hasPaid })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .where(eq(claims.claimerId, claimerId))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

export async function listClaimsOnFinderItems(db: Executor, finderId: string) {
  return db
    .select({ ...claimColumns, ...itemSummaryColumns, ...questionColumns, claimerFirstName: users.firstName, hasPaid })
    .from(claims)
    .innerJoin(items, eq(items.id, claims.itemId))
    .innerJoin(users, eq(users.id, claims.claimerId))
    .where(and(eq(items.finderId, finderId), seenByFinder))
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

export async function findItemQuestions(db: Executor, itemId: number) {
  const [row] = await db.select(questionColumns).from(items).where(eq(items.id, itemId));
  return row;
}

export type ItemQuestions = NonNullable<Awaited<ReturnType<typeof findItemQuestions>>>;
