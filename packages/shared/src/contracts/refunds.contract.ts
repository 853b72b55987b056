/** The admin refund routes' contract (GET /api/admin/refunds, POST …/retry), and what they leave out. */
import { z } from 'zod';
import { PAYMENT_STATUSES, REFUND_REASONS } from '../constants';
import { payoutStatus } from './payments.contract';

export const refundRow = z.object({
  paymentId: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  claimerId: z.string(),
  claimerName: z.string(),
  claimerPhone: z.string().describe('The phone that paid, and that the reversal credits'),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  payoutStatus,
  mpesaTransactionId: z.string().nullable().describe("The claimer's payment receipt, the one reversed"),
  completedAt: z.date().nullable(),
  refundReason: z.enum(REFUND_REASONS).nullable(),
  refundAttempts: z.number(),
  refundOriginatorId: z.string().nullable().describe('Our id of the current (or landed) reversal attempt'),
  refundRequestedAt: z.date().nullable(),
  refundedAt: z.date().nullable(),
  refundTransactionId: z.string().nullable().describe("The reversal's M-Pesa transaction id"),
  refundError: z.string().nullable().describe("Daraja's reason when M-Pesa refused it, or a note while it is open"),
  disputeReason: z.string().nullable(),
});

export const refundsAnswer = z.object({
  pending: z.array(refundRow),
  failed: z.array(refundRow),
  refunded: z.array(refundRow),
});

export const portalReversalBody = z.object({
  receipt: z.string().trim().min(1).max(20).describe('The M-Pesa receipt of the reversal made in the M-Pesa organisation portal'),
});

export const portalReversalAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: z.object({ id: z.number(), status: z.enum(PAYMENT_STATUSES), refundError: z.string().nullable() }),
});

export const refundRetryAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: z.object({ id: z.number(), status: z.enum(PAYMENT_STATUSES), refundOriginatorId: z.string().nullable(), refundError: z.string().nullable() }),
});
