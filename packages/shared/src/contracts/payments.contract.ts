/**
 * The payments API's contract (docs/product/user-flows.md section 5): the server validates and documents
 * from it, the web infers its types from it; response schemas also drop what a caller must not
 * receive. Request bodies are in ../schemas/payment.schema.ts.
 */
import { z } from 'zod';
import { PAYMENT_STATUSES, REFUND_REASONS } from '../constants';
import { dbId } from './ids';
import { errorResponse } from './error.contract';

export const paymentIdParams = z.object({ paymentId: dbId });

export const paymentStatus = z.enum(PAYMENT_STATUSES);
export const payoutStatus = z.enum(['none', 'held', 'queued', 'awaiting_phone', 'processing', 'paid', 'failed', 'disputed', 'refunded']);

export const paymentSummary = z.object({ id: z.number(), status: paymentStatus, amount: z.number() });

export const initiateAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentSummary,
  /** True when the built-in Daraja simulator takes the payment (development). */
  simulator: z.boolean(),
});

export const feeChangedAnswer = errorResponse.extend({
  currentFee: z.number(),
  fees: z.object({ finderAmount: z.number(), platformAmount: z.number(), totalFee: z.number() }).passthrough(),
});

/** POST /api/payments/initiate refused: not the approved claimer (403), or already paid (409). */
export const initiateRefusal = errorResponse;
/** 409: the fee changed since the payer saw it (with the current fee), or the item is already paid. */
export const initiateConflict = z.union([feeChangedAnswer, initiateRefusal]);

export const verifyAnswer = z.object({
  verified: z.boolean(),
  status: paymentStatus,
  resultCode: z.string().optional(),
  message: z.string().optional(),
  receipt: z.string().optional().describe('The M-Pesa receipt of a completed payment; only for the claimer'),
  returned: z
    .object({
      sent: z.number().describe('What the payer sent to the Paybill'),
      fee: z.number(),
      receipt: z.string().describe('The M-Pesa receipt of the payment sent back'),
      state: z.enum(['on_its_way', 'returned', 'delayed']),
    })
    .optional()
    .describe('A Paybill payment of the wrong amount, sent back; only for the claimer (the payment stays pending: the right amount still pays)'),
});

export const myPayment = z.object({
  id: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  role: z.enum(['claimer', 'finder']),
  claimerId: z.string(),
  finderId: z.string(),
  amount: z.number(),
  finderAmount: z.number(),
  platformAmount: z.number(),
  status: paymentStatus,
  resultCode: z.string().nullable(),
  failureReason: z.string().nullable(),
  phoneNumber: z.string().nullable().describe('The paying phone; only for the claimer'),
  mpesaTransactionId: z.string().nullable().describe('The M-Pesa receipt; only for the claimer'),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
  payoutStatus,
  payoutDueAt: z.date().nullable(),
  finderPaid: z.boolean(),
  finderPaidAt: z.date().nullable(),
  finderTransactionId: z.string().nullable().describe('The payout receipt; only for the finder'),
  receiptConfirmedAt: z.date().nullable(),
  disputedAt: z.date().nullable(),
  refundedAt: z.date().nullable(),
  refundTransactionId: z.string().nullable().describe("The reversal's M-Pesa receipt, once the refund landed; only for the claimer"),
  refundReason: z
    .enum(REFUND_REASONS)
    .nullable()
    .describe('Why the money went back: a dispute, a revoked claim, a removed item, a claim already paid; only for the claimer'),
});

export const myPaymentsAnswer = z.object({
  payments: z.array(myPayment),
  totals: z.object({
    asClaimer: z.object({ totalSpent: z.number(), successfulClaims: z.number(), pendingCount: z.number() }),
    asFinder: z.object({ totalEarned: z.number(), itemsClaimed: z.number(), averagePerItem: z.number(), paidOut: z.number() }),
  }),
});

export const handoverAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: z.object({
    id: z.number(),
    status: paymentStatus,
    payoutStatus,
    payoutDueAt: z.date().nullable(),
    receiptConfirmedAt: z.date().nullable(),
    disputedAt: z.date().nullable(),
  }),
});

export const payoutRow = z.object({
  paymentId: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  finderId: z.string(),
  finderName: z.string(),
  finderPhone: z.string(),
  claimerId: z.string(),
  claimerName: z.string(),
  amount: z.number(),
  finderAmount: z.number(),
  platformAmount: z.number(),
  status: paymentStatus,
  completedAt: z.date().nullable(),
  mpesaTransactionId: z.string().nullable(),
  payoutStatus,
  payoutDueAt: z.date().nullable(),
  payoutAttempts: z.number(),
  payoutOriginatorId: z.string().nullable(),
  payoutError: z.string().nullable(),
  finderPaid: z.boolean(),
  finderPaidAt: z.date().nullable(),
  finderTransactionId: z.string().nullable(),
  receiptConfirmedAt: z.date().nullable(),
  disputeReason: z.string().nullable(),
  disputedAt: z.date().nullable(),
  disputeResolution: z.string().nullable(),
  refundedAt: z.date().nullable(),
});

export const payoutsAnswer = z.object({
  held: z.array(payoutRow),
  queued: z.array(payoutRow),
  failed: z.array(payoutRow),
  disputed: z.array(payoutRow),
  paid: z.array(payoutRow),
  refunded: z.array(payoutRow),
});

export const simulatorInfo = z.object({
  enabled: z.boolean(),
  testNumbers: z.array(z.object({ phoneNumber: z.string(), outcome: z.string(), resultCode: z.number() })),
});

/** POST /api/payments/paybill: pay the fee by M-Pesa Paybill (Daraja C2B) instead of the STK push. */
export const paybillRequest = z.object({ itemId: dbId });

export const paybillAnswer = z.object({
  payment: z.object({ id: z.number(), status: z.literal('pending') }),
  paybill: z.object({
    businessNumber: z.string().describe('The Paybill (business) number to pay'),
    accountNumber: z.string().describe('Names this payment; upper case, no 0/O or 1/I'),
    amount: z.number().describe('The exact amount, whole shillings'),
  }),
  /** True when the built-in Daraja simulator takes the payment (development): the dialog shows how to simulate it. */
  simulator: z.boolean(),
});

export const paybillReceiptRow = z.object({
  id: z.number(),
  transId: z.string().describe('The M-Pesa receipt of the payment to our Paybill'),
  status: z.enum(['confirming', 'applied', 'rejected', 'reversal_pending', 'reversed', 'reversal_failed']),
  holdReason: z.enum(['unknown_account', 'wrong_amount', 'already_paid']).nullable(),
  claimedAccount: z.string().describe('The account number as the confirmation gave it'),
  claimedAmount: z.string(),
  confirmedAccount: z.string().nullable().describe('As M-Pesa confirmed it (Transaction Status)'),
  confirmedAmount: z.number().nullable(),
  msisdn: z.string().nullable().describe('The paying phone, masked by M-Pesa'),
  paymentId: z.number().nullable(),
  reversalAttempt: z.number(),
  reversalTransactionId: z.string().nullable(),
  note: z.string().nullable().describe("Daraja's reason when a reversal failed, a note while one is open, or why a receipt was rejected"),
  reversedAt: z.date().nullable(),
  createdAt: z.date(),
});

export const paybillReceiptsAnswer = z.object({ receipts: z.array(paybillReceiptRow) });
export const paybillRetryAnswer = z.object({ success: z.literal(true), message: z.string(), receipt: paybillReceiptRow });
