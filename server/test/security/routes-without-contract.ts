/**
 * Routes still registered by hand, not yet from a contract (docs/decisions/0274). This list only
 * shrinks: route-contracts.test.ts fails when a route on it is converted and left here, or when a
 * route not on it is registered by hand.
 */
export const ROUTES_WITHOUT_CONTRACT: string[] = [
  'GET /api/admin/payouts',
  'POST /api/admin/payouts/{paymentId}/retry',
  'POST /api/admin/payments/{id}/resolve-dispute',
  'GET /api/admin/refunds',
  'POST /api/admin/refunds/{paymentId}/portal-reversal',
  'POST /api/admin/refunds/{paymentId}/retry',
  'GET /api/admin/ledger',
  'GET /api/admin/ledger.csv',
  'GET /api/admin/paybill-receipts',
  'POST /api/admin/paybill-receipts/{id}/retry',
  'GET /api/admin/sms',
  'GET /api/admin/organisations',
  'POST /api/admin/organisations/{id}/verify',
  'POST /api/admin/organisations/{id}/reject',
  'POST /api/admin/organisations/{id}/suspend',
  'POST /api/admin/organisations/{id}/reinstate',
  'POST /api/admin/organisations/{id}/apply-texts',
  'POST /api/admin/organisations/{id}/drop-texts',
  'GET /api/admin/whatsapp',
  'GET /api/admin/whatsapp/texts',
];
