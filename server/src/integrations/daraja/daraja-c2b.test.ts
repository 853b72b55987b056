import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseC2bConfirmation } from './daraja-c2b';
import { parseReversalResult, parseTransactionStatusResult } from './daraja-callbacks';
import { createDarajaClient } from './daraja-client';
import { DarajaError } from './daraja-errors';
import { resolveDarajaSettings } from './daraja-settings';
import { startLoopbackApp, waitFor, type LoopbackApp } from './simulator/loopback.test-support';

/** C2B Register URL, a customer paying the Paybill, and Transaction Status and Reversal of its receipt, through the real client (docs/reference/mpesa-daraja.md §6). */
describe('Daraja C2B against the simulator over HTTP', () => {
  let t: LoopbackApp;
  let server: Server;
  let peerUrl = '';
  let validationAnswer = { ResultCode: '0', ResultDesc: 'Accepted' };
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];

  beforeAll(async () => {
    t = await startLoopbackApp();
    server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ path: req.url ?? '', body: JSON.parse(body || '{}') });
        const answer = req.url === '/validate' ? validationAnswer : { ResultCode: 0, ResultDesc: 'Success' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    peerUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    // The app registers its own URLs once listening; ours must come after, to replace them.
    await waitFor(async () => (await t.simulator.state()).c2bRegistrations.length > 0);
  });
  afterEach(async () => {
    await t.simulator.reset();
    await t.simulator.setDelay(20);
    validationAnswer = { ResultCode: '0', ResultDesc: 'Accepted' };
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
  const register = () => client().registerC2bUrls({ confirmationUrl: `${peerUrl}/confirm`, validationUrl: `${peerUrl}/validate`, responseType: 'Completed' });
  const pay = (accountReference: string, amount = 150, phone = '0708374149') =>
    t.simulator.payPaybill({ phone, businessNumber: '174379', accountReference, amount });
  const arrived = (path: string) => waitFor(async () => received.find((r) => r.path === path));

  it('registers the confirmation and validation URLs (Daraja spells OriginatorCoversationID)', async () => {
    const answer = await register();
    expect(answer.originatorConversationId).toMatch(/^\d{4}-\d{8}-1$/);
    const { c2bRegistrations } = await t.simulator.state();
    expect(c2bRegistrations).toEqual([
      expect.objectContaining({
        shortcode: '174379',
        confirmationUrl: `${peerUrl}/confirm`,
        validationUrl: `${peerUrl}/validate`,
        responseType: 'Completed',
      }),
    ]);
    // Registering again is harmless.
    await expect(register()).resolves.toBeTruthy();
  });

  it('refuses a registration the simulator cannot accept, with a clear error', async () => {
    const wrongShortcode = createDarajaClient({ ...resolveDarajaSettings(t.config, () => t.simulatorUrl), shortcode: '999999' }, { retryDelayMs: 5 });
    const error = await wrongShortcode
      .registerC2bUrls({ confirmationUrl: `${peerUrl}/c`, validationUrl: `${peerUrl}/v`, responseType: 'Completed' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaError);
    expect((error as DarajaError).kind).toBe('credentials');
    await expect(client().registerC2bUrls({ confirmationUrl: 'not a url', validationUrl: `${peerUrl}/v`, responseType: 'Completed' })).rejects.toMatchObject({
      kind: 'configuration',
    });
  });

  it('a customer pays: validation, then the confirmation with the real field names, the MSISDN masked', async () => {
    await register();
    const outcome = await pay('ok7f 3k');
    expect(outcome).toMatchObject({ accepted: true, transId: expect.stringMatching(/^[A-Z][A-Z0-9]{9}$/) });
    const transId = (outcome as { transId: string }).transId;
    const validation = await arrived('/validate');
    const confirmation = await arrived('/confirm');
    expect(validation.body.TransID).toBe(transId);
    expect(confirmation.body).toMatchObject({
      TransactionType: 'Pay Bill',
      TransID: transId,
      TransAmount: '150.00',
      BusinessShortCode: '174379',
      BillRefNumber: 'ok7f 3k',
      MSISDN: '25470****149',
      InvoiceNumber: '',
      ThirdPartyTransID: '',
    });
    expect(confirmation.body.TransTime).toMatch(/^\d{14}$/);
    const parsed = parseC2bConfirmation(confirmation.body);
    expect(parsed).toEqual({ ok: true, value: expect.objectContaining({ transId, amount: 150, billRefNumber: 'ok7f 3k', msisdn: '25470****149' }) });
    expect(parseC2bConfirmation({ TransAmount: '1.00' }).ok).toBe(false);
  });

  it('a rejection at validation stops the payment: no confirmation, no receipt', async () => {
    await register();
    validationAnswer = { ResultCode: 'C2B00012', ResultDesc: 'Invalid Account Number' };
    expect(await pay('NOPE')).toEqual({ accepted: false, resultCode: 'C2B00012', resultDesc: 'Invalid Account Number' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received.some((r) => r.path === '/confirm')).toBe(false);
    expect((await t.simulator.state()).c2b).toHaveLength(0);
  });

  it('Transaction Status of a C2B receipt gives its amount, account and our shortcode; an unknown receipt is not found', async () => {
    await register();
    const { transId } = (await pay('OK7F3K', 150)) as { transId: string };
    await client().transactionStatus({
      originatorConversationId: '',
      transactionId: transId,
      party: 'paybill',
      resultUrl: `${peerUrl}/status`,
      queueTimeoutUrl: `${peerUrl}/status`,
      remarks: 'check',
      occasion: 'x',
    });
    const parsed = parseTransactionStatusResult((await arrived('/status')).body);
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({
        resultCode: '0',
        transactionStatus: 'Completed',
        receipt: transId,
        amount: 150,
        accountReference: 'OK7F3K',
        creditPartyName: '174379 - Okota Simulator',
      }),
    });

    await client().transactionStatus({
      originatorConversationId: '',
      transactionId: 'QQQ1234567',
      party: 'paybill',
      resultUrl: `${peerUrl}/missing`,
      queueTimeoutUrl: `${peerUrl}/missing`,
      remarks: 'check',
    });
    const missing = parseTransactionStatusResult((await arrived('/missing')).body);
    expect(missing).toEqual({ ok: true, value: expect.objectContaining({ resultCode: 'R000002', receipt: null, amount: null }) });
  });

  it('reverses a C2B receipt once', async () => {
    await register();
    const { transId } = (await pay('OKZZZZ', 90)) as { transId: string };
    const reverse = (path: string) =>
      client().reversal({ transactionId: transId, amount: 90, resultUrl: `${peerUrl}${path}`, queueTimeoutUrl: `${peerUrl}${path}`, remarks: 'Okota refund' });
    await reverse('/reversed');
    expect(parseReversalResult((await arrived('/reversed')).body)).toEqual({
      ok: true,
      value: expect.objectContaining({ resultCode: '0', originalTransactionId: transId, amount: 90 }),
    });
    await reverse('/again');
    expect(parseReversalResult((await arrived('/again')).body)).toEqual({ ok: true, value: expect.objectContaining({ resultCode: 'R000001' }) });
  });
});
