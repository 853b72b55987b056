/** Answers of the claims API (server/src/features/claims/claims.schemas.ts). */
import type { ClaimStatus } from '@okota/shared';

export type VerificationState = 'none' | ClaimStatus;
export type AnswerMatch = 'match' | 'close' | 'different';

export interface VerificationStatus {
  status: VerificationState;
  hasPaid: boolean;
  verificationId?: number;
  finderNotes: string | null;
  claimsLeft: number;
}

export interface ClaimAnswer {
  number: number;
  question: string;
  answer: string | null;
  /** Only in the finder's own view, and only when they recorded one. */
  expectedAnswer?: string | null;
  match?: AnswerMatch | null;
}

export interface ClaimItemSummary {
  id: number;
  title: string;
  status: string;
  location: string;
  imageUrl: string | null;
}

/** A claim I made. */
export interface MyClaim {
  viewerRole: 'claimer';
  id: number;
  itemId: number;
  claimerId: string;
  status: ClaimStatus;
  answer1: string | null;
  answer2: string | null;
  answer3: string | null;
  additionalDetails: string;
  description: string | null;
  finderNotes: string | null;
  hasPaid: boolean;
  verifiedAt: string | null;
  createdAt: string;
  item: ClaimItemSummary;
}

/** A claim on an item I posted. */
export interface ClaimOnMyItem {
  viewerRole: 'finder';
  id: number;
  itemId: number;
  claimerId: string;
  claimerFirstName: string;
  status: ClaimStatus;
  answers: ClaimAnswer[];
  additionalDetails: string;
  description: string | null;
  proofPhotoUrl: string | null;
  finderNotes: string | null;
  hasPaid: boolean;
  verifiedAt: string | null;
  createdAt: string;
  item: ClaimItemSummary & { hasApprovedClaimer: boolean };
}

export type AnyClaim = MyClaim | ClaimOnMyItem;

/** What the claim card needs of the item (the item page passes it in). */
export interface ClaimableItem {
  id: number;
  title: string;
  finderId: string;
  status: string;
  isClaimed: boolean;
  claimedBy: string | null;
  verificationQuestion1: string;
  verificationQuestion2?: string | null;
  verificationQuestion3?: string | null;
  requiresProofPhoto?: boolean;
}
