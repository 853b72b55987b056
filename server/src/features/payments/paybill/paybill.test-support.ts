/** Helpers for the Paybill tests: asking for an account number, a customer paying it, and waiting for the receipt's end. */
import { eq } from 'drizzle-orm';
import { paybillReceipts } from '../../../db/schema';
import { TEST_CALLBACK_SECRET, waitFor, type LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import type { PaybillReceiptRow } from './paybill-receipts.repository';

export const BUSINESS_NUMBER = '174379';
export const confirmationUrl = `/api/payments/hooks/${TEST_CALLBACK_SECRET}/paybill/confirmation`;

export const askPaybill = (t: LoopbackApp, token: string | undefined, itemId: unknown) =>
  t.request({ method: 'POST', url: '/api/payments/paybill', token, payload: { itemId } });

/** The app registers its C2B URLs once listening, a moment after start. */
export const registered = (t: LoopbackApp) => waitFor(async () => (await t.simulator.state()).c2bRegistrations.length > 0, { timeoutMs: 10_000 });

/** A customer pays our Paybill from their phone; the receipt (TransID). */
export async function payPaybill(t: LoopbackApp, accountReference: string, amount: number, phone = '0708374149'): Promise<string> {
  const outcome = await t.simulator.payPaybill({ phone, businessNumber: BUSINESS_NUMBER, accountReference, amount });
  if (!outcome.accepted) throw new Error(`Paybill payment refused: ${outcome.resultCode}`);
  return outcome.transId;
}

export async function receiptRow(t: LoopbackApp, transId: string): Promise<PaybillReceiptRow | undefined> {
  const [row] = await t.app.ctx.db.select().from(paybillReceipts).where(eq(paybillReceipts.transId, transId));
  return row;
}

/** Runs due jobs until the receipt (once the confirmation arrived) satisfies the check. */
export function receiptUntil(t: LoopbackApp, transId: string, check: (row: PaybillReceiptRow) => boolean, timeoutMs = 15_000): Promise<PaybillReceiptRow> {
  return waitFor(
    async () => {
      await t.app.ctx.jobs.runDueJobs();
      const row = await receiptRow(t, transId);
      return row && check(row) ? row : undefined;
    },
    { timeoutMs, intervalMs: 25 },
  );
}

/** A confirmation as anyone who learnt the URL could post it. */
export function forgedConfirmation(transId: string, account: string, amount: string) {
  return {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: '20261127120000',
    TransAmount: amount,
    BusinessShortCode: BUSINESS_NUMBER,
    BillRefNumber: account,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '25470****149',
    FirstName: 'FORGED',
    MiddleName: '',
    LastName: 'CALLER',
  };
}
