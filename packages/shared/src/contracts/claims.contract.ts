/**
 * The claims API's contract (docs/product/user-flows.md section 7): the server validates and documents
 * from it, the web infers its types from it. Response schemas also strip what a viewer must
 * not receive. Request bodies are in ../schemas/claim.schema.ts.
 */
import { z } from 'zod';
import { CLAIM_STATUSES } from '../constants';
import { idParams } from './ids';

export const claimStatus = z.enum(CLAIM_STATUSES);
export const answerMatch = z.enum(['match', 'close', 'different']);

export const verificationParams = idParams.extend({ userId: z.uuid() });
export const myClaimsQuery = z.object({ role: z.enum(['finder', 'claimer']).optional() });

const claimAnswer = z.object({
  number: z.number(),
  question: z.string(),
  answer: z.string().nullable(),
  expectedAnswer: z.string().nullable().optional(),
  match: answerMatch.nullable().optional(),
});

/**
 * Every field the API shows of a claim, each written once and in wire order: the responses below
 * are cuts of it (`omit` keeps this order, `pick` its mask's), so their JSON keys keep theirs.
 */
const claimFields = z.object({
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
  hasProofPhoto: z.boolean(),
  proofPhotoUrl: z.string().nullable(),
  finderNotes: z.string().nullable(),
  hasPaid: z.boolean(),
  verifiedAt: z.date().nullable(),
  createdAt: z.date(),
  /** A document number the claimer typed, compared with the item's hashed one (the number itself is removed from the texts). */
  documentMatch: z.enum(['match', 'different']).nullable().optional(),
});

/**
 * The claim as its claimer made it. A claimer's answers pick their fields (an allow-list), so a
 * field added to claimFields reaches a claimer only where it is named.
 */
const asMade = {
  id: true,
  itemId: true,
  claimerId: true,
  status: true,
  answer1: true,
  answer2: true,
  answer3: true,
  additionalDetails: true,
  description: true,
} as const;

/**
 * Shown to the claimer only: why their claim waits for an admin before the finder sees it (the
 * detector's doubt, worded by the web in their language); null when it is not held.
 */
export const claimUnderReview = z
  .enum(['spelled-digits', 'digits', 'email'])
  .nullable()
  .describe('Held for an admin: the texts may hide contact details (docs/decisions/0234); null otherwise');

export const submittedClaim = claimFields.pick({ ...asMade, hasProofPhoto: true, createdAt: true }).extend({ underReview: claimUnderReview });

export const decidedClaim = claimFields.pick({ id: true, itemId: true, claimerId: true, status: true, finderNotes: true, verifiedAt: true });

export const verificationStatus = z.object({
  status: z.enum(['none', ...CLAIM_STATUSES]),
  hasPaid: z.boolean(),
  verificationId: z.number().optional(),
  finderNotes: z.string().nullable(),
  underReview: claimUnderReview,
  claimsLeft: z.number(),
  refund: z
    .enum(['refund_pending', 'refund_failed', 'refunded'])
    .nullable()
    .optional()
    .describe('A claim approved and paid, then refunded after a dispute: where the money stands (the claim itself reads rejected)'),
  usualAnswerHours: z
    .number()
    .nullable()
    .describe(
      "While the claim waits: the median hours from a claim to the finder's decision over the site's latest 100 decided claims; null otherwise, and until 20 claims were decided",
    ),
});

/** A claim in full: for the item's finder (with expected answers) and admins (without). */
export const claimDetail = claimFields.omit({ hasProofPhoto: true });

/** What a claimer sees of their own claims on an item page. */
export const ownClaimSummary = claimFields
  .pick({ id: true, claimerId: true, status: true, finderNotes: true, createdAt: true })
  .extend({ underReview: claimUnderReview });

const itemSummary = z.object({
  id: z.number(),
  title: z.string(),
  status: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
});

export const myClaimAsClaimer = z.object({
  viewerRole: z.literal('claimer'),
  ...claimFields.pick({ ...asMade, finderNotes: true, hasPaid: true, verifiedAt: true, createdAt: true }).shape,
  underReview: claimUnderReview,
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
