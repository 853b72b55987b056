/**
 * What a notification says is stored as a kind and its parameters, never as finished words, so it
 * is written in the reader's language each time it is read or sent (docs/decisions/0211). The
 * words themselves live once, in notification-texts.en.ts and notification-texts.sw.ts.
 */
import type { RefundReason } from '@okota/shared';

/** Each kind and what its words need. Amounts are whole shillings; dates are ISO strings. */
export interface NotificationParams {
  claim_received: { item: string };
  claim_waiting: { item: string };
  pay_waiting: { item: string };
  /** held: 'yes' for an organisation's item (the payment brings a collection code); 'free' at a public office (the code comes now, docs/decisions/0261). */
  claim_approved: { item: string; held?: string };
  claim_rejected: { item: string; note: string };
  approval_withdrawn: { item: string; note: string };
  claim_withdrawn_account_closed: { item: string };
  claim_closed_account_closed: { item: string };
  claim_closed_item_withdrawn: { item: string };
  /** An organisation's holding period for the item ended (docs/decisions/0241). */
  claim_closed_holding_ended: { item: string };
  /** To an organisation's members: the item's holding period ends on `until` (docs/decisions/0241). */
  held_item_expiring: { item: string; until: string };
  message_received: { sender: string; preview: string };
  review_received: { reviewer: string; rating: number; item: string };
  item_hidden: { item: string; reason: string };
  /**
   * Held by our system, not by a person (issue 26, decisions/0234, 0237). No parameter on purpose:
   * the words never quote the listing; the notification's item link says which one.
   */
  item_held_contact_review: Record<string, never>;
  item_held_scam_report: Record<string, never>;
  /** To admins: a listing our system held waits for a person (docs/decisions/0260); heldFor is 'contact' or 'scam'. */
  item_held_for_admins: { item: string; heldFor: 'contact' | 'scam' };
  item_removed: { item: string; reason: string; note?: string };
  match_found: { report: string; item: string; county: string };
  lost_report_expiring: { report: string; expiresAt: string };
  payment_received: { item: string; amount: number; receipt?: string };
  owner_paid: { item: string; amount: number };
  handover_confirmed: { item: string; amount: number };
  /** Held items (docs/decisions/0242): the owner collects at the desk with a code sent by SMS, never quoted here. */
  collection_code_sent: { item: string; amount: number; receipt?: string; until: string };
  held_item_paid: { item: string; amount: number };
  item_collected: { item: string; amount: number };
  item_dropped_off: { item: string };
  payout_sent: { item: string; amount: number; receipt?: string };
  payout_released: { item: string; amount: number };
  payout_awaiting_phone: { item: string; amount: number; notMpesa?: boolean };
  handover_reminder_owner: { item: string };
  handover_reminder_finder: { item: string; amount: number };
  problem_reported: { item: string };
  dispute_opened: { item: string; paymentId: number; reason: string };
  dispute_closed_released: { item: string; note: string };
  dispute_payout_released: { item: string };
  dispute_refunded: { item: string; note: string };
  refund_started: { item: string; amount: number; reason: RefundReason };
  refund_sent: { item: string; amount: number; receipt?: string };
  refund_failed: { item: string; paymentId: number; error: string };
  refund_delayed: { item: string; amount: number };
  /** A Paybill payment of the wrong amount, sent back (payments/paybill/returned-amount.ts). */
  /** To admins: M-Pesa refused to send a held Paybill payment back (payments/paybill/reverse-receipt.ts). */
  paybill_reversal_failed: { receipt: string; amount: number; error: string };
  paybill_returned: { item: string; sent: number; fee: number; receipt: string };
  /** To admins: the document lookups' circuit breaker tripped (documents/lookup-budget.ts). */
  lookups_paused: { perMinute: number };
  /** To admins: the hourly SMS budget for codes is spent (sms/sms-spend.ts). */
  sms_paused: { messages: number; kes: number };
  /** To the applicant of an organisation (docs/decisions/0240): its name, which they typed, and the admin's reason. */
  organisation_verified: { organisation: string };
  organisation_rejected: { organisation: string; reason?: string };
  organisation_suspended: { organisation: string; reason?: string };
  organisation_reinstated: { organisation: string };
  /** To an owner with an open claim on an item a suspended organisation holds: where it still is (docs/decisions/0265). */
  held_organisation_suspended: { item: string; organisation: string; landmark: string; hours: string };
  /** To admins: an organisation applied and waits for verification (docs/decisions/0261). Its name is in the admin's list. */
  organisation_applied: Record<string, never>;
}

export type NotificationKind = keyof NotificationParams;

/** A kind with its parameters, as notify() takes it. */
export type NotificationText = { [K in NotificationKind]: { kind: K; params: NotificationParams[K] } }[NotificationKind];

export type NotificationLanguage = 'en' | 'sw';

export interface RenderedNotification {
  title: string;
  message: string;
}

/** The words of one kind in one language. */
export type NotificationTemplates = {
  [K in NotificationKind]: { title: string | ((p: NotificationParams[K]) => string); message: (p: NotificationParams[K]) => string };
};
