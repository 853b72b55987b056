/**
 * The claims on what an organisation posted, for its desk (docs/decisions/0242): pending ones and
 * those decided lately, newest first. Dropped-off items are their individual finder's to decide.
 */
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { ClaimStatus } from '@okota/shared';
import type { Executor } from '../../../db/client';
import { claims, heldItems, items, payments, users } from '../../../db/schema';

const hasPaid = sql<boolean>`exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} = 'completed')`;

export async function listDeskClaims(db: Executor, organisationId: string, decidedSince: Date) {
  return db
    .select({
      id: claims.id,
      itemId: claims.itemId,
      claimerId: claims.claimerId,
      claimerFirstName: users.firstName,
      status: sql<ClaimStatus>`${claims.status}`,
      answer1: claims.answer1,
      answer2: claims.answer2,
      answer3: claims.answer3,
      additionalDetails: claims.additionalDetails,
      description: claims.description,
      proofPhotoUrl: claims.proofPhotoUrl,
      finderNotes: claims.finderNotes,
      verifiedAt: claims.verifiedAt,
      createdAt: claims.createdAt,
      hasPaid,
      itemTitle: items.title,
      itemStatus: items.status,
      question1: items.verificationQuestion1,
      question2: items.verificationQuestion2,
      question3: items.verificationQuestion3,
      expected1: items.verificationAnswer1,
      expected2: items.verificationAnswer2,
      expected3: items.verificationAnswer3,
    })
    .from(claims)
    .innerJoin(heldItems, eq(heldItems.itemId, claims.itemId))
    .innerJoin(items, eq(items.id, claims.itemId))
    .innerJoin(users, eq(users.id, claims.claimerId))
    .where(
      and(
        eq(heldItems.organisationId, organisationId),
        eq(heldItems.custody, 'posted'),
        // A claim held for an admin is not the finder's yet (claims/hold-doubtful-claim.ts).
        isNull(claims.heldAt),
        or(eq(claims.status, 'pending'), gt(claims.updatedAt, decidedSince)),
      ),
    )
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(200);
}
