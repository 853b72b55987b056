/**
 * The claims API's contract (1-user-flows.md section 7): the server validates and documents
 * from it, the web infers its types from it. Response schemas also strip what a viewer must
 * not receive. Request bodies are in ../schemas/claim.schema.ts.
 */
import { z } from 'zod';
import { CLAIM_STATUSES } from '../constants';

export const claimStatus = z.enum(CLAIM_STATUSES);
export const answerMatch = z.enum(['match', 'close', 'different']);

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const verificationParams = idParams.extend({ userId: z.uuid() });
export const myClaimsQuery = z.object({ role: z.enum(['finder', 'claimer']).optional() });

export const submittedClaim = z.object({
  id: z.number(),
  itemId: z.number(),
  claimerId: z.string(),
  status: claimStatus,
  answer1: z.string().nullable(),
  answer2: z.string().nullable(),
  answer3: z.string().nullable(),
  additionalDetails: z.string(),
  description: z.string().nullable(),
  hasProofPhoto: z.boolean(),
  createdAt: z.date(),
});

export const decidedClaim = z.object({
  id: z.number(),
  itemId: z.number(),
  claimerId: z.string(),
  status: claimStatus,
  finderNotes: z.string().nullable(),
  verifiedAt: z.date().nullable(),
});

export const verificationStatus = z.object({
  status: z.enum(['none', ...CLAIM_STATUSES]),
  hasPaid: z.boolean(),
  verificationId: z.number().optional(),
  finderNotes: z.string().nullable(),
  claimsLeft: z.number(),
});

const claimAnswer = z.object({
  number: z.number(),
  question: z.string(),
  answer: z.string().nullable(),
  expectedAnswer: z.string().nullable().optional(),
  match: answerMatch.nullable().optional(),
});

/** A claim in full: for the item's finder (with expected answers) and admins (without). */
export const claimDetail = z.object({
  id: z.number(),
  itemId: z.number(),
  claimerId: z.string(),
  claimerFirstName: z.string(),
  status: claimStatus,
  answer1: z.string().nullable(),
  answer2: z.string().nullable(),
  answer3: z.string().nullable(),
  answers: z.array(claimAnswer),
  additionalDetails: z.string(),
  description: z.string().nullable(),
  proofPhotoUrl: z.string().nullable(),
  finderNotes: z.string().nullable(),
  hasPaid: z.boolean(),
  verifiedAt: z.date().nullable(),
  createdAt: z.date(),
});

/** What a claimer sees of their own claims on an item page. */
export const ownClaimSummary = z.object({
  id: z.number(),
  claimerId: z.string(),
  status: claimStatus,
  finderNotes: z.string().nullable(),
  createdAt: z.date(),
});

const itemSummary = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
});

export const myClaimAsClaimer = z.object({
  viewerRole: z.literal('claimer'),
  id: z.number(),
  itemId: z.number(),
  claimerId: z.string(),
  status: claimStatus,
  answer1: z.string().nullable(),
  answer2: z.string().nullable(),
  answer3: z.string().nullable(),
  additionalDetails: z.string(),
  description: z.string().nullable(),
  finderNotes: z.string().nullable(),
  hasPaid: z.boolean(),
  verifiedAt: z.date().nullable(),
  createdAt: z.date(),
  item: itemSummary,
});

export const myClaimAsFinder = claimDetail.extend({
  viewerRole: z.literal('finder'),
  item: itemSummary.extend({ hasApprovedClaimer: z.boolean() }),
});

/** GET /api/items/{id}/verifications: the finder's and admins' full claims, or a claimer's own. */
export const itemClaimsAnswer = z.array(z.union([claimDetail, ownClaimSummary]));

/** GET /api/my-verifications: claims I made and claims on items I posted. */
export const myClaimsAnswer = z.array(z.discriminatedUnion('viewerRole', [myClaimAsClaimer, myClaimAsFinder]));
