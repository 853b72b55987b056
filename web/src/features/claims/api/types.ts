/** Answers of the claims API, inferred from their contract so they are written once. */
import type { z } from 'zod';
import type { WireOf } from '@okota/shared/contracts/wire';
import type { answerMatch, decidedClaim, myClaimAsClaimer, myClaimAsFinder, submittedClaim, verificationStatus } from '@okota/shared/contracts/claims.contract';
import type { itemResponse } from '@okota/shared/contracts/items.contract';

export type VerificationStatus = WireOf<typeof verificationStatus>;
export type AnswerMatch = z.output<typeof answerMatch>;
/** A claim I made. */
export type MyClaim = WireOf<typeof myClaimAsClaimer>;
/** A claim on an item I posted. */
export type ClaimOnMyItem = WireOf<typeof myClaimAsFinder>;
export type AnyClaim = MyClaim | ClaimOnMyItem;
export type SubmittedClaim = WireOf<typeof submittedClaim>;
export type DecidedClaim = WireOf<typeof decidedClaim>;

type Item = WireOf<typeof itemResponse>;

/** What the claim card needs of the item (the item page passes it in; the later questions may be left out). */
export type ClaimableItem = Pick<Item, 'id' | 'title' | 'finderId' | 'status' | 'isClaimed' | 'claimedBy' | 'verificationQuestion1'> &
  Partial<Pick<Item, 'verificationQuestion2' | 'verificationQuestion3' | 'requiresProofPhoto' | 'fees' | 'heldBy'>>;
