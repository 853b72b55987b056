/**
 * What each viewer may see of a claim. The finder sees the answers beside the expected ones
 * with a match hint; an admin sees the answers without them; a claimer only their own claims.
 */
import type { ClaimStatus } from '@okota/shared';
import { matchAnswer, type AnswerMatch } from '@okota/shared/answers/answer-match';
import type { ItemQuestions } from './claim-lists.repository';

export interface ClaimAnswerView {
  number: 1 | 2 | 3;
  question: string;
  answer: string | null;
  expectedAnswer?: string | null;
  match?: AnswerMatch | null;
}

interface ClaimDetailRow {
  id: number;
  itemId: number;
  claimerId: string;
  claimerFirstName: string;
  status: ClaimStatus;
  answer1: string | null;
  answer2: string | null;
  answer3: string | null;
  additionalDetails: string;
  description: string | null;
  proofPhotoUrl: string | null;
  finderNotes: string | null;
  verifiedAt: Date | null;
  createdAt: Date;
  hasPaid: boolean;
  documentMatch?: string | null;
}

/** Proof photos are never public: the URL is the authenticated route, not the storage key. */
export const proofUrlOf = (claimId: number) => `/api/verifications/${claimId}/proof`;

export function answersOf(row: Pick<ClaimDetailRow, 'answer1' | 'answer2' | 'answer3'>, questions: ItemQuestions, withExpected: boolean): ClaimAnswerView[] {
  const sets = [
    [1, questions.question1, row.answer1, questions.expected1],
    [2, questions.question2, row.answer2, questions.expected2],
    [3, questions.question3, row.answer3, questions.expected3],
  ] as const;
  return sets
    .filter(([, question, answer]) => !!question || !!answer)
    .map(([number, question, answer, expected]) => ({
      number,
      question: question ?? '',
      answer: answer ?? null,
      ...(withExpected ? { expectedAnswer: expected ?? null, match: matchAnswer(answer, expected) } : {}),
    }));
}

export function toClaimDetail(row: ClaimDetailRow, questions: ItemQuestions, viewer: { isFinder: boolean }) {
  return {
    id: row.id,
    itemId: row.itemId,
    claimerId: row.claimerId,
    claimerFirstName: row.claimerFirstName,
    status: row.status,
    answer1: row.answer1,
    answer2: row.answer2,
    answer3: row.answer3,
    answers: answersOf(row, questions, viewer.isFinder),
    additionalDetails: row.additionalDetails,
    description: row.description,
    proofPhotoUrl: row.proofPhotoUrl ? proofUrlOf(row.id) : null,
    finderNotes: row.finderNotes,
    hasPaid: row.hasPaid,
    verifiedAt: row.verifiedAt,
    createdAt: row.createdAt,
    documentMatch: (row.documentMatch ?? null) as 'match' | 'different' | null,
  };
}
