import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseReversalResult, parseTransactionStatusResult } from './daraja-callbacks';
import { createDarajaClient } from './daraja-client';
import { DarajaError } from './daraja-errors';
import { resolveDarajaSettings } from './daraja-settings';
import { startLoopbackApp, waitFor, type LoopbackApp } from './simulator/loopback.test-support';

/** Transaction Reversal through the real client, against the simulator over HTTP (docs/reference/mpesa-daraja.md §6). */
describe('Daraja reversal against the simulator over HTTP', () => {
  let t: LoopbackApp;
  let server: Server;
  let peerUrl = '';
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];

  beforeAll(async () => {
    t = await startLoopbackApp();
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(body || '{}') });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    peerUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterEach(async () => {
    await t.simulator.reset();
    await t.simulator.setDelay(20);
    received.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const client = () =>
    createDarajaClient(
      resolveDarajaSettings(t.config, () => t.simulatorUrl),
      { retryDelayMs: 5 },
    );
  const callback = (path: string) => waitFor(async () => received.find((r) => r.path === path));
  /** A paid STK push from `msisdn`, whose receipt the reversal names. */
  async function paidReceipt(msisdn: string): Promise<string> {
    await client().stkPush({ amount: 150, msisdn, callbackUrl: `${peerUrl}/stk`, accountReference: 'OKOTA1', transactionDesc: 'Okota claim fee' });
    const stk = await callback('/stk');
    const items = (stk.body.Body as { stkCallback: { CallbackMetadata: { Item: Array<{ Name: string; Value?: unknown }> } } }).stkCallback.CallbackMetadata
      .Item;
    return String(items.find((i) => i.Name === 'MpesaReceiptNumber')!.Value);
  }
  const reverse = (transactionId: string, amount = 150) =>
    client().reversal({
      transactionId,
      amount,
      resultUrl: `${peerUrl}/reversal`,
      queueTimeoutUrl: `${peerUrl}/reversal-timeout`,
      remarks: 'Okota refund of payment 7',
      occasion: 'Payment 7',
    });

  it('reverses a payment: accepted at once, the result names the original, and Transaction Status confirms it', async () => {
    const receipt = await paidReceipt('254708374149');
    const accepted = await reverse(receipt);
    expect(accepted).toEqual({ originatorConversationId: expect.stringMatching(/^\d{4}-\d{7}-1$/), conversationId: expect.stringMatching(/^AG_/) });
    const result = parseReversalResult((await callback('/reversal')).body);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        resultCode: '0',
        originatorConversationId: accepted.originatorConversationId,
        originalTransactionId: receipt,
        amount: 150,
      }),
    });
    const reversalId = (result as { value: { transactionId: string } }).value.transactionId;
    expect(reversalId).toMatch(/^[A-Z0-9]{10}$/);

    await client().transactionStatus({
      originatorConversationId: accepted.originatorConversationId,
      party: 'paybill',
      resultUrl: `${peerUrl}/status`,
      queueTimeoutUrl: `${peerUrl}/status`,
      remarks: 'Okota refund check 7',
    });
    const status = parseTransactionStatusResult((await callback('/status')).body);
    expect(status).toEqual({ ok: true, value: expect.objectContaining({ resultCode: '0', transactionStatus: 'Completed', receipt: reversalId, amount: 150 }) });
    const sent = (await t.simulator.state()).reversals[0];
    expect(sent).toMatchObject({ originalTransactionId: receipt, msisdn: '254708374149' });
  });

  it('a second reversal of the same payment is refused; the test numbers fail with a string ResultCode or time out', async () => {
    const receipt = await paidReceipt('254708374149');
    await reverse(receipt);
    await callback('/reversal');
    received.length = 0;
    await reverse(receipt);
    expect(parseReversalResult((await callback('/reversal')).body)).toMatchObject({ ok: true, value: { resultCode: 'R000001' } });

    received.length = 0;
    const refused = await paidReceipt('254700300002');
    received.length = 0;
    await reverse(refused);
    const failure = (await callback('/reversal')).body as { Result: { ResultCode: unknown; ResultParameters?: unknown } };
    expect(failure.Result.ResultCode).toBe('R000002');
    expect(failure.Result.ResultParameters).toBeUndefined();

    received.length = 0;
    const slow = await paidReceipt('254700300003');
    received.length = 0;
    await reverse(slow);
    expect((await callback('/reversal-timeout')).body).toMatchObject({ Result: { ResultType: 1, ResultCode: 1 } });
    expect(received.some((r) => r.path === '/reversal')).toBe(false);
  });

  it('validates like Daraja: the misspelled RecieverIdentifierType, the amount of the original, the command', async () => {
    const receipt = await paidReceipt('254708374149');
    const error = await reverse(receipt, 151).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DarajaError);
    expect((error as DarajaError).details.errorMessage).toBe('Bad Request - Invalid Amount');
    const token = await client().accessToken();
    const raw = await fetch(`${t.simulatorUrl}/mpesa/reversal/v1/request`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        Initiator: 'testapi',
        SecurityCredential: 'x',
        CommandID: 'TransactionReversal',
        TransactionID: receipt,
        Amount: 150,
        ReceiverParty: '174379',
        ReceiverIdentifierType: '11',
        ResultURL: `${peerUrl}/r`,
        QueueTimeOutURL: `${peerUrl}/t`,
        Remarks: 'Okota refund',
      }),
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid RecieverIdentifierType' });
  });
});
