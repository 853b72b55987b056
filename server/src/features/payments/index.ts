/**
 * The payments feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../payments' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export { paymentsFeature } from './payments.feature';
export { handOverPaidItem } from './handover/hand-over-item';
export { onHeldItemPaid } from './held-item-paid';
export { lockItemForPayment } from './payment-parties.repository';
export { findOpenOrSettledPayment } from './payments.repository';
export type { PaymentRow, PayoutStatus } from './payments.repository';
export { holdPayoutUntilCollected } from './payouts/payout-lifecycle';
export { paymentJobs } from './payment-jobs';
