/** Payments (the claim fee, its split and the finder's payout) and the fee settings. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { claims } from './claims';
import { items } from './items';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    claimerId: uuid('claimer_id')
      .notNull()
      .references(() => users.id),
    finderId: uuid('finder_id')
      .notNull()
      .references(() => users.id),
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
    /** The Paybill account number that names this payment (paid by Daraja C2B, docs/decisions/0232); null for an STK push. */
    paybillAccount: varchar('paybill_account', { length: 12 }),
    completedAt: ts('completed_at'),
    /**
     * held → queued → processing → paid | failed; or disputed → refunded | queued; 'refunded' also when the payment is refunded.
     * queued → awaiting_phone while the finder's number is not verified, → queued once it is (docs/decisions/0202).
     */
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
    /** When the reversal landed (confirmed by Transaction Status), or an old refund made by hand. */
    refundedAt: ts('refunded_at'),
    /** Why the money goes back: dispute, claim_revoked, item_removed, already_paid (shared REFUND_REASONS). */
    refundReason: varchar('refund_reason', { length: 20 }),
    /** Our id of the current reversal attempt, okota-refund-<paymentId>-<n>: it names the attempt in our callback paths. */
    refundOriginatorId: varchar('refund_originator_id', { length: 100 }),
    /** Daraja's OriginatorConversationID and ConversationID of that reversal request (Transaction Status asks by the first). */
    refundRequestId: varchar('refund_request_id', { length: 100 }),
    refundConversationId: varchar('refund_conversation_id', { length: 100 }),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    refundRequestedAt: ts('refund_requested_at'),
    /** The reversal's own M-Pesa transaction id. */
    refundTransactionId: varchar('refund_transaction_id', { length: 50 }),
    /** Daraja's reason when a reversal failed (shown to admins), or a note while it is open. */
    refundError: text('refund_error'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed', 'refund_pending', 'refunded', 'refund_failed')`),
    check('payments_amount_check', sql`${t.amount} = ${t.finderAmount} + ${t.platformAmount} and ${t.amount} > 0`),
    check(
      'payments_payout_status_check',
      sql`${t.payoutStatus} in ('none', 'held', 'queued', 'awaiting_phone', 'processing', 'paid', 'failed', 'disputed', 'refunded')`,
    ),
    /**
     * The finder's payout and a refund never both happen for one payment (docs/decisions/0160): a
     * payment being refunded, or refunded, was received (completedAt) and never had a B2C request
     * (payoutAttempts 0, not finderPaid, no payout receipt), and its payout is closed ('refunded'),
     * which no payout transition accepts. So neither a refund after a payout nor a payout after a
     * refund can be written, by our code or by hand.
     */
    check(
      'payments_payout_or_refund_check',
      sql`${t.status} not in ('refund_pending', 'refunded', 'refund_failed') or (
    ${t.payoutStatus} = 'refunded' and ${t.payoutAttempts} = 0 and not ${t.finderPaid} and ${t.finderTransactionId} is null
    and ${t.finderPaidAt} is null and ${t.completedAt} is not null)`,
    ),
    check('payments_refund_reason_check', sql`${t.refundReason} is null or ${t.refundReason} in ('dispute', 'claim_revoked', 'item_removed', 'already_paid')`),
    /** One payment per claim buys the contact; a second one that arrives anyway is refunded. */
    uniqueIndex('payments_one_completed_per_claim')
      .on(t.claimId)
      .where(sql`${t.status} = 'completed'`),
    /** One pending STK push and one pending Paybill account per claim: a Paybill beside an unanswered prompt (docs/decisions/0232). */
    uniqueIndex('payments_one_pending_per_claim')
      .on(t.claimId)
      .where(sql`${t.status} = 'pending' and ${t.paybillAccount} is null`),
    uniqueIndex('payments_one_pending_paybill_per_claim')
      .on(t.claimId)
      .where(sql`${t.status} = 'pending' and ${t.paybillAccount} is not null`),
    uniqueIndex('payments_paybill_account_unique').on(t.paybillAccount),
    uniqueIndex('payments_checkout_unique').on(t.mpesaCheckoutRequestId),
    uniqueIndex('payments_receipt_unique').on(t.mpesaTransactionId),
    uniqueIndex('payments_payout_originator_unique').on(t.payoutOriginatorId),
    uniqueIndex('payments_refund_originator_unique').on(t.refundOriginatorId),
    uniqueIndex('payments_refund_transaction_unique').on(t.refundTransactionId),
    index('payments_claimer_idx').on(t.claimerId, t.createdAt.desc()),
    index('payments_finder_idx').on(t.finderId, t.createdAt.desc()),
    index('payments_item_idx').on(t.itemId),
  ],
);

export const adminSettings = pgTable('admin_settings', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  description: text('description'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id),
});
