/** Payments (the claim fee, its split and the finder's payout) and the fee settings. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { users } from './accounts';
import { claims } from './claims';
import { items } from './items';

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
