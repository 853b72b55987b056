/**
 * What M-Pesa (Daraja) calls about payments, payouts, refunds and the Paybill, at paths holding
 * the per-deployment secret (one object per route, docs/decisions/0274). The server checks the
 * secret (a wrong one looks like any unknown path) and answers in M-Pesa's shape; no page calls
 * these, and /api/docs leaves them out.
 */
import { defineRoute } from './route';

const hook = {
  tag: 'payments',
  load: () => import('./payment-hooks.contract'),
  access: 'callback',
  hidden: true,
  method: 'POST',
} as const;

const HOOKS = '/api/payments/hooks/:secret';

export const stk = defineRoute({
  ...hook,
  path: `${HOOKS}/stk`,
  summary: "The STK push's result",
  schema: (s) => ({ params: s.secretParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const payoutResult = defineRoute({
  ...hook,
  path: `${HOOKS}/payout-result`,
  summary: "A B2C payout's result",
  schema: (s) => ({ params: s.secretParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const payoutTimeout = defineRoute({
  ...hook,
  path: `${HOOKS}/payout-timeout`,
  summary: 'A B2C payout timed out in the queue',
  schema: (s) => ({ params: s.secretParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const payoutStatus = defineRoute({
  ...hook,
  path: `${HOOKS}/payout-status/:originatorConversationId`,
  summary: 'Transaction Status about a payout',
  schema: (s) => ({ params: s.payoutStatusParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const refundResult = defineRoute({
  ...hook,
  path: `${HOOKS}/refund-result/:attemptId`,
  summary: "A refund's reversal result",
  schema: (s) => ({ params: s.attemptParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const refundTimeout = defineRoute({
  ...hook,
  path: `${HOOKS}/refund-timeout/:attemptId`,
  summary: "A refund's reversal timed out in the queue",
  schema: (s) => ({ params: s.attemptParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const refundReceipt = defineRoute({
  ...hook,
  path: `${HOOKS}/refund-receipt/:paymentId`,
  summary: 'Transaction Status about a receipt-less payment, by its STK ids',
  schema: (s) => ({ params: s.hookPaymentParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const refundPortal = defineRoute({
  ...hook,
  path: `${HOOKS}/refund-portal/:paymentId/:receipt`,
  summary: 'Transaction Status about a reversal an admin made in the M-Pesa portal (docs/decisions/0262)',
  schema: (s) => ({ params: s.portalReversalParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

export const refundStatus = defineRoute({
  ...hook,
  path: `${HOOKS}/refund-status/:attemptId`,
  summary: 'Transaction Status about a refund',
  schema: (s) => ({ params: s.attemptParams, body: s.hookBody, response: s.hookAck, errors: s.hookErrors }),
});

const PAYBILL = `${HOOKS}/paybill`;

export const paybillValidation = defineRoute({
  ...hook,
  path: `${PAYBILL}/validation`,
  summary: 'C2B validation of a payment to our Paybill',
  schema: (s) => ({ params: s.secretParams, body: s.hookBody, response: s.paybillHookAck, errors: s.paybillHookErrors }),
});

export const paybillConfirmation = defineRoute({
  ...hook,
  path: `${PAYBILL}/confirmation`,
  summary: 'C2B confirmation of a payment to our Paybill',
  schema: (s) => ({ params: s.secretParams, body: s.hookBody, response: s.paybillHookAck, errors: s.paybillHookErrors }),
});

export const paybillStatus = defineRoute({
  ...hook,
  path: `${PAYBILL}/status/:transId`,
  summary: 'Transaction Status about a Paybill receipt',
  schema: (s) => ({ params: s.receiptParams, body: s.hookBody, response: s.paybillHookAck, errors: s.paybillHookErrors }),
});

export const paybillReversalResult = defineRoute({
  ...hook,
  path: `${PAYBILL}/reversal-result/:attemptId`,
  summary: "Held Paybill money's reversal result",
  schema: (s) => ({ params: s.attemptParams, body: s.hookBody, response: s.paybillHookAck, errors: s.paybillHookErrors }),
});

export const paybillReversalTimeout = defineRoute({
  ...hook,
  path: `${PAYBILL}/reversal-timeout/:attemptId`,
  summary: "Held Paybill money's reversal timed out in the queue",
  schema: (s) => ({ params: s.attemptParams, body: s.hookBody, response: s.paybillHookAck, errors: s.paybillHookErrors }),
});

export const paybillReversalStatus = defineRoute({
  ...hook,
  path: `${PAYBILL}/reversal-status/:attemptId`,
  summary: "Transaction Status about held Paybill money's reversal",
  schema: (s) => ({ params: s.attemptParams, body: s.hookBody, response: s.paybillHookAck, errors: s.paybillHookErrors }),
});
