/**
 * What an SMS is for. Codes and a link someone just asked for by USSD are answers to that person,
 * sent at any hour and outside the daily cap; alerts are ours to send, so they respect the cap
 * and quiet hours (decisions.md "SMS and USSD", docs/decisions/0200).
 */
export const SMS_ALERT_KINDS = [
  'match',
  'claim_received',
  'claim_approved',
  'claim_rejected',
  'payment_completed',
  'owner_paid',
  'handover_owner',
  'handover_finder',
  'payout_sent',
  'payout_waiting',
  'refund_sent',
  // To an organisation's members, a week before an item's holding period ends (docs/decisions/0241).
  'held_expiring',
] as const;
/** sign_up_attempt: the number's owner, told instead of a code when someone used it (docs/decisions/0230). */
/**
 * collection_code: the code an owner shows at the desk; drop_off_receipt: the finder's receipt while
 * standing at the desk (docs/decisions/0242). Answers to what the person just did, so sent at once.
 */
/**
 * org_invitation: a manager's invitation to a number (docs/decisions/0240), sent while they wait for
 * the new member to accept; invitations are limited per organisation instead of by the alert cap.
 */
/** collection_code_free: the code at a public office's approval, where there is nothing to pay (docs/decisions/0261). */
export const SMS_REQUESTED_KINDS = ['code', 'ussd_link', 'sign_up_attempt', 'collection_code', 'collection_code_free', 'drop_off_receipt', 'org_invitation'] as const;
export const SMS_KINDS = [...SMS_REQUESTED_KINDS, ...SMS_ALERT_KINDS] as const;

export type SmsAlertKind = (typeof SMS_ALERT_KINDS)[number];
export type SmsKind = (typeof SMS_KINDS)[number];

export function isAlertKind(kind: SmsKind): kind is SmsAlertKind {
  return (SMS_ALERT_KINDS as readonly string[]).includes(kind);
}

/** At most this many alerts per person per EAT day; codes and requested links do not count. */
export const SMS_DAILY_ALERT_CAP = 5;
/** Quiet hours in EAT: alerts wait until QUIET_END_HOUR; codes go out at once. */
export const QUIET_START_HOUR = 21;
export const QUIET_END_HOUR = 7;
