import { z } from 'zod';
import { MESSAGES as M } from '../messages';
import { CLAIM_DETAILS } from '../constants';

const answer = z.string().trim().max(500).optional();

export const claimSchema = z.object({
  answer1: answer,
  answer2: answer,
  answer3: answer,
  additionalDetails: z
    .string({ error: M.claimDetailsMin })
    .trim()
    .min(CLAIM_DETAILS.min, M.claimDetailsMin)
    .max(CLAIM_DETAILS.max, M.claimDetailsMax),
  description: z.string().trim().max(1000).optional(),
});

export const claimDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  finderNotes: z.string().trim().max(500).optional(),
});

export type ClaimInput = z.infer<typeof claimSchema>;
