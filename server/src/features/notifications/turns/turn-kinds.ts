/**
 * The turns a person is told of outside the app (decisions.md "a message at every turn",
 * docs/decisions/0231): who acts next, on which channels, where the link leads.
 */
import { ROUTES, type EmailAlerts } from '@okota/shared';
import type { TurnMailKind } from '../../../integrations/mail/templates/turn-mails';

export type Turn = TurnMailKind | 'payout_sent';

export interface TurnRule {
  /** The e-mail switch; null: no turn e-mail (the payout's receipt e-mail is a record and always goes). */
  email: keyof EmailAlerts | null;
  /** The SMS may go to the account's number unverified (only to tell them to verify it). */
  anyNumber?: true;
  /** Where the SMS link leads (short), and where the e-mail's button leads. */
  smsPath: (itemId: number) => string;
  mailPath: (itemId: number) => string;
}

const item = (id: number) => ROUTES.item(id);
const chat = (id: number) => `${ROUTES.item(id)}?expand=messages`;

export const TURN_RULES: Record<Turn, TurnRule> = {
  claim_received: { email: 'claimReceived', smsPath: () => ROUTES.finderDashboard, mailPath: () => ROUTES.finderDashboard },
  claim_approved: { email: 'claimApproved', smsPath: item, mailPath: item },
  claim_rejected: { email: 'claimRejected', smsPath: () => ROUTES.claimerDashboard, mailPath: () => ROUTES.claimerDashboard },
  owner_paid: { email: 'ownerPaid', smsPath: item, mailPath: chat },
  handover_owner: { email: 'handoverReminder', smsPath: item, mailPath: item },
  handover_finder: { email: 'handoverReminder', smsPath: item, mailPath: chat },
  payout_sent: { email: null, smsPath: () => ROUTES.finderDashboard, mailPath: () => ROUTES.finderDashboard },
  payout_waiting: { email: 'payoutWaiting', anyNumber: true, smsPath: () => ROUTES.profile, mailPath: () => ROUTES.verifyPhone },
};

/** What a turn's words need besides the item: the fee or share, the receipt, the other person. */
export interface TurnFacts {
  amount?: number;
  receipt?: string | null;
  /** Whose first name the message may give (owner_paid: the owner). */
  otherUserId?: string;
}
