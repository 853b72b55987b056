/**
 * The turns a person is told of outside the app (docs/decisions/0231, 0260): who acts next, on
 * which channels, where the link leads. A new turn is declared here (its rule), with its SMS class
 * and words in sms/sms-kinds.ts and sms/sms-texts.ts, its e-mail words in
 * integrations/mail/templates/turn-mails.ts, and its bell words in notifications/texts/; the
 * compiler asks for each, and turn-at-night.test.ts proves it leaves at once at 23:00 EAT.
 */
import { ROUTES, type EmailAlerts } from '@okota/shared';
import type { TurnMailKind } from '../../../integrations/mail/templates/turn-mails';
import type { HeldFor } from '../../sms';

export type Turn = TurnMailKind | 'payout_sent';

export interface TurnRule {
  /**
   * The e-mail switch; 'always': an e-mail no switch stops (news a person cannot afford to miss);
   * null: no turn e-mail (the payout's receipt e-mail is a record and always goes).
   */
  email: keyof EmailAlerts | 'always' | null;
  /** The SMS may go to the account's number unverified (only to tell them to verify it). */
  anyNumber?: true;
  /** Where the SMS link leads (short), and where the e-mail's button leads. */
  smsPath: (itemId: number, facts: TurnFacts) => string;
  mailPath: (itemId: number, facts: TurnFacts) => string;
}

const item = (id: number) => ROUTES.item(id);
const chat = (id: number) => `${ROUTES.item(id)}?expand=messages`;
/**
 * The item with its payment dialog open, the number and amount to confirm (one tap fewer; issue 34).
 * Four characters, so the SMS keeps room for the category (sms-texts.test.ts).
 */
const pay = (id: number) => `${ROUTES.item(id)}?pay`;

/** A claim reaches its finder's dashboard; a desk member, the claims of the desk holding the item (docs/decisions/0268). */
const claims = (id: number, facts: TurnFacts) => (facts.atDesk ? ROUTES.deskClaimsOf(id) : ROUTES.finderDashboard);

export const TURN_RULES: Record<Turn, TurnRule> = {
  claim_received: { email: 'claimReceived', smsPath: claims, mailPath: claims },
  claim_approved: { email: 'claimApproved', smsPath: pay, mailPath: pay },
  // Reminders a day on, when the other side is still waiting (claims/claim-reminders.ts).
  claim_waiting: { email: 'claimReceived', smsPath: claims, mailPath: claims },
  pay_waiting: { email: 'claimApproved', smsPath: pay, mailPath: pay },
  claim_rejected: { email: 'claimRejected', smsPath: () => ROUTES.claimerDashboard, mailPath: () => ROUTES.claimerDashboard },
  owner_paid: { email: 'ownerPaid', smsPath: item, mailPath: chat },
  handover_owner: { email: 'handoverReminder', smsPath: item, mailPath: item },
  handover_finder: { email: 'handoverReminder', smsPath: item, mailPath: chat },
  payout_sent: { email: null, smsPath: () => ROUTES.finderDashboard, mailPath: () => ROUTES.finderDashboard },
  payout_waiting: { email: 'payoutWaiting', anyNumber: true, smsPath: () => ROUTES.profile, mailPath: () => ROUTES.verifyPhone },
  dispute_opened: { email: 'always', smsPath: item, mailPath: chat },
  dispute_paid: { email: 'always', smsPath: item, mailPath: item },
  dispute_refunded: { email: 'always', smsPath: item, mailPath: item },
  listing_held: { email: 'always', smsPath: item, mailPath: item },
};

/** What a turn's words need besides the item: the fee or share, the receipt, the other person. */
export interface TurnFacts {
  amount?: number;
  receipt?: string | null;
  /** Whose first name the message may give (owner_paid: the owner). */
  otherUserId?: string;
  /** Who reads a dispute's decision. */
  party?: 'owner' | 'finder';
  /** Why our system held a listing, in our words. */
  heldFor?: HeldFor;
  /** The reader acts for the organisation holding the item: its desk is where they answer. */
  atDesk?: true;
}
