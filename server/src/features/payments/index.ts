/**
 * The payments feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../payments' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export { paymentsFeature } from './payments.feature';
export { confirmHandover } from './handover/handover.repository';
export { onHeldItemPaid } from './held-item-paid';
export { lockItemForPayment } from './payment-parties.repository';
export { findOpenOrSettledPayment } from './payments.repository';
export type { PaymentRow, PayoutStatus } from './payments.repository';
export { closePayoutWithoutShare, holdPayoutUntilCollected } from './payouts/payout-lifecycle';
export { queuePayout } from './payouts/queue-payout';
