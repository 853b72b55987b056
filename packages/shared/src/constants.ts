/** Business constants from section 9 of both specification documents. */
export const PRODUCT_NAME = 'Okota';
export const ROLE_STORAGE_KEY = 'okota_user_role';

export const FALLBACK_FEES = { finderAmount: 100, platformAmount: 50 } as const;
export const FEE_LIMITS = {
  finderAmount: { min: 50, max: 500 },
  platformAmount: { min: 10, max: 200 },
} as const;

export const MAX_PHOTOS_PER_ITEM = 5;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const MAX_SECURITY_QUESTIONS = 3;
export const CAMERA = { jpegQuality: 0.85, idealWidth: 1280, idealHeight: 720 } as const;

export const GUEST_DRAFT_TTL_MS = 2 * 60 * 60 * 1000;
export const TEMP_UPLOAD_TTL_MS = 2 * 60 * 60 * 1000;
export const SEARCH_DEBOUNCE_MS = 300;
/** The largest id a PostgreSQL integer column holds: a bigger one is refused as bad input, not met with a 500. */
export const DB_ID_MAX = 2_147_483_647;

export const PAGE_SIZE = 20;
export const ADMIN_PAGE_SIZE = 20;

export const PAYMENT_POLL_MS = 3000;
export const PAYMENT_POLL_LIMIT_MS = 300_000;
export const PAYMENT_QUERY_AFTER_MS = 30_000;
export const PAYOUT_HOLD_MS = 72 * 60 * 60 * 1000;

export const MESSAGE_POLL_MS = 3000;
export const MESSAGE_MAX_LENGTH = 1000;
export const STATS_REFRESH_MS = 30_000;
export const QUERY_STALE_MS = 5 * 60 * 1000;

export const NOTIFICATION_LIST_SIZE = 10;
export const NOTIFICATION_TOAST_MS = 8000;
export const TOAST_DEFAULT_MS = 5000;
export const SUSPENSION_NOTICE_MS = 10_000;
export const SUSPENSION_REDIRECT_MS = 3000;
export const UNAUTHORIZED_REDIRECT_MS = 500;

export const REVIEW_COMMENT = { min: 10, max: 500 } as const;
export const CLAIM_DETAILS = { min: 10, max: 200 } as const;
export const MAX_CLAIMS_PER_ITEM = 3;

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The landing page shows a figure only from these values on (docs/decisions/0210): "2 items
 * listed" on a new site says more about the site than about the chance of finding something.
 */
export const LANDING_FIGURE_MINIMUM = { availableItems: 10, reunitedItems: 5, countiesCovered: 3 } as const;
export const LANDING_CATEGORY_LIMIT = 6;
export const TERMS_LAST_UPDATED = 'June 28, 2025';
export const REFUND_BUSINESS_DAYS = 7;
export const SUPPORT_HOURS = '8 AM to 8 PM EAT';

export const ITEM_STATUSES = ['available', 'claimed', 'completed', 'removed'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/**
 * A payment's life (docs/payments.md): pending → completed | failed; money that must go back
 * (a dispute refunded, or money that arrived for a revoked claim, a removed item or a claim
 * already paid) goes refund_pending → refunded | refund_failed (an admin retries).
 */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refund_pending', 'refunded', 'refund_failed'] as const;
/** The states in which M-Pesa has the claimer's money on its way back, or back already. */
export const REFUND_STATUSES = ['refund_pending', 'refunded', 'refund_failed'] as const;
/** Why a payment is refunded: an admin settled a dispute, or the money should never have come. */
export const REFUND_REASONS = ['dispute', 'claim_revoked', 'item_removed', 'already_paid'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What the admin ledger lists: money in, money back, finders' payouts and our fee. */
export const LEDGER_KINDS = ['payment', 'refund', 'payout', 'platform_fee'] as const;
export const USER_ROLES = ['finder', 'claimer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ACCOUNT_MODES = ['finder', 'claimer'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];
export const MESSAGE_TYPES = ['text', 'image', 'file', 'voice'] as const;
export const CONTACT_CATEGORIES = ['general', 'technical', 'payment', 'dispute', 'feedback', 'legal'] as const;
export const REVIEW_TYPES = ['finder', 'claimer'] as const;
