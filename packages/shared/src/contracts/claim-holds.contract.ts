/**
 * The admin's queue of claims held for a person to look at (issue 26, docs/decisions/0234): their
 * texts may hide contact details, so the finder sees them only once an admin releases them.
 */
import { z } from 'zod';
import { claimUnderReview } from './claims.contract';

export const heldClaim = z.object({
  id: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  claimerId: z.string(),
  claimerName: z.string(),
  reason: claimUnderReview,
  answers: z.array(z.string()),
  additionalDetails: z.string(),
  description: z.string().nullable(),
  hasProofPhoto: z.boolean(),
  heldAt: z.string(),
});

export const heldClaimsAnswer = z.object({ claims: z.array(heldClaim) });

export const heldClaimDecision = z.object({
  success: z.literal(true),
  id: z.number(),
  status: z.enum(['pending', 'rejected']),
});
