/**
 * The payments feature for the pages that compose it (item page, dashboards). Import it only
 * from lazily loaded pages: the payment dialog and its strings stay out of the landing page.
 */
import './i18n';
import './refunds-i18n';
import './paid-path-i18n';
import './paybill-i18n';

export { PayButton, type PayButtonProps } from './components/pay-button';
export { FinderContactCard, type FinderContactCardProps } from './components/finder-contact-card';
export { HandoverActions } from './components/handover-actions';
export { PaidClaimContent, useIsHandoverDone, useIsPaymentReturned } from './components/paid-claim-content';
export { FinderHandoverStatus } from './components/finder-handover-status';
export { FinderEarningsPanel } from './components/finder-earnings-panel';
export { PayoutsWaitingForPhone, PayoutWaitingNotice, VerifyPhoneButton } from './components/payout-waiting';
export { PayoutBadge } from './components/payment-badges';
export { ClaimerPaymentsPanel } from './components/claimer-payments-panel';
export { ClaimerRefundNotices } from './components/claimer-refund-notices';
export { isRefundStatus } from './lib/refund-notice';
export { isHandoverDone } from './lib/handover';
export { usePaymentTrigger } from './hooks/use-payment-trigger';
export { useMyPayments } from './api/get-my-payments';
export { paymentKeys } from './api/keys';
export type { MyPayment, MyPayments, PaymentStatus, PayoutStatus } from './api/types';
