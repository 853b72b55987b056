/**
 * What an SMS is for. Codes and a link someone just asked for by USSD are answers to that person,
 * sent at any hour and outside the daily cap; alerts are ours to send, so they respect the cap
 * and quiet hours (decisions.md "SMS and USSD", docs/decisions/0200).
 */
export const SMS_ALERT_KINDS = [
  'match', 'claim_received', 'claim_approved', 'claim_rejected', 'payment_completed', 'owner_paid',
  'handover_owner', 'handover_finder', 'payout_sent', 'payout_waiting', 'refund_sent',
] as const;
/** sign_up_attempt: the number's owner, told instead of a code when someone used it (docs/decisions/0230). */
export const SMS_REQUESTED_KINDS = ['code', 'ussd_link', 'sign_up_attempt'] as const;
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
