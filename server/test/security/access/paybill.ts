/** The access table: Daraja's calls about our Paybill (C2B), and a held receipt for the admin rows. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../src/db/client';
import { paybillReceipts } from '../../../src/db/schema';
import { TEST_CALLBACK_SECRET } from '../../../src/integrations/daraja/simulator/loopback.test-support';
import { type AccessRow, same } from './kit';

const wrongSecret = () => randomBytes(24).toString('hex');
const receipt = () => `QA${randomBytes(4).toString('hex').toUpperCase()}`;
const NOT_FOUND_RESULT = {
  ResultType: 0,
  ResultCode: 'R000002',
  ResultDesc: 'The OriginalTransactionID is invalid.',
  OriginatorConversationID: '1234-1234567-1',
};

const confirmation = () => ({
  TransactionType: 'Pay Bill',
  TransID: receipt(),
  TransTime: '20261127120000',
  TransAmount: '150.00',
  BusinessShortCode: '174379',
  BillRefNumber: 'OKZZZZ',
  InvoiceNumber: '',
  OrgAccountBalance: '',
  ThirdPartyTransID: '',
  MSISDN: '25470****149',
  FirstName: 'A',
  MiddleName: '',
  LastName: 'B',
});

const HOOKS: Array<{ path: string; wrong: string; right: () => string; payload: () => unknown; note: string }> = [
  {
    path: 'paybill/validation',
    wrong: 'paybill/validation',
    right: () => 'paybill/validation',
    payload: confirmation,
    note: 'accepted; everything is decided after the confirmation',
  },
  {
    path: 'paybill/confirmation',
    wrong: 'paybill/confirmation',
    right: () => 'paybill/confirmation',
    payload: confirmation,
    note: 'recorded once per receipt, then confirmed by Transaction Status before anything changes',
  },
  {
    path: 'paybill/status/{transId}',
    wrong: 'paybill/status/QA000000',
    right: () => `paybill/status/${receipt()}`,
    payload: () => ({ Result: NOT_FOUND_RESULT }),
    note: 'accepted; only a receipt being confirmed can change',
  },
  ...(['reversal-result', 'reversal-timeout', 'reversal-status'] as const).map((hook) => ({
    path: `paybill/${hook}/{attemptId}`,
    wrong: `paybill/${hook}/okota-c2b-1-1`,
    right: () => `paybill/${hook}/okota-c2b-999999-1`,
    payload: () => ({ Result: NOT_FOUND_RESULT }),
    note: 'accepted; only a Transaction Status answer marks held money reversed',
  })),
];

export const PAYBILL_HOOK_ROWS: AccessRow[] = HOOKS.flatMap((hook): AccessRow[] => [
  {
    route: `POST /api/payments/hooks/{secret}/${hook.path}`,
    case: 'a wrong secret',
    expect: same(404),
    undocumented: true,
    note: "Daraja's call about our Paybill; the secret path is the credential",
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${wrongSecret()}/${hook.wrong}`, payload: hook.payload() }),
  },
  {
    route: `POST /api/payments/hooks/{secret}/${hook.path}`,
    case: 'the right secret, nothing of ours',
    expect: same(200),
    undocumented: true,
    note: hook.note,
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/${hook.right()}`, payload: hook.payload() }),
  },
]);

/** Held Paybill money whose reversal M-Pesa refused: what an admin may retry. */
export async function failedPaybillReversal(db: Database) {
  const [row] = await db
    .insert(paybillReceipts)
    .values({
      transId: receipt(),
      claimedAccount: 'OKZZZZ',
      claimedAmount: '150.00',
      status: 'reversal_failed',
      holdReason: 'unknown_account',
      confirmedAmount: 150,
      confirmedAccount: 'OKZZZZ',
      reversalAttempt: 1,
      note: 'M-Pesa reversal R000002: The OriginalTransactionID is invalid.',
    })
    .returning();
  return row;
}
