/** The lists of claims: one item's, a claimer's own, and those on a finder's items. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ClaimStatus } from '@okota/shared';
import type { Executor } from '../../db/client';
import { claims, items, payments, users } from '../../db/schema';

const status = sql<ClaimStatus>`${claims.status}`;

const claimColumns = {
  id: claims.id,
  itemId: claims.itemId,
  claimerId: claims.claimerId,
  status,
  answer1: claims.answer1,
  answer2: claims.answer2,
  answer3: claims.answer3,
  additionalDetails: claims.additionalDetails,
  description: claims.description,
  proofPhotoUrl: claims.proofPhotoUrl,
  finderNotes: claims.finderNotes,
  verifiedAt: claims.verifiedAt,
  createdAt: claims.createdAt,
  documentMatch: claims.documentMatch,
};

const itemSummaryColumns = {
  itemTitle: items.title,
  itemStatus: items.status,
  itemLocation: items.location,
  itemImages: items.images,
  itemFinderId: items.finderId,
  itemClaimedBy: items.claimedBy,
};

const questionColumns = {
  question1: items.verificationQuestion1,
  question2: items.verificationQuestion2,
  question3: items.verificationQuestion3,
  expected1: items.verificationAnswer1,
  expected2: items.verificationAnswer2,
  expected3: items.verificationAnswer3,
};

/** A claim the finder may see: not one held for an admin and never released (hold-doubtful-claim.ts). */
const seenByFinder = isNull(claims.heldAt);

const hasPaid = sql<boolean>`exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} = 'completed')`;

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
