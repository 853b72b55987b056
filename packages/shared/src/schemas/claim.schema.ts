import { z } from 'zod';
import { MESSAGE_KEYS as M } from '../messages';
import { CLAIM_DETAILS } from '../constants';

const answer = z.string().trim().max(500).optional();

/**
 * The claim's fields. Which answers are required depends on the item (it asks one to three
 * questions), so the body schema leaves them optional and `unansweredQuestions` decides, on the
 * server after reading the item and in the form through `claimSchemaFor` (decision 0214).
 */
export const claimSchema = z.object({
  answer1: answer,
  answer2: answer,
  answer3: answer,
  additionalDetails: z.string({ error: M.claimDetailsMin }).trim().min(CLAIM_DETAILS.min, M.claimDetailsMin).max(CLAIM_DETAILS.max, M.claimDetailsMax),
  description: z.string().trim().max(1000).optional(),
});

export const claimDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  finderNotes: z.string().trim().max(500).optional(),
});

export type ClaimInput = z.infer<typeof claimSchema>;

export const CLAIM_ANSWER_FIELDS = ['answer1', 'answer2', 'answer3'] as const;
export type ClaimAnswerField = (typeof CLAIM_ANSWER_FIELDS)[number];

/** The item's questions (1 to 3, null or empty when not asked) that the claim leaves blank. */
export function unansweredQuestions(
  input: Partial<Pick<ClaimInput, ClaimAnswerField>>,
  questions: ReadonlyArray<string | null | undefined>,
): ClaimAnswerField[] {
  return CLAIM_ANSWER_FIELDS.filter((field, index) => !!questions[index]?.trim() && !input[field]?.trim());
}

/** The claim form's schema for one item: every question it asks must be answered. */
export function claimSchemaFor(questions: ReadonlyArray<string | null | undefined>) {
  return claimSchema.superRefine((value, ctx) => {
    for (const field of unansweredQuestions(value, questions)) {
      ctx.addIssue({ code: 'custom', path: [field], message: M.claimAnswerRequired });
    }
  });
}
