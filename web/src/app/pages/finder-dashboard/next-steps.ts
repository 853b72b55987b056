/**
 * What the finder does next on each item an owner paid for (issue 25: after payment the dashboard
 * gave no next step). Read from the payments (where the hand-over and payout stand) and the claims
 * on the finder's items (the owner's first name). Items whose payout arrived, or whose money went
 * back, need nothing more and leave the list.
 */
import type { ClaimOnMyItem } from '../../../features/claims';
import type { MyPayment } from '../../../features/payments';

export type NextStepKind =
  /** Paid, not handed over: agree where to meet in the messages. */
  | 'meet'
  /** The owner reported a problem: our team decides. */
  | 'disputed'
  /** Hand-over done, the payout waits for the finder's verified number. */
  | 'verify-phone'
  /** Hand-over done, the payout is on its way (or being retried). */
  | 'sending';

export interface NextStep {
  itemId: number;
  itemTitle: string;
  /** Null when the claim is not (yet) loaded: the card then names no one. */
  ownerFirstName: string | null;
  amount: number;
  kind: NextStepKind;
}

function kindOf(payment: MyPayment): NextStepKind | null {
  switch (payment.payoutStatus) {
    case 'paid':
    case 'refunded':
      return null;
    case 'disputed':
      return 'disputed';
    case 'awaiting_phone':
      return 'verify-phone';
    case 'queued':
    case 'processing':
    case 'failed':
      return 'sending';
    default:
      return payment.receiptConfirmedAt ? 'sending' : 'meet';
  }
}

export function finderNextSteps(payments: MyPayment[], claims: ClaimOnMyItem[]): NextStep[] {
  return payments
    .filter((payment) => payment.role === 'finder' && payment.status === 'completed')
    .flatMap((payment) => {
      const kind = kindOf(payment);
      if (!kind) return [];
      const claim = claims.find((c) => c.itemId === payment.itemId && c.claimerId === payment.claimerId);
      return [{ itemId: payment.itemId, itemTitle: payment.itemTitle, ownerFirstName: claim?.claimerFirstName ?? null, amount: payment.finderAmount, kind }];
    });
}
