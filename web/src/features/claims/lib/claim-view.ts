/**
 * What a person sees of a claim, decided apart from how it is drawn, so every viewer state of
 * docs/product/user-flows.md section 2 can be checked without a browser: the item page's claim card for a
 * guest, the owner and everyone else, and the finder's list of claims to decide.
 */
import type { ClaimableItem, ClaimOnMyItem, VerificationStatus } from '../api/types';

export type ClaimCardView =
  /** The finder's own item: 'Your Posted Item', no claim button. */
  | { kind: 'own-item' }
  /** Nothing to show: the item is gone, withdrawn or claimed by someone else and paid. */
  | { kind: 'hidden' }
  /** 'Item Has Approved Claimer': someone else is approved. */
  | { kind: 'approved-elsewhere' }
  | { kind: 'guest' }
  | { kind: 'loading' }
  | { kind: 'load-failed' }
  /** Signed in, never claimed (or claims reset): start verification. */
  | { kind: 'start' }
  /** Waiting for the finder; with how long finders usually take, once the site knows (null before). */
  | { kind: 'pending'; usualAnswerHours: number | null; underReview: VerificationStatus['underReview'] }
  | { kind: 'rejected'; canClaimAgain: boolean; finderNotes: string | null }
  /** Approved and paid, then refunded after a dispute: never "rejected"; where the money is (docs/decisions/0262). */
  | { kind: 'refunded'; refund: 'refund_pending' | 'refund_failed' | 'refunded' }
  /** Approved, not paid: the pay button. */
  | { kind: 'approved' }
  /** Paid: the success message and the finder's contact, even after the item left the list. */
  | { kind: 'paid' };

export interface VerificationQuery {
  isPending: boolean;
  isError: boolean;
  data: VerificationStatus | undefined;
}

export const isOpenForClaims = (item: Pick<ClaimableItem, 'status' | 'isClaimed'>) => item.status === 'available' && !item.isClaimed;

/** The card's state for a viewer; `verification` is the signed-in viewer's claim as queried. */
export function claimCardView(item: ClaimableItem, viewerId: string | null, verification?: VerificationQuery): ClaimCardView {
  if (viewerId !== null && viewerId === item.finderId) return { kind: 'own-item' };
  if (viewerId === null) {
    if (!isOpenForClaims(item)) return { kind: 'hidden' };
    return item.claimedBy ? { kind: 'approved-elsewhere' } : { kind: 'guest' };
  }
  const state = verification?.data;
  if (state?.status === 'approved' && state.hasPaid) return { kind: 'paid' };
  if (!isOpenForClaims(item)) return { kind: 'hidden' };
  if (item.claimedBy && item.claimedBy !== viewerId) return { kind: 'approved-elsewhere' };
  if (!verification || verification.isPending) return { kind: 'loading' };
  if (verification.isError || !state) return { kind: 'load-failed' };
  switch (state.status) {
    case 'pending':
      return { kind: 'pending', usualAnswerHours: state.usualAnswerHours ?? null, underReview: state.underReview ?? null };
    case 'rejected':
      if (state.refund) return { kind: 'refunded', refund: state.refund };
      return { kind: 'rejected', canClaimAgain: state.claimsLeft > 0, finderNotes: state.finderNotes };
    case 'approved':
      return { kind: 'approved' };
    default:
      return { kind: 'start' };
  }
}

/** What the finder may do with one claim on their item. */
export type FinderClaimAction =
  /** Approve or reject. */
  | 'decide'
  /** Another claimer of the same item is approved: no decision now. */
  | 'already-approved'
  /** Approved and not paid yet: the finder may still withdraw the approval. */
  | 'revoke';

export interface FinderClaimRow {
  claim: ClaimOnMyItem;
  action: FinderClaimAction;
}

/** The finder's Claims tab: claims to decide, then approvals waiting for payment. Paid and rejected claims leave it. */
export function finderClaimRows(claims: ClaimOnMyItem[]): { pending: FinderClaimRow[]; awaitingPayment: FinderClaimRow[] } {
  return {
    pending: claims
      .filter((claim) => claim.status === 'pending')
      .map((claim) => ({ claim, action: claim.item.hasApprovedClaimer ? 'already-approved' : 'decide' })),
    awaitingPayment: claims.filter((claim) => claim.status === 'approved' && !claim.hasPaid).map((claim) => ({ claim, action: 'revoke' })),
  };
}
