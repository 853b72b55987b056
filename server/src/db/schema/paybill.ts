/**
 * Money paid to our Paybill (Daraja C2B), one row per M-Pesa receipt (TransID), however often the
 * confirmation arrives. A receipt is only a claim until Transaction Status confirms it; then it is
 * applied to the payment its account number names, or held and reversed (docs/decisions/0232):
 *
 *   confirming ──▶ applied (its payment completes through complete-payment.ts)
 *        │    └──▶ rejected (M-Pesa knows no such receipt: a forgery)
 *        └──▶ reversal_pending ──▶ reversed
 *                    ▲      └──▶ reversal_failed (an admin retries)
 *                    └──────────────────┘
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { ts, createdAt } from './columns';
import { payments } from './payments';

export const paybillReceipts = pgTable(
  'paybill_receipts',
  {
    id: serial('id').primaryKey(),
    /** The M-Pesa receipt (TransID): a replayed confirmation finds its row. */
    transId: varchar('trans_id', { length: 20 }).notNull(),
    /** What the confirmation said, kept for admins; only the confirmed values below are acted on. */
    claimedAccount: varchar('claimed_account', { length: 40 }).notNull(),
    claimedAmount: varchar('claimed_amount', { length: 20 }).notNull(),
    /** As M-Pesa sends it: masked (25470****149). */
    msisdn: varchar('msisdn', { length: 20 }),
    /**
     * The paying number as Transaction Status names it (DebitPartyName "2547… - NAME": the digits
     * only, never the name), kept for held money only, so that the payer can be told when M-Pesa
     * refuses to send it back (docs/decisions/0286).
     */
    payerPhone: varchar('payer_phone', { length: 20 }),
    /** When the payer was told that M-Pesa refused the reversal: set once, so they are told once per receipt. */
    payerToldStuckAt: ts('payer_told_stuck_at'),
    status: varchar('status', { length: 20 }).notNull().default('confirming'),
    /** From Transaction Status. */
    confirmedAmount: integer('confirmed_amount'),
    confirmedAccount: varchar('confirmed_account', { length: 40 }),
    paymentId: integer('payment_id').references(() => payments.id),
    /** Why the money goes back: unknown_account, wrong_amount, already_paid. */
    holdReason: varchar('hold_reason', { length: 20 }),
    /** The current reversal attempt (okota-c2b-<id>-<n>) and Daraja's OriginatorConversationID of its request. */
    reversalAttempt: integer('reversal_attempt').notNull().default(0),
    reversalRequestId: varchar('reversal_request_id', { length: 100 }),
    reversalTransactionId: varchar('reversal_transaction_id', { length: 50 }),
    /** Daraja's words when a reversal failed, or a note while one is open; why a receipt was rejected. */
    note: text('note'),
    reversedAt: ts('reversed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('paybill_receipts_status_check', sql`${t.status} in ('confirming', 'applied', 'rejected', 'reversal_pending', 'reversed', 'reversal_failed')`),
    check('paybill_receipts_hold_reason_check', sql`${t.holdReason} is null or ${t.holdReason} in ('unknown_account', 'wrong_amount', 'already_paid')`),
    /** Money is either applied to a payment or sent back, never both. */
    check('paybill_receipts_applied_or_held_check', sql`${t.status} <> 'applied' or (${t.paymentId} is not null and ${t.holdReason} is null)`),
    uniqueIndex('paybill_receipts_trans_id_unique').on(t.transId),
    /** One receipt buys one payment; a second one for the same account is held and reversed. */
    uniqueIndex('paybill_receipts_one_applied_per_payment')
      .on(t.paymentId)
      .where(sql`${t.status} = 'applied'`),
    index('paybill_receipts_status_idx').on(t.status, t.updatedAt),
  ],
);
