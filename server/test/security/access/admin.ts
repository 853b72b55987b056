/** The access table: admin: one guard for every /api/admin/* path. */
import { randomBytes } from 'node:crypto';
import { getCurrentFees } from '../../../src/features/settings/settings.repository';
import { freshEmail, freshPhone } from '../security.test-support';
import { type AccessRow, adminOnly, adminGet } from './kit';
import { failedPaybillReversal } from './paybill';

export const ADMIN_ROWS: AccessRow[] = [
  adminGet('/api/admin/items?status=all'),
  {
    route: 'POST /api/admin/items/{id}/hide',
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/items/${(await w.fresh.item()).id}/hide`, payload: { reason: 'Duplicate listing' } }),
  },
  {
    route: 'POST /api/admin/items/{id}/unhide',
    expect: adminOnly(),
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/items/${(await w.fresh.item({ isHidden: true, hiddenAt: new Date(), hiddenReason: 'Check' })).id}/unhide`,
    }),
  },
  {
    route: 'DELETE /api/admin/items/{id}',
    expect: adminOnly(),
    call: async (w) => ({ method: 'DELETE', url: `/api/admin/items/${(await w.fresh.item()).id}`, payload: { reason: 'Prohibited item' } }),
  },
  adminGet('/api/admin/users'),
  {
    route: 'POST /api/admin/users/{id}/suspend',
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/users/${(await w.fresh.user()).user.id}/suspend`, payload: { reason: 'Spam listings' } }),
  },
  ...(['unsuspend', 'activate'] as const).map((action): AccessRow => ({
    route: `POST /api/admin/users/{id}/${action}`,
    expect: adminOnly(),
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/users/${(await w.fresh.user({ suspended: true, suspendedAt: new Date(), suspensionReason: 'Spam' })).user.id}/${action}`,
    }),
  })),
  {
    route: 'POST /api/admin/users/{id}/make-admin',
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/users/${(await w.fresh.user()).user.id}/make-admin` }),
  },
  {
    route: 'POST /api/admin/users/{id}/remove-admin',
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/users/${(await w.fresh.user({ role: 'admin' })).user.id}/remove-admin` }),
  },
  {
    route: 'POST /api/admin/users/{id}/verify',
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/users/${(await w.fresh.user({ emailVerified: false })).user.id}/verify` }),
  },
  {
    route: 'PUT /api/admin/users/{id}',
    expect: adminOnly(),
    call: async (w) => ({
      method: 'PUT',
      url: `/api/admin/users/${(await w.fresh.user()).user.id}`,
      payload: { email: freshEmail('edit'), phone: freshPhone() },
    }),
  },
  adminGet('/api/admin/categories'),
  {
    route: 'POST /api/admin/categories',
    expect: adminOnly(201),
    call: () => ({ method: 'POST', url: '/api/admin/categories', payload: { name: `Tools ${randomBytes(3).toString('hex')}`, icon: 'wrench' } }),
  },
  {
    route: 'PUT /api/admin/categories/{id}',
    expect: adminOnly(),
    call: async (w) => ({
      method: 'PUT',
      url: `/api/admin/categories/${(await w.fresh.category()).id}`,
      payload: { name: `Bags ${randomBytes(3).toString('hex')}`, icon: 'bag' },
    }),
  },
  {
    route: 'DELETE /api/admin/categories/{id}',
    expect: adminOnly(),
    call: async (w) => ({ method: 'DELETE', url: `/api/admin/categories/${(await w.fresh.category()).id}` }),
  },
  adminGet('/api/admin/settings'),
  {
    route: 'POST /api/admin/settings',
    expect: adminOnly(),
    note: 'set to the current value, so the fee stays',
    call: async (w) => ({ method: 'POST', url: '/api/admin/settings', payload: { key: 'finder_amount', value: (await getCurrentFees(w.db)).finderAmount } }),
  },
  {
    route: 'PUT /api/admin/settings/{key}',
    expect: adminOnly(),
    call: async (w) => ({ method: 'PUT', url: '/api/admin/settings/platform_amount', payload: { value: (await getCurrentFees(w.db)).platformAmount } }),
  },
  adminGet('/api/admin/payment-stats'),
  adminGet('/api/admin/analytics'),
  adminGet('/api/admin/stats'),
  adminGet('/api/admin/dashboard'),
  adminGet('/api/admin/reports'),
  ...(['resolve', 'dismiss'] as const).map((outcome): AccessRow => ({
    route: `POST /api/admin/reports/{id}/${outcome}`,
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/reports/${(await w.fresh.report()).id}/${outcome}`, payload: {} }),
  })),
  adminGet('/api/admin/audit'),
  adminGet('/api/admin/verifications'),
  adminGet('/api/admin/claims/held'),
  ...(['release', 'reject'] as const).map((action): AccessRow => ({
    route: `POST /api/admin/claims/{id}/${action}`,
    expect: adminOnly(),
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/claims/${(await w.fresh.pendingClaim({ heldAt: new Date(), heldReason: 'digits' })).id}/${action}`,
    }),
  })),
  adminGet('/api/admin/contact-messages'),
  {
    route: 'POST /api/admin/contact-messages/{id}/read',
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/contact-messages/${(await w.fresh.contactMessage()).id}/read` }),
  },
  adminGet('/api/admin/payouts'),
  {
    route: 'POST /api/admin/payouts/{paymentId}/retry',
    expect: adminOnly(),
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/payouts/${(await w.fresh.payment({ payoutStatus: 'failed', payoutError: 'M-Pesa B2C 1: balance' })).payment.id}/retry`,
    }),
  },
  {
    route: 'POST /api/admin/payments/{id}/resolve-dispute',
    expect: adminOnly(),
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/payments/${(await w.fresh.payment({ payoutStatus: 'disputed', disputedAt: new Date(), disputeReason: 'Never met' })).payment.id}/resolve-dispute`,
      payload: { resolution: 'release', note: 'Both confirmed the hand-over by phone' },
    }),
  },
  adminGet('/api/admin/refunds'),
  {
    route: 'POST /api/admin/refunds/{paymentId}/retry',
    expect: adminOnly(),
    note: 'a refund M-Pesa refused; any other state is 409',
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/refunds/${
        (
          await w.fresh.payment({
            status: 'refund_failed',
            payoutStatus: 'refunded',
            refundReason: 'dispute',
            refundOriginatorId: `okota-refund-${randomBytes(4).toString('hex')}-2`,
            refundError: 'M-Pesa reversal R000002: The OriginalTransactionID is invalid.',
          })
        ).payment.id
      }/retry`,
    }),
  },
  {
    route: 'POST /api/admin/refunds/{paymentId}/portal-reversal',
    expect: adminOnly(409),
    note: 'the receipt of a reversal made in the M-Pesa portal, for a refund M-Pesa refused (202, counted once Transaction Status confirms it); here the refund landed already: 409',
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/refunds/${(await w.fresh.payment({ status: 'refunded', payoutStatus: 'refunded', refundReason: 'dispute', refundedAt: new Date() })).payment.id}/portal-reversal`,
      payload: { receipt: 'QPT0000001' },
    }),
  },
  adminGet('/api/admin/paybill-receipts'),
  {
    route: 'POST /api/admin/paybill-receipts/{id}/retry',
    expect: adminOnly(),
    note: 'held Paybill money whose reversal M-Pesa refused; any other state is 409',
    call: async (w) => ({ method: 'POST', url: `/api/admin/paybill-receipts/${(await failedPaybillReversal(w.db)).id}/retry` }),
  },
  adminGet('/api/admin/ledger'),
  adminGet('/api/admin/ledger.csv'),
];
