/**
 * What an SMS is for, in one table (docs/decisions/0260): every kind chooses its class, so a kind
 * added later cannot forget to. Quiet hours hold back only what the person did not just set in
 * motion — match alerts and reminders; a turn someone is waiting for and every code go at once,
 * day and night.
 *
 * - code: an answer to what the person just did (a code, a link asked for by USSD, a collection
 *   code, a drop-off receipt, an invitation): at once, outside the daily cap.
 * - turn: it is now this person's turn, or the turn they wait for came (a claim, approved or not,
 *   paid, payout, refund, dispute, a listing held …): at once, outside the daily cap.
 * - alert: ours to send unasked (a match): the cap of SMS_DAILY_ALERT_CAP a day and quiet hours.
 * - reminder: a nudge about something already known (the hand-over, a desk's holding period):
 *   the cap and quiet hours, like an alert.
 */
export type SmsClass = 'code' | 'turn' | 'alert' | 'reminder';

export const SMS_KIND_CLASS = {
  code: 'code',
  ussd_link: 'code',
  /** The number's owner, told instead of a code when someone used it (docs/decisions/0230). */
  sign_up_attempt: 'code',
  /** The code an owner shows at the desk, the finder's receipt at the desk (docs/decisions/0242). */
  collection_code: 'code',
  /** The code at a public office's approval, where there is nothing to pay (docs/decisions/0261). */
  collection_code_free: 'code',
  drop_off_receipt: 'code',
  /** A manager's invitation, limited per organisation instead of by the cap (docs/decisions/0240). */
  org_invitation: 'code',
  match: 'alert',
  claim_received: 'turn',
  claim_approved: 'turn',
  claim_waiting: 'reminder',
  pay_waiting: 'reminder',
  claim_rejected: 'turn',
  payment_completed: 'turn',
  owner_paid: 'turn',
  payout_sent: 'turn',
  payout_waiting: 'turn',
  refund_sent: 'turn',
  /** To the owner when M-Pesa refused their refund: a person returns it (docs/decisions/0262). */
  refund_delayed: 'turn',
  /** To the finder when the owner reports a problem with the hand-over; the payout waits (0260). */
  dispute_opened: 'turn',
  /** To both parties when an admin decides a dispute: the finder paid, or the owner refunded (0260). */
  dispute_paid: 'turn',
  dispute_refunded: 'turn',
  /** To the finder of a listing our system held for review, with the kind of reason (0260). */
  listing_held: 'turn',
  /** To a payer who sent the wrong amount to our Paybill: it is on its way back (docs/decisions/0262). */
  paybill_returned: 'turn',
  /**
   * To the phone that paid our Paybill when M-Pesa refused to send held money back: it is news about
   * their own money, and it is stuck until a person acts, so it goes at once (docs/decisions/0286).
   */
  paybill_stuck: 'turn',
  /** To the same phone when that money is back after all (an admin's Retry), once (0286). */
  paybill_back: 'turn',
  /** To admins of a new organisation application; to the applicant of its verification or rejection (0261). */
  org_applied: 'turn',
  org_verified: 'turn',
  org_rejected: 'turn',
  handover_owner: 'reminder',
  handover_finder: 'reminder',
  /** To an organisation's members, a week before an item's holding period ends (docs/decisions/0241). */
  held_expiring: 'reminder',
} as const satisfies Record<string, SmsClass>;

export type SmsKind = keyof typeof SMS_KIND_CLASS;
export const SMS_KINDS = Object.keys(SMS_KIND_CLASS) as SmsKind[];

const ofClass = <C extends SmsClass>(...classes: C[]) =>
  SMS_KINDS.filter((kind) => (classes as SmsClass[]).includes(SMS_KIND_CLASS[kind])) as Array<
    { [K in SmsKind]: (typeof SMS_KIND_CLASS)[K] extends C ? K : never }[SmsKind]
  >;

/** Kinds that may go to a person's verified number beside a notification (not codes). */
export const SMS_ALERT_KINDS = ofClass('turn', 'alert', 'reminder');
export type SmsAlertKind = (typeof SMS_ALERT_KINDS)[number];
/** Kinds the daily cap counts and quiet hours hold back: what the person did not just set in motion. */
export const SMS_HELD_KINDS = ofClass('alert', 'reminder');

export function isAlertKind(kind: SmsKind): kind is SmsAlertKind {
  return SMS_KIND_CLASS[kind] !== 'code';
}

/** Quiet hours and the daily cap apply to this kind (alerts and reminders only). */
export function waitsForDaytime(kind: SmsKind): boolean {
  const smsClass: SmsClass = SMS_KIND_CLASS[kind];
  return smsClass === 'alert' || smsClass === 'reminder';
}

/** At most this many alerts and reminders per person per EAT day; codes and turns do not count. */
export const SMS_DAILY_ALERT_CAP = 5;
