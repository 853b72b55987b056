/** Payments: the payer's STK push and Paybill, the payment's state, the hand-over (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

const payments = {
  tag: 'payments',
  load: async () => ({ ...(await import('./payments.contract')), ...(await import('../schemas/payment.schema')), ...(await import('./ids')) }),
  access: 'user',
} as const;

export const initiate = defineRoute({
  ...payments,
  method: 'POST',
  path: '/api/payments/initiate',
  summary: 'Pay the fee for an item by M-Pesa STK push (the approved claimer only)',
  schema: (s) => ({ body: s.initiatePaymentSchema, response: s.initiateAnswer, errors: { 409: s.initiateConflict } }),
});

export const verify = defineRoute({
  ...payments,
  method: 'GET',
  path: '/api/payments/:id/verify',
  summary: "A payment's state (its claimer, its finder or an admin); asks Daraja when pending over 30 s",
  schema: (s) => ({ params: s.idParams, response: s.verifyAnswer }),
});

export const mine = defineRoute({
  ...payments,
  method: 'GET',
  path: '/api/payments',
  summary: 'My payments as claimer and as finder, with totals of completed payments',
  schema: (s) => ({ response: s.myPaymentsAnswer }),
});

export const confirmReceipt = defineRoute({
  ...payments,
  method: 'POST',
  path: '/api/payments/:id/confirm-receipt',
  summary: 'The paying claimer confirms the item was handed over: item completed, finder payout queued',
  schema: (s) => ({ params: s.idParams, response: s.handoverAnswer }),
});

export const dispute = defineRoute({
  ...payments,
  method: 'POST',
  path: '/api/payments/:id/dispute',
  summary: 'The paying claimer reports a problem with the hand-over (within 72 hours): the payout is held for admins',
  schema: (s) => ({ params: s.idParams, body: s.disputeSchema, response: s.handoverAnswer }),
});

export const paybill = defineRoute({
  ...payments,
  method: 'POST',
  path: '/api/payments/paybill',
  summary: 'Pay the fee by M-Pesa Paybill: the business number, an account number naming this payment, the exact amount (the approved claimer only)',
  schema: (s) => ({ body: s.paybillRequest, response: s.paybillAnswer, errors: { 409: s.initiateConflict } }),
});

export const simulator = defineRoute({
  ...payments,
  tag: 'public',
  access: 'public',
  readOnly: true,
  method: 'GET',
  path: '/api/public/payment-simulator',
  summary: 'In simulator mode, the test phone numbers and the outcome each one gives',
  schema: (s) => ({ response: s.simulatorInfo }),
});
