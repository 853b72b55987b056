/**
 * Personal data under the Kenya Data Protection Act 2019 (docs/rules.md "Personal data"): how long
 * each kind is kept and the rules of the download and the account deletion. The server's daily
 * retention job and the privacy policy page read the same numbers, so the page never promises a
 * period the job does not keep.
 */

export const RETENTION = {
  /** A claim's proof photo (often a national ID), counted from the finder's decision. */
  claimProofDays: 30,
  /** A lost report the owner closed, or that expired, counted from then. */
  closedLostReportDays: 30,
  /** A sign-up that never got past its e-mailed code. */
  unfinishedSignUpDays: 7,
  /** Messages of a deal, counted from the hand-over (or the refund that ended it). */
  messagesAfterHandOverMonths: 12,
  /** An SMS's words and number, counted from when it was queued; what it cost and whether it arrived stay for the books. */
  smsTextDays: 90,
  /** The language a phone number chose on the USSD menu, counted from its last use. */
  ussdLanguageMonths: 12,
  /** A background job that finished (its payload may hold a payer's number), counted from its last run. */
  finishedJobDays: 30,
  /** A job that gave up: kept longer, for an admin looking into what failed. */
  failedJobDays: 90,
} as const;

/** GET /api/me/export: downloads per account per day (East Africa Time). */
export const DATA_EXPORTS_PER_DAY = 3;

/** What stands where a closed account's name stood, for everyone (the web app translates it). */
export const DELETED_USER_NAME = 'Deleted user';

/** The removal reason of the items a closing account still had on offer. */
export const ACCOUNT_DELETED_REASON = 'account deleted';
