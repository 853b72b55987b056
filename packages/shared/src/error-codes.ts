/**
 * The closed set of error codes the API answers with (docs/decisions/0245-error-codes.md). The
 * server throws `AppError(code, message)`; the wire carries `{code, message, params, errors}`; the
 * web picks its words by `code`, never by the English `message`. Each code names its HTTP status
 * and the params its words may use; a generic code (one per status) is for refusals no screen
 * tells apart, and the web shows the server's sentence for it.
 */
interface ErrorCodeSpec {
  readonly status: number;
  readonly params?: readonly string[];
  readonly generic?: true;
}

export const ERROR_CODES = {
  // Generic: what the plain helpers (badRequest, conflict…) and Fastify's own refusals answer.
  BAD_REQUEST: { status: 400, generic: true },
  UNAUTHORIZED: { status: 401, generic: true },
  FORBIDDEN: { status: 403, generic: true },
  NOT_FOUND: { status: 404, generic: true },
  CONFLICT: { status: 409, generic: true },
  PAYLOAD_TOO_LARGE: { status: 413, generic: true },
  UNSUPPORTED_MEDIA: { status: 415, generic: true },
  TOO_MANY_REQUESTS: { status: 429, generic: true },
  INTERNAL: { status: 500, generic: true },
  BAD_GATEWAY: { status: 502, generic: true },
  UNAVAILABLE: { status: 503, generic: true },
  /** A body, query or path the route's zod schema refused; `errors` names the fields. */
  VALIDATION_FAILED: { status: 400, generic: true },

  // Accounts and sign-in.
  ACCOUNT_SUSPENDED: { status: 403 },
  ADMIN_REQUIRED: { status: 403 },
  INVALID_CREDENTIALS: { status: 401 },
  INVALID_PHONE_CREDENTIALS: { status: 401 },
  EMAIL_TAKEN: { status: 409 },
  PHONE_TAKEN: { status: 409 },
  CURRENT_PASSWORD_WRONG: { status: 400 },
  OTP_INVALID: { status: 400 },
  OTP_EXPIRED: { status: 400 },
  OTP_BURNED: { status: 400 },
  OTP_EMAIL_MISMATCH: { status: 400 },
  RESET_LINK_EXPIRED: { status: 400 },
  CODE_SEND_FAILED: { status: 502 },
  /** This network, account, number or block of numbers has had its SMS codes for the hour (docs/decisions/0266). */
  SMS_CODES_LIMITED: { status: 429 },
  /** The hourly SMS budget of all callers together is spent: codes wait, alerts still go (docs/decisions/0266). */
  SMS_PAUSED: { status: 503 },
  EMAIL_NEEDED: { status: 400 },
  EMAIL_ALREADY_VERIFIED: { status: 409 },
  PHONE_ALREADY_VERIFIED: { status: 409 },
  PASSWORD_FOR_NEW_EMAIL: { status: 400 },
  PASSWORD_FOR_NEW_PHONE: { status: 400 },
  PHONE_CODE_WRONG: { status: 400 },
  PHONE_CODE_EXPIRED: { status: 400 },
  PHONE_CODE_BURNED: { status: 400 },

  // Items and photos.
  ITEM_NOT_FOUND: { status: 404 },
  ITEM_EDIT_NOT_YOURS: { status: 403 },
  ITEM_WITHDRAW_NOT_YOURS: { status: 403 },
  ITEM_REMOVED: { status: 409 },
  WITHDRAW_NOT_OPEN: { status: 409 },
  WITHDRAW_PAYMENT_UNDER_WAY: { status: 409 },
  PHOTOS_EXPIRED: { status: 400 },
  TOO_MANY_PHOTOS: { status: 400 },
  NO_PHOTO_CHOSEN: { status: 400 },
  PHOTO_UPLOADS_LIMITED: { status: 429 },
  PHOTO_UNSUPPORTED: { status: 400 },
  PHOTO_UNREADABLE: { status: 400 },
  PHOTO_TOO_LARGE: { status: 400 },
  PHOTO_TOO_MANY_PIXELS: { status: 400 },
  AVATAR_MISSING: { status: 400 },
  AVATAR_TOO_LARGE: { status: 413 },

  // Claims.
  CLAIM_NOT_FOUND: { status: 404 },
  CLAIM_OWN_ITEM: { status: 400 },
  CLAIM_ITEM_HAS_APPROVED_CLAIMER: { status: 409 },
  CLAIM_ALREADY_PENDING: { status: 409 },
  CLAIM_LIMIT_REACHED: { status: 429, params: ['max'] },
  CLAIM_PROOF_REQUIRED: { status: 400 },
  CLAIM_PROOF_TYPE: { status: 400 },
  CLAIM_PROOF_TOO_LARGE: { status: 413 },
  CLAIM_PROOF_UNREADABLE: { status: 400 },
  CLAIM_ALREADY_DECIDED: { status: 409 },
  CLAIM_ITEM_NOT_OPEN: { status: 409 },
  CLAIM_PAID: { status: 409 },
  CLAIM_OWNER_PAYING: { status: 409 },
  CLAIM_ONLY_FINDER_DECIDES: { status: 403 },
  CLAIM_PROOF_FINDER_ONLY: { status: 403 },
  VERIFICATION_NOT_YOURS: { status: 403 },

  // Payments and the hand-over.
  PAYMENT_NOT_FOUND: { status: 404 },
  PAYMENT_NOT_YOURS: { status: 403 },
  PAYMENT_PAYER_ONLY: { status: 403 },
  PAYMENT_APPROVED_CLAIMER_ONLY: { status: 403 },
  PAYMENT_ALREADY_PAID: { status: 409 },
  PAYMENT_FEE_CHANGED: { status: 409, params: ['fee'] },
  PAYMENT_PHONE_INVALID: { status: 400 },
  PAYMENT_PHONE_NOT_MPESA: { status: 400 },
  /** M-Pesa still shows this phone another prompt (Daraja's "unable to lock subscriber"). */
  PAYMENT_PROMPT_ALREADY_OPEN: { status: 409 },
  /** M-Pesa refused the number the prompt was for. */
  PAYMENT_PHONE_REFUSED: { status: 409 },
  /** A public office hands over free: there is nothing to pay for its items (docs/decisions/0261). */
  PAYMENT_NOT_NEEDED: { status: 409 },
  RECEIPT_NOT_PAID: { status: 409 },
  DISPUTE_NOT_PAID: { status: 409 },
  HANDOVER_DISPUTED: { status: 409 },
  DISPUTE_ALREADY_OPEN: { status: 409 },
  DISPUTE_AFTER_RECEIPT: { status: 409 },
  DISPUTE_WINDOW_PASSED: { status: 409 },
  DISPUTE_CLOSED: { status: 409 },
  DISPUTE_NOT_OPEN: { status: 409 },
  PAYOUT_NOT_FAILED: { status: 409 },
  REFUND_NOT_FAILED: { status: 409 },
  PAYBILL_REVERSAL_NOT_FAILED: { status: 409 },
  REFUND_PORTAL_RECEIPT_INVALID: { status: 400 },
  REFUND_PORTAL_RECEIPT_TAKEN: { status: 409 },
  MESSAGING_LOCKED: { status: 403 },
  /** A message's send key came back with another item or text (docs/decisions/0284). */
  MESSAGE_KEY_REUSED: { status: 409 },

  // Lost reports, reviews, reports.
  LOST_REPORT_NOT_FOUND: { status: 404 },
  LOST_REPORT_CLOSED: { status: 409 },
  LOST_REPORTS_TOO_MANY_OPEN: { status: 409 },
  REVIEW_NOT_ALLOWED: { status: 403 },
  REVIEW_WRONG_PARTY: { status: 400 },
  REVIEW_ALREADY_GIVEN: { status: 409 },
  REPORT_OWN_ITEM: { status: 400 },
  REPORT_SELF: { status: 400 },
  USER_NOT_FOUND: { status: 404 },

  // Administration.
  USER_ALREADY_SUSPENDED: { status: 409 },
  USER_NOT_SUSPENDED: { status: 409 },
  SUSPEND_SELF: { status: 403 },
  SUSPEND_ADMIN: { status: 403 },
  USER_ALREADY_VERIFIED: { status: 409 },
  USER_ACCOUNT_CLOSED: { status: 409 },
  /** An account cannot close while its money is on its way; `inFlight` says which (docs/rules.md "Personal data"). */
  ACCOUNT_MONEY_IN_FLIGHT: { status: 409 },
  USER_ALREADY_ADMIN: { status: 409 },
  USER_NOT_ADMIN: { status: 409 },
  OWN_ADMIN_RIGHT: { status: 409 },
  ADMIN_WHILE_SUSPENDED: { status: 409 },
  CATEGORY_NOT_FOUND: { status: 404 },
  CATEGORY_NAME_TAKEN: { status: 409 },
  CATEGORY_HAS_ITEMS: { status: 409, params: ['itemCount'] },
  CATEGORY_MOVE_TO_SAME: { status: 400 },
  CATEGORY_MOVE_TO_MISSING: { status: 400 },
  ABUSE_REPORT_NOT_FOUND: { status: 404 },
  ABUSE_REPORT_CLOSED: { status: 409 },
  ITEM_ALREADY_REMOVED: { status: 409 },
  ITEM_NOT_HIDDEN: { status: 409 },
  CLAIM_NOT_HELD: { status: 409 },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404 },

  // Organisations (issue 28): applying, members, settings, collections, drop-offs, imports.
  ORG_NOT_FOUND: { status: 404 },
  ORG_NOT_A_MEMBER: { status: 403 },
  ORG_NOT_VERIFIED: { status: 403 },
  ORG_APPLY_LIMIT: { status: 429 },
  ORG_TOO_MANY_PENDING: { status: 409, params: ['max'] },
  ORG_STATUS_TRANSITION: { status: 409 },
  ORG_HOLDING_DAYS_ABOVE_LIMIT: { status: 400, params: ['max'] },
  ORG_PAYOUT_PHONE_NOT_VERIFIED: { status: 400 },
  ORG_INVITE_LIMIT: { status: 429 },
  ORG_ALREADY_MEMBER: { status: 409 },
  ORG_JUST_INVITED: { status: 409 },
  ORG_MEMBER_NOT_FOUND: { status: 404 },
  ORG_LAST_MANAGER: { status: 409 },
  ORG_INVITATION_NOT_FOUND: { status: 404 },
  ORG_PHONE_NOT_VERIFIED: { status: 403 },
  ORG_TEXT_CONTACT: { status: 400 },
  ORG_SUSPENDED: { status: 403 },
  ORG_NO_TEXTS_UNDER_REVIEW: { status: 409 },
  COLLECTION_CODE_WRONG: { status: 400, params: ['attemptsLeft'] },
  COLLECTION_CODE_LOCKED: { status: 429 },
  COLLECTION_CODE_USED: { status: 400 },
  COLLECTION_CODE_EXPIRED: { status: 400 },
  COLLECTION_NO_CODE: { status: 404 },
  COLLECTION_NOT_PAID: { status: 409 },
  COLLECTION_AT_DESK: { status: 409 },
  DROP_OFF_NOT_ACCEPTED: { status: 403 },
  DROP_OFF_ALREADY_HELD: { status: 409 },
  DROP_OFF_NOT_AVAILABLE: { status: 409 },
  DROP_OFF_OWN_ITEM: { status: 403 },
  DROP_OFF_PAYMENT_UNDER_WAY: { status: 409 },
  IMPORT_LIMIT: { status: 429 },
  /** A register commit with a row in error (the body is the preview, `errors` one per row). */
  IMPORT_ROWS_INVALID: { status: 400 },
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The params a code's words may use, by name (e.g. `{fee: 'KSh 250'}`). */
export type ErrorParams = Record<string, string | number>;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);

export const isGenericErrorCode = (code: ErrorCode): boolean => 'generic' in ERROR_CODES[code];

export const errorStatus = (code: ErrorCode): number => ERROR_CODES[code].status;
