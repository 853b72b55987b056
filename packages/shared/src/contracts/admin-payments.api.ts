/**
 * The admin's money screens: finder payouts and disputes, refunds, the ledger and Paybill money
 * that bought no payment (one object per route, docs/decisions/0274; import as a namespace).
 * Admins only. The claimer's and M-Pesa's own payment routes are in payments.api.ts.
 */
import { defineRoute } from './route';

const payouts = {
  tag: 'admin',
  load: async () => ({ ...(await import('./payments.contract')), ...(await import('../schemas/payment.schema')), ...(await import('./ids')) }),
};

const refunds = {
  tag: 'admin',
  load: async () => ({ ...(await import('./refunds.contract')), ...(await import('./payments.contract')) }),
};

const ledger = {
  tag: 'admin',
  load: () => import('./ledger.contract'),
};

export const payoutList = defineRoute({
  ...payouts,
  method: 'GET',
  path: '/api/admin/payouts',
  access: 'admin',
  summary: 'Finder payouts: held, queued, failed, disputed, latest paid and refunded',
  schema: (s) => ({ response: s.payoutsAnswer }),
});

export const retryPayout = defineRoute({
  ...payouts,
  method: 'POST',
  path: '/api/admin/payouts/:paymentId/retry',
  access: 'admin',
  summary: 'Send a failed payout again',
  schema: (s) => ({ params: s.paymentIdParams, response: s.handoverAnswer }),
});

export const resolveDispute = defineRoute({
  ...payouts,
  method: 'POST',
  path: '/api/admin/payments/:id/resolve-dispute',
  access: 'admin',
  summary: 'Settle a hand-over dispute: refund the claimer or release the payout to the finder',
  schema: (s) => ({ params: s.idParams, body: s.resolveDisputeSchema, response: s.handoverAnswer }),
});

export const paybillReceipts = defineRoute({
  ...payouts,
  method: 'GET',
  path: '/api/admin/paybill-receipts',
  access: 'admin',
  summary: 'Paybill money that bought no payment: held and sent back, or rejected as not confirmed by M-Pesa',
  schema: (s) => ({ response: s.paybillReceiptsAnswer }),
});

export const retryPaybillReversal = defineRoute({
  ...payouts,
  method: 'POST',
  path: '/api/admin/paybill-receipts/:id/retry',
  access: 'admin',
  summary: 'Ask M-Pesa again to reverse held Paybill money it refused to reverse',
  schema: (s) => ({ params: s.idParams, response: s.paybillRetryAnswer }),
});

export const refundList = defineRoute({
  ...refunds,
  method: 'GET',
  path: '/api/admin/refunds',
  access: 'admin',
  summary: 'Refunds on their way, refused by M-Pesa (with the reason), and the latest landed',
  schema: (s) => ({ response: s.refundsAnswer }),
});

export const recordPortalReversal = defineRoute({
  ...refunds,
  method: 'POST',
  path: '/api/admin/refunds/:paymentId/portal-reversal',
  access: 'admin',
  status: 202,
  summary: 'Record a reversal made in the M-Pesa portal by its receipt; it counts once Transaction Status confirms it',
  schema: (s) => ({ params: s.paymentIdParams, body: s.portalReversalBody, response: s.portalReversalAnswer }),
});

export const retryRefund = defineRoute({
  ...refunds,
  method: 'POST',
  path: '/api/admin/refunds/:paymentId/retry',
  access: 'admin',
  summary: 'Ask M-Pesa again to reverse a refund it refused',
  schema: (s) => ({ params: s.paymentIdParams, response: s.refundRetryAnswer }),
});

export const ledgerList = defineRoute({
  ...ledger,
  method: 'GET',
  path: '/api/admin/ledger',
  access: 'admin',
  summary: 'Every payment, refund, payout and platform fee with its M-Pesa receipt and state; daily totals (EAT); the books',
  description: 'With ?format=csv the same entries come as a CSV file, as from /api/admin/ledger.csv.',
  schema: (s) => ({ query: s.ledgerQuery, response: s.ledgerAnswer }),
});

export const ledgerCsv = defineRoute({
  ...ledger,
  method: 'GET',
  path: '/api/admin/ledger.csv',
  access: 'admin',
  summary: 'The ledger entries as CSV (same filters)',
  schema: (s) => ({ query: s.ledgerQuery }),
});
