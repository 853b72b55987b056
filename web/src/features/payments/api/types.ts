/** Answers of the payments API, inferred from their contract so they are written once. */
import type { z } from 'zod';
import type { WireOf } from '@okota/shared/contracts/wire';
import type {
  handoverAnswer,
  initiateAnswer,
  myPaymentsAnswer,
  payoutStatus,
  payoutsAnswer,
  simulatorInfo,
  verifyAnswer,
} from '@okota/shared/contracts/payments.contract';
import type { PaymentStatus, RefundReason } from '@okota/shared';

export type { PaymentStatus, RefundReason };
export type PayoutStatus = z.output<typeof payoutStatus>;
export type InitiatedPayment = WireOf<typeof initiateAnswer>;
export type VerifyAnswer = WireOf<typeof verifyAnswer>;
export type MyPayments = WireOf<typeof myPaymentsAnswer>;
export type MyPayment = MyPayments['payments'][number];
export type HandoverAnswer = WireOf<typeof handoverAnswer>;
export type Payouts = WireOf<typeof payoutsAnswer>;
export type PayoutGroup = keyof Payouts;
export type PayoutRow = Payouts[PayoutGroup][number];
export type SimulatorInfo = WireOf<typeof simulatorInfo>;
