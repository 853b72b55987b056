import type { PaymentStatus, RefundReason } from '@okota/shared';

export type { PaymentStatus, RefundReason };
export type PayoutStatus = 'none' | 'held' | 'queued' | 'awaiting_phone' | 'processing' | 'paid' | 'failed' | 'disputed' | 'refunded';

export interface InitiatedPayment {
  success: true;
  message: string;
  payment: { id: number; status: PaymentStatus; amount: number };
  simulator: boolean;
}

export interface VerifyAnswer {
  verified: boolean;
  status: PaymentStatus;
  resultCode?: string;
  message?: string;
  /** The M-Pesa receipt of a completed payment (the payer only). */
  receipt?: string;
}

export interface MyPayment {
  id: number;
  itemId: number;
  itemTitle: string;
  role: 'claimer' | 'finder';
  claimerId: string;
  finderId: string;
  amount: number;
  finderAmount: number;
  platformAmount: number;
  status: PaymentStatus;
  resultCode: string | null;
  failureReason: string | null;
  phoneNumber: string | null;
  mpesaTransactionId: string | null;
  createdAt: string;
  completedAt: string | null;
  payoutStatus: PayoutStatus;
  payoutDueAt: string | null;
  finderPaid: boolean;
  finderPaidAt: string | null;
  finderTransactionId: string | null;
  receiptConfirmedAt: string | null;
  disputedAt: string | null;
  refundedAt: string | null;
  /**
   * The reversal's M-Pesa receipt, shown on a landed refund. GET /api/payments does not send it
   * yet (server/src/features/payments/list-my-payments.ts); the screen shows it once it does.
   */
  refundTransactionId?: string | null;
}

export interface MyPayments {
  payments: MyPayment[];
  totals: {
    asClaimer: { totalSpent: number; successfulClaims: number; pendingCount: number };
    asFinder: { totalEarned: number; itemsClaimed: number; averagePerItem: number; paidOut: number };
  };
}

export interface HandoverAnswer {
  success: true;
  message: string;
  payment: { id: number; status: PaymentStatus; payoutStatus: PayoutStatus; payoutDueAt: string | null; receiptConfirmedAt: string | null; disputedAt: string | null };
}

export interface PayoutRow {
  paymentId: number;
  itemId: number;
  itemTitle: string;
  finderName: string;
  finderPhone: string;
  claimerName: string;
  amount: number;
  finderAmount: number;
  status: PaymentStatus;
  completedAt: string | null;
  mpesaTransactionId: string | null;
  payoutStatus: PayoutStatus;
  payoutDueAt: string | null;
  payoutAttempts: number;
  payoutError: string | null;
  finderPaidAt: string | null;
  finderTransactionId: string | null;
  disputeReason: string | null;
  disputedAt: string | null;
  disputeResolution: string | null;
  refundedAt: string | null;
}

export type PayoutGroup = 'held' | 'queued' | 'failed' | 'disputed' | 'paid' | 'refunded';
export type Payouts = Record<PayoutGroup, PayoutRow[]>;

export interface SimulatorInfo {
  enabled: boolean;
  testNumbers: Array<{ phoneNumber: string; outcome: string; resultCode: number }>;
}
