/**
 * The columns of a claim as the person who decides it sees it, written once: the finder's lists
 * (claim-lists.repository.ts) and an organisation desk's list (organisations/held/) select the same
 * ones, so a column added for the finder (documentMatch, docs/decisions/0265) reaches the desk too.
 */
import { isNull, sql } from 'drizzle-orm';
import type { ClaimStatus } from '@okota/shared';
import { claims, items, payments } from '../../db/schema';

export const claimColumns = {
  id: claims.id,
  itemId: claims.itemId,
  claimerId: claims.claimerId,
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
  documentMatch: claims.documentMatch,
};

/** The item's questions and the answers its finder expects (never selected for a claimer). */
export const questionColumns = {
  question1: items.verificationQuestion1,
  question2: items.verificationQuestion2,
  question3: items.verificationQuestion3,
  expected1: items.verificationAnswer1,
  expected2: items.verificationAnswer2,
  expected3: items.verificationAnswer3,
};

/** Whether the claimer's payment for this claim completed. */
export const claimHasPaid = sql<boolean>`exists (select 1 from ${payments} where ${payments.claimId} = ${claims.id} and ${payments.status} = 'completed')`;

/** A claim the finder (or desk) may see: not one held for an admin and never released (hold-doubtful-claim.ts). */
export const seenByFinder = isNull(claims.heldAt);
