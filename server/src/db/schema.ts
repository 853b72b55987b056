/**
 * The whole data model (2-admin-and-platform.md section 3, plus notifications, audit log,
 * reports, contact messages, jobs, temporary uploads and rate-limit counters).
 * Amounts are whole Kenyan shillings (integers): M-Pesa accepts whole amounts only.
 */
import { sql } from 'drizzle-orm';
import {
  boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, real, serial,
  text, timestamp, uniqueIndex, uuid, varchar,
} from 'drizzle-orm/pg-core';
import { GENERIC_MATCH_LEXEMES } from './lost-report-terms';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 100 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  firstName: varchar('first_name', { length: 50 }).notNull(),
  lastName: varchar('last_name', { length: 50 }).notNull(),
  profileImageUrl: varchar('profile_image_url', { length: 500 }),
  role: varchar('role', { length: 10 }).notNull().default('claimer'),
  language: varchar('language', { length: 5 }).notNull().default('en'),
  suspended: boolean('suspended').notNull().default(false),
  suspendedAt: ts('suspended_at'),
  suspensionReason: text('suspension_reason'),
  emailVerified: boolean('email_verified').notNull().default(false),
  phoneVerified: boolean('phone_verified').notNull().default(false),
  termsAccepted: boolean('terms_accepted').notNull().default(false),
  termsAcceptedAt: ts('terms_accepted_at'),
  privacyPolicyAccepted: boolean('privacy_policy_accepted').notNull().default(false),
  privacyPolicyAcceptedAt: ts('privacy_policy_accepted_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_email_unique').on(t.email),
  uniqueIndex('users_phone_unique').on(t.phone),
  check('users_role_check', sql`${t.role} in ('finder', 'claimer', 'admin')`),
]);

export const authTokens = pgTable('auth_tokens', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
}, (t) => [index('auth_tokens_user_idx').on(t.userId)]);

export const emailOtps = pgTable('email_otps', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 100 }).notNull(),
  otpHash: varchar('otp_hash', { length: 64 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  verified: boolean('verified').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('email_otps_email_idx').on(t.email)]);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 255 }).notNull(),
  expiresAt: ts('expires_at').notNull(),
  used: boolean('used').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_reset_tokens_token_unique').on(t.tokenHash)]);

export const siteAnalytics = pgTable('site_analytics', {
  date: date('date').primaryKey(),
  pageViews: integer('page_views').notNull().default(0),
  uniqueVisitors: integer('unique_visitors').notNull().default(0),
  searchQueries: integer('search_queries').notNull().default(0),
  itemViews: integer('item_views').notNull().default(0),
  newRegistrations: integer('new_registrations').notNull().default(0),
  itemsPosted: integer('items_posted').notNull().default(0),
  itemsClaimed: integer('items_claimed').notNull().default(0),
  paymentsCompleted: integer('payments_completed').notNull().default(0),
});

/** One row per visitor per day; the visitor is a salted hash of the IP, never the IP. */
export const dailyVisitors = pgTable('daily_visitors', {
  date: varchar('date', { length: 10 }).notNull(),
  visitorHash: varchar('visitor_hash', { length: 64 }).notNull(),
}, (t) => [primaryKey({ columns: [t.date, t.visitorHash] })]);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  icon: varchar('icon', { length: 50 }).notNull(),
  description: text('description'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)]);

export const items = pgTable('lost_items', {
  id: serial('id').primaryKey(),
  finderId: uuid('finder_id').notNull().references(() => users.id),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description').notNull(),
  location: varchar('location', { length: 200 }).notNull(),
  nearLocation: varchar('near_location', { length: 300 }),
  latitude: numeric('latitude', { precision: 10, scale: 8 }),
  longitude: numeric('longitude', { precision: 11, scale: 8 }),
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  status: varchar('status', { length: 20 }).notNull().default('available'),
  dateFound: date('date_found').notNull(),
  isClaimed: boolean('is_claimed').notNull().default(false),
  claimedBy: uuid('claimed_by').references(() => users.id),
  claimedAt: ts('claimed_at'),
  lastContactAt: ts('last_contact_at'),
  completedAt: ts('completed_at'),
  verificationQuestion1: text('verification_question_1').notNull(),
  verificationQuestion2: text('verification_question_2'),
  verificationQuestion3: text('verification_question_3'),
  verificationAnswer1: text('verification_answer_1'),
  verificationAnswer2: text('verification_answer_2'),
  verificationAnswer3: text('verification_answer_3'),
  requiresProofPhoto: boolean('requires_proof_photo').notNull().default(false),
  removalReason: text('removal_reason'),
  removedAt: ts('removed_at'),
  removedBy: uuid('removed_by').references(() => users.id),
  isHidden: boolean('is_hidden').notNull().default(false),
  hiddenBy: uuid('hidden_by').references(() => users.id),
  hiddenAt: ts('hidden_at'),
  hiddenReason: text('hidden_reason'),
  searchVector: tsvector('search_vector').generatedAlwaysAs(
    sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, ''))`,
  ),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('lost_items_status_check', sql`${t.status} in ('available', 'claimed', 'completed', 'removed')`),
  index('lost_items_search_idx').using('gin', t.searchVector),
  index('lost_items_public_idx').on(t.status, t.createdAt.desc()).where(sql`${t.isHidden} = false`),
  index('lost_items_category_idx').on(t.categoryId, t.createdAt.desc()),
  index('lost_items_location_idx').on(t.location, t.createdAt.desc()),
  index('lost_items_finder_idx').on(t.finderId, t.createdAt.desc()),
  // The public catalogue's default page (newest first, no filter) without a sort, at any size.
  index('lost_items_visible_newest_idx').on(t.createdAt.desc(), t.id.desc())
    .where(sql`${t.isHidden} = false and ${t.status} <> 'removed'`),
  // Search words and the county and category filters answered by one GIN index (items.repository.ts).
  index('lost_items_search_filters_idx')
    .using('gin', sql`(${t.searchVector} || array_to_tsvector(array['l:' || lower(${t.location}), 'c:' || ${t.categoryId}::text]))`)
    .where(sql`${t.isHidden} = false and ${t.status} <> 'removed'`),
]);

export const claims = pgTable('claim_verifications', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull().references(() => items.id),
  claimerId: uuid('claimer_id').notNull().references(() => users.id),
  answer1: text('answer_1'),
  answer2: text('answer_2'),
  answer3: text('answer_3'),
  proofPhotoUrl: varchar('proof_photo_url', { length: 500 }),
  additionalDetails: text('additional_details').notNull(),
  description: text('description'),
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  finderNotes: text('finder_notes'),
  verifiedAt: ts('verified_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('claim_verifications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  uniqueIndex('claims_one_approved_per_item').on(t.itemId).where(sql`${t.status} = 'approved'`),
  uniqueIndex('claims_one_open_per_claimer').on(t.itemId, t.claimerId).where(sql`${t.status} = 'pending'`),
  index('claims_claimer_idx').on(t.claimerId, t.createdAt.desc()),
  index('claims_item_idx').on(t.itemId, t.status),
]);

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull().references(() => items.id),
  claimId: integer('claim_id').notNull().references(() => claims.id),
  claimerId: uuid('claimer_id').notNull().references(() => users.id),
  finderId: uuid('finder_id').notNull().references(() => users.id),
  amount: integer('amount').notNull(),
  finderAmount: integer('finder_amount').notNull(),
  platformAmount: integer('platform_amount').notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  resultCode: varchar('result_code', { length: 20 }),
  failureReason: text('failure_reason'),
  mpesaMerchantRequestId: varchar('mpesa_merchant_request_id', { length: 100 }),
  mpesaCheckoutRequestId: varchar('mpesa_checkout_request_id', { length: 100 }),
  mpesaTransactionId: varchar('mpesa_transaction_id', { length: 50 }),
  completedAt: ts('completed_at'),
  /** held → queued → processing → paid | failed; or disputed → refunded | queued. */
  payoutStatus: varchar('payout_status', { length: 20 }).notNull().default('none'),
  payoutDueAt: ts('payout_due_at'),
  payoutAttempts: integer('payout_attempts').notNull().default(0),
  payoutOriginatorId: varchar('payout_originator_id', { length: 100 }),
  payoutConversationId: varchar('payout_conversation_id', { length: 100 }),
  payoutError: text('payout_error'),
  finderPaid: boolean('finder_paid').notNull().default(false),
  finderTransactionId: varchar('finder_transaction_id', { length: 50 }),
  finderPaidAt: ts('finder_paid_at'),
  receiptConfirmedAt: ts('receipt_confirmed_at'),
  disputeReason: text('dispute_reason'),
  disputedAt: ts('disputed_at'),
  disputeResolution: varchar('dispute_resolution', { length: 20 }),
  refundedAt: ts('refunded_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed', 'refunded')`),
  check('payments_amount_check', sql`${t.amount} = ${t.finderAmount} + ${t.platformAmount} and ${t.amount} > 0`),
  check('payments_payout_status_check',
    sql`${t.payoutStatus} in ('none', 'held', 'queued', 'processing', 'paid', 'failed', 'disputed', 'refunded')`),
  uniqueIndex('payments_one_completed_per_claim').on(t.claimId).where(sql`${t.status} in ('completed', 'refunded')`),
  uniqueIndex('payments_one_pending_per_claim').on(t.claimId).where(sql`${t.status} = 'pending'`),
  uniqueIndex('payments_checkout_unique').on(t.mpesaCheckoutRequestId),
  uniqueIndex('payments_receipt_unique').on(t.mpesaTransactionId),
  uniqueIndex('payments_payout_originator_unique').on(t.payoutOriginatorId),
  index('payments_claimer_idx').on(t.claimerId, t.createdAt.desc()),
  index('payments_finder_idx').on(t.finderId, t.createdAt.desc()),
  index('payments_item_idx').on(t.itemId),
]);

export const adminSettings = pgTable('admin_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull().references(() => items.id),
  reviewerId: uuid('reviewer_id').notNull().references(() => users.id),
  revieweeId: uuid('reviewee_id').notNull().references(() => users.id),
  rating: integer('rating').notNull(),
  comment: text('comment').notNull(),
  type: varchar('type', { length: 20 }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  check('reviews_type_check', sql`${t.type} in ('finder', 'claimer')`),
  uniqueIndex('reviews_one_per_reviewer_item').on(t.itemId, t.reviewerId),
  index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt.desc()),
]);

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  itemId: integer('item_id').notNull().references(() => items.id),
  senderId: uuid('sender_id').notNull().references(() => users.id),
  receiverId: uuid('receiver_id').notNull().references(() => users.id),
  content: text('content').notNull(),
  messageType: varchar('message_type', { length: 20 }).notNull().default('text'),
  attachmentUrl: varchar('attachment_url', { length: 500 }),
  attachmentName: varchar('attachment_name', { length: 255 }),
  attachmentSize: integer('attachment_size'),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  check('messages_type_check', sql`${t.messageType} in ('text', 'image', 'file', 'voice')`),
  index('messages_item_idx').on(t.itemId, t.createdAt),
  index('messages_receiver_unread_idx').on(t.receiverId).where(sql`${t.isRead} = false`),
]);

export const pushSubscriptions = pgTable('push_subscriptions', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  endpoint: text('endpoint').notNull(),
  subscription: jsonb('subscription').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)]);

export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: varchar('type', { length: 30 }).notNull(),
  title: varchar('title', { length: 200 }).notNull().default('New Notification'),
  message: text('message').notNull(),
  itemId: integer('item_id').references(() => items.id),
  itemTitle: varchar('item_title', { length: 200 }),
  claimerId: uuid('claimer_id'),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())]);

export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  actorId: uuid('actor_id').references(() => users.id),
  action: varchar('action', { length: 50 }).notNull(),
  targetType: varchar('target_type', { length: 30 }).notNull(),
  targetId: varchar('target_id', { length: 64 }).notNull(),
  reason: text('reason'),
  details: jsonb('details'),
  createdAt: createdAt(),
}, (t) => [index('audit_log_created_idx').on(t.createdAt.desc())]);

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  reporterId: uuid('reporter_id').notNull().references(() => users.id),
  targetType: varchar('target_type', { length: 10 }).notNull(),
  targetId: varchar('target_id', { length: 64 }).notNull(),
  reason: text('reason').notNull(),
  status: varchar('status', { length: 20 }).notNull().default('open'),
  resolvedBy: uuid('resolved_by').references(() => users.id),
  resolvedAt: ts('resolved_at'),
  resolution: text('resolution'),
  createdAt: createdAt(),
}, (t) => [
  check('reports_target_check', sql`${t.targetType} in ('item', 'user')`),
  check('reports_status_check', sql`${t.status} in ('open', 'resolved', 'dismissed')`),
  index('reports_status_idx').on(t.status, t.createdAt.desc()),
]);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: varchar('name', { length: 100 }).notNull(),
  email: varchar('email', { length: 100 }).notNull(),
  phone: varchar('phone', { length: 20 }),
  subject: varchar('subject', { length: 200 }).notNull(),
  category: varchar('category', { length: 20 }).notNull(),
  message: text('message').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [check('contact_messages_category_check',
  sql`${t.category} in ('general', 'technical', 'payment', 'dispute', 'feedback', 'legal')`)]);

/** Background work any server process may take (FOR UPDATE SKIP LOCKED). */
export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 50 }).notNull(),
  payload: jsonb('payload').notNull(),
  status: varchar('status', { length: 20 }).notNull().default('pending'),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(8),
  lockedAt: ts('locked_at'),
  lastError: text('last_error'),
  dedupeKey: varchar('dedupe_key', { length: 200 }),
  createdAt: createdAt(),
}, (t) => [
  check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
  uniqueIndex('jobs_dedupe_unique').on(t.dedupeKey),
]);

/** Photos uploaded before the item exists (guests included); they expire after 2 hours. */
export const tempUploads = pgTable('temp_uploads', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 500 }).notNull(),
  ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('temp_uploads_url_unique').on(t.url), index('temp_uploads_expires_idx').on(t.expiresAt)]);

/** Fixed-window counters shared by every server process (sign-in, codes, payments). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 200 }).primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: ts('reset_at').notNull(),
});

/** An owner's report of something they lost (issue 11); private to the owner and admins. */
export const lostReports = pgTable('lost_reports', {
  id: serial('id').primaryKey(),
  ownerId: uuid('owner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 200 }).notNull(),
  /**
   * No foreign key: admins delete categories no item uses (features/admin), and a report naming
   * one must not block that nor vanish with it; it then shows no category until edited.
   */
  categoryId: integer('category_id').notNull(),
  description: text('description').notNull(),
  /** Storage key under private/ (never served by /uploads). */
  photoKey: varchar('photo_key', { length: 300 }),
  county: varchar('county', { length: 50 }).notNull(),
  nearLocation: varchar('near_location', { length: 300 }),
  dateLost: date('date_lost').notNull(),
  notifyInApp: boolean('notify_in_app').notNull().default(true),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifyPush: boolean('notify_push').notNull().default(true),
  status: varchar('status', { length: 10 }).notNull().default('open'),
  expiresAt: ts('expires_at').notNull(),
  reminderSentAt: ts('reminder_sent_at'),
  /** What the text is scored on: English full-text lexemes of title and description, generic words removed. */
  terms: text('terms').array().generatedAlwaysAs(
    sql.raw(`tsvector_to_array(ts_delete(to_tsvector('english', title || ' ' || description), '{${GENERIC_MATCH_LEXEMES.join(',')}}'::text[]))`),
  ),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  check('lost_reports_status_check', sql`${t.status} in ('open', 'closed', 'expired')`),
  index('lost_reports_owner_idx').on(t.ownerId, t.createdAt.desc()),
  // A found item's candidates: one range of this index (category, county, the 60 days before it was found).
  index('lost_reports_candidates_idx').on(t.categoryId, t.county, t.dateLost).where(sql`${t.status} = 'open'`),
  // The expiry job's reminders and expiries, without reading closed or expired reports.
  index('lost_reports_open_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'open'`),
]);

/** A found item that matched a report; unique per pair, so an owner is told once per item. */
export const lostReportMatches = pgTable('lost_report_matches', {
  id: serial('id').primaryKey(),
  reportId: integer('report_id').notNull().references(() => lostReports.id, { onDelete: 'cascade' }),
  itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
  score: real('score').notNull(),
  notifiedAt: ts('notified_at'),
  createdAt: createdAt(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('lost_report_matches_pair_unique').on(t.reportId, t.itemId),
  index('lost_report_matches_item_idx').on(t.itemId),
]);
