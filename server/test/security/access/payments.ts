/** The access table: payments. */
import { randomBytes } from 'node:crypto';
import { TEST_CALLBACK_SECRET } from '../../../src/integrations/daraja/simulator/loopback.test-support';
import { type AccessRow, same, signedIn, get } from './kit';
import { PAYBILL_HOOK_ROWS } from './paybill';

export const PAYMENTS_ROWS: AccessRow[] = [
  {
    route: 'POST /api/payments/initiate',
    expect: signedIn(403, { approvedClaimer: 200, paidClaimer: 409 }),
    note: 'the approved claimer only, once',
    call: (w, role) => ({ method: 'POST', url: '/api/payments/initiate', payload: { itemId: w.itemFor(role).id, phoneNumber: '0708374149' } }),
  },
  {
    route: 'POST /api/payments/paybill',
    expect: signedIn(403, { approvedClaimer: 200, paidClaimer: 409 }),
    note: 'the approved claimer only; an account number naming the payment',
    call: (w, role) => ({ method: 'POST', url: '/api/payments/paybill', payload: { itemId: w.itemFor(role).id } }),
  },
  {
    route: 'GET /api/payments/{id}/verify',
    expect: signedIn(403, { finder: 200, paidClaimer: 200, admin: 200 }),
    call: (w) => get(`/api/payments/${w.paid.payment.id}/verify`),
  },
  { route: 'GET /api/payments', expect: signedIn(200), note: "one's own payments only", call: () => get('/api/payments') },
  {
    route: 'POST /api/payments/{id}/confirm-receipt',
    expect: signedIn(403, { paidClaimer: 200 }),
    note: 'the claimer who paid, nobody else',
    call: async (w) => ({ method: 'POST', url: `/api/payments/${(await w.fresh.payment()).payment.id}/confirm-receipt` }),
  },
  {
    route: 'POST /api/payments/{id}/dispute',
    expect: signedIn(403, { paidClaimer: 200 }),
    call: async (w) => ({
      method: 'POST',
      url: `/api/payments/${(await w.fresh.payment()).payment.id}/dispute`,
      payload: { reason: 'The finder never came to the meeting point.' },
    }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/stk',
    case: 'a wrong secret',
    expect: same(404),
    undocumented: true,
    note: "Daraja's callback; the secret path is the credential",
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/stk`, payload: { Body: {} } }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/stk',
    case: 'the right secret, unknown CheckoutRequestID',
    expect: same(200),
    undocumented: true,
    note: 'accepted, then confirmed by STK query before anything changes',
    call: () => ({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/stk`,
      payload: {
        Body: {
          stkCallback: {
            MerchantRequestID: 'm-1',
            CheckoutRequestID: `ws_CO_${randomBytes(6).toString('hex')}`,
            ResultCode: 1032,
            ResultDesc: 'Request cancelled by user',
          },
        },
      },
    }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-result',
    case: 'a wrong secret',
    expect: same(404),
    undocumented: true,
    note: "Daraja's B2C result; the secret path is the credential",
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/payout-result`, payload: { Result: {} } }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-result',
    case: 'the right secret, a payout that does not exist',
    expect: same(200),
    undocumented: true,
    note: 'accepted; confirmed with Daraja before a finder is marked paid',
    call: () => ({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-result`,
      payload: {
        Result: {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          OriginatorConversationID: 'okota-payout-999999-1',
          ConversationID: 'AG_20250601_0000',
          TransactionID: 'SF00000000',
        },
      },
    }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-timeout',
    case: 'a wrong secret',
    expect: same(404),
    undocumented: true,
    note: "Daraja's B2C queue timeout; the secret path is the credential",
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/payout-timeout`, payload: { Result: {} } }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-timeout',
    case: 'the right secret, a payout that does not exist',
    expect: same(200),
    undocumented: true,
    note: 'accepted; the payout is reconciled by a Transaction Status query, never sent twice',
    call: () => ({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-timeout`,
      payload: { Result: { OriginatorConversationID: 'okota-payout-999999-1' } },
    }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-status/{originatorConversationId}',
    case: 'a wrong secret',
    expect: same(404),
    undocumented: true,
    note: "Daraja's Transaction Status answer about a payout; the secret path is the credential",
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/payout-status/okota-payout-1-1`, payload: { Result: {} } }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-status/{originatorConversationId}',
    case: 'the right secret, a payout that does not exist',
    expect: same(200),
    undocumented: true,
    note: 'accepted; only a payout in processing with that id can change',
    call: () => ({
      method: 'POST',
      url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-status/okota-payout-999999-1`,
      payload: {
        Result: { ResultType: 0, ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.', OriginatorConversationID: '1234-1234567-1' },
      },
    }),
  },
  ...(['refund-result', 'refund-timeout', 'refund-status'] as const).flatMap((hook): AccessRow[] => [
    {
      route: `POST /api/payments/hooks/{secret}/${hook}/{attemptId}`,
      case: 'a wrong secret',
      expect: same(404),
      undocumented: true,
      note: "Daraja's answer about a reversal (refund); the secret path is the credential",
      call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/${hook}/okota-refund-999999-1`, payload: { Result: {} } }),
    },
    {
      route: `POST /api/payments/hooks/{secret}/${hook}/{attemptId}`,
      case: 'the right secret, a refund that does not exist',
      expect: same(200),
      undocumented: true,
      note: 'accepted; only a Transaction Status answer marks a refund done',
      call: () => ({
        method: 'POST',
        url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/${hook}/okota-refund-999999-1`,
        payload: { Result: REFUND_HOOK_RESULTS[hook] },
      }),
    },
  ]),
  ...(['refund-receipt/999999', 'refund-portal/999999/QPT0000001'] as const).flatMap((hook): AccessRow[] => {
    const route = `POST /api/payments/hooks/{secret}/${hook.startsWith('refund-receipt') ? 'refund-receipt/{paymentId}' : 'refund-portal/{paymentId}/{receipt}'}`;
    const payload = {
      Result: { ResultType: 0, ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.', OriginatorConversationID: '1234-1234567-1' },
    };
    return [
      {
        route,
        case: 'a wrong secret',
        expect: same(404),
        undocumented: true,
        note: 'Transaction Status about a receipt-less payment or a portal reversal; the secret path is the credential',
        call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/${hook}`, payload }),
      },
      {
        route,
        case: 'the right secret, a payment that does not exist',
        expect: same(200),
        undocumented: true,
        note: 'accepted; only a refund M-Pesa confirms changes',
        call: () => ({ method: 'POST', url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/${hook}`, payload }),
      },
    ];
  }),
  ...PAYBILL_HOOK_ROWS,
];

const REFUND_HOOK_RESULTS = {
  'refund-result': { ResultType: 0, ResultCode: 0, ResultDesc: 'The service request is processed successfully.', OriginatorConversationID: '1234-1234567-1' },
  'refund-timeout': { OriginatorConversationID: '1234-1234567-1' },
  'refund-status': { ResultType: 0, ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.', OriginatorConversationID: '1234-1234567-1' },
};
