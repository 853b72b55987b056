import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseTransactionStatusResult } from './daraja-callbacks';
import { createDarajaClient, type DarajaClientOptions } from './daraja-client';
import { DarajaError } from './daraja-errors';
import { eatTimestamp, stkPassword } from './daraja-format';
import { resolveDarajaSettings, type DarajaSettings } from './daraja-settings';
import { startLoopbackApp, waitFor, type LoopbackApp } from './simulator/loopback.test-support';

/** A loopback HTTP server standing in for our callback endpoints or for a broken Daraja. */
async function startPeer(handle: (req: IncomingMessage, body: string, res: import('node:http').ServerResponse) => void) {
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handle(req, body, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('Daraja client against the simulator over HTTP', () => {
  let t: LoopbackApp;
  const received: Array<{ path: string; body: Record<string, unknown> }> = [];
  let peer: Awaited<ReturnType<typeof startPeer>>;

  beforeAll(async () => {
    t = await startLoopbackApp();
    peer = await startPeer((req, body, res) => {
      received.push({ path: req.url ?? '', body: JSON.parse(body || '{}') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  afterEach(async () => {
    await t.simulator.reset();
    await t.simulator.setDelay(20);
    received.length = 0;
  });
  afterAll(async () => {
    await peer.close();
    await t.close();
  });

  const settings = (overrides: Partial<DarajaSettings> = {}): DarajaSettings => ({
    ...resolveDarajaSettings(t.config, () => t.simulatorUrl),
    ...overrides,
  });
  const client = (overrides: Partial<DarajaSettings> = {}, options: DarajaClientOptions = {}) =>
    createDarajaClient(settings(overrides), { retryDelayMs: 5, ...options });
  const push = (c: ReturnType<typeof client>, msisdn: string, callbackUrl = `${peer.url}/stk`) =>
    c.stkPush({ amount: 150, msisdn, callbackUrl, accountReference: 'OKOTA12', transactionDesc: 'Okota claim fee' });
  const darajaError = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DarajaError);
    return error as DarajaError;
  };

  it('fetches one OAuth token for several calls, concurrent or one after another', async () => {
    const c = client();
    await Promise.all([c.accessToken(), c.accessToken(), c.accessToken()]);
    await push(c, '254708374149');
    await push(c, '254711111111');
    await push(c, '254722222222');
    const { stats } = await t.simulator.state();
    expect(stats.oauth).toBe(1);
    expect(stats.stkPush).toBe(3);
  });

  it('formats the timestamp in East Africa Time and derives the password from that same timestamp', async () => {
    expect(eatTimestamp(new Date('2026-01-01T21:30:05Z'))).toBe('20260102003005');
    expect(Buffer.from(stkPassword('174379', 'key', '20260102003005'), 'base64').toString()).toBe('174379key20260102003005');
    // The simulator recomputes the password from the Timestamp field: accepting the push proves both agree.
    const accepted = await push(client(), '254708374149');
    expect(accepted.checkoutRequestId).toMatch(/^ws_CO_\d{17}708374149$/);
    expect(accepted.merchantRequestId).not.toBe('');
    // A server clock in UTC (3 hours behind Nairobi) is refused.
    const utc = client({}, { now: () => new Date(Date.now() - 3 * 60 * 60 * 1000) });
    const error = await darajaError(push(utc, '254708374149'));
    expect(error.message).toContain('Bad Request - Invalid Timestamp');
  });

  it('a wrong passkey is an error that says what to check', async () => {
    const error = await darajaError(push(client({ passkey: 'not-the-passkey' }), '254708374149'));
    expect(error.kind).toBe('credentials');
    expect(error.errorCode).toBe('500.001.1001');
    expect(error.message).toContain('[MerchantValidate] - Wrong credentials');
    expect(error.message).toContain('MPESA_PASSKEY');
  });

  it('a wrong consumer secret is an error that names the OAuth variables', async () => {
    const error = await darajaError(client({ consumerSecret: 'wrong' }).accessToken());
    expect(error.errorCode).toBe('400.008.01');
    expect(error.message).toContain('Invalid Authentication passed');
    expect(error.message).toContain('MPESA_CONSUMER_SECRET');
  });

  it('refetches the token once and retries when Daraja calls it invalid', async () => {
    const c = client();
    await push(c, '254708374149');
    await t.simulator.expireTokens();
    await expect(push(c, '254711111111')).resolves.toMatchObject({ checkoutRequestId: expect.stringMatching(/^ws_CO_/) });
    expect((await t.simulator.state()).stats.oauth).toBe(2);
  });

  it('turns a Daraja error body into a DarajaError carrying its code, message and request id', async () => {
    await t.simulator.forceError({ endpoint: 'stkpush', httpStatus: 400, errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' });
    const error = await darajaError(push(client(), '254708374149'));
    expect(error.kind).toBe('validation');
    expect(error.details).toMatchObject({ httpStatus: 400, errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' });
    expect(error.details.requestId).toBeTruthy();
    expect(error.message).toContain('400.002.02: Bad Request - Invalid PhoneNumber');
  });

  it('an STK query is pending while the customer is deciding, then gives the ResultCode as a string', async () => {
    await t.simulator.setDelay(1500);
    const c = client();
    const { checkoutRequestId } = await push(c, '254700001032');
    await expect(c.stkQuery(checkoutRequestId)).resolves.toEqual({ state: 'pending' });
    await waitFor(async () => (await c.stkQuery(checkoutRequestId)).state === 'final', { intervalMs: 100 });
    await expect(c.stkQuery(checkoutRequestId)).resolves.toEqual({ state: 'final', resultCode: '1032', resultDesc: 'Request cancelled by user' });
  });

  it('a query for a CheckoutRequestID Daraja never issued is refused', async () => {
    const error = await darajaError(client().stkQuery('ws_CO_01012026000000000700000000'));
    expect(error.message).toContain('Bad Request - Invalid CheckoutRequestID');
  });

  it('delivers the STK callback with Daraja typing: numbers for codes, amount, date and phone', async () => {
    const { checkoutRequestId } = await push(client(), '254708374149');
    const callback = await waitFor(async () => received.find((r) => r.path === '/stk'));
    const stk = (callback.body.Body as { stkCallback: Record<string, unknown> }).stkCallback;
    expect(stk).toMatchObject({ CheckoutRequestID: checkoutRequestId, ResultCode: 0, ResultDesc: 'The service request is processed successfully.' });
    const items = (stk.CallbackMetadata as { Item: Array<{ Name: string; Value?: unknown }> }).Item;
    const item = (name: string) => items.find((i) => i.Name === name);
    expect(item('Amount')).toEqual({ Name: 'Amount', Value: 150 });
    expect(item('MpesaReceiptNumber')?.Value).toMatch(/^[A-Z][A-Z0-9]{9}$/);
    expect(item('Balance')).toEqual({ Name: 'Balance' });
    expect(item('TransactionDate')?.Value).toBeTypeOf('number');
    expect(String(item('TransactionDate')?.Value)).toMatch(/^20\d{12}$/);
    expect(item('PhoneNumber')).toEqual({ Name: 'PhoneNumber', Value: 254708374149 });
  });

  it('a failed push calls back without metadata', async () => {
    await push(client(), '254700000001');
    const callback = await waitFor(async () => received.find((r) => r.path === '/stk'));
    const stk = (callback.body.Body as { stkCallback: Record<string, unknown> }).stkCallback;
    expect(stk.ResultCode).toBe(1);
    expect(stk.ResultDesc).toBe('The balance is insufficient for the transaction.');
    expect(stk).not.toHaveProperty('CallbackMetadata');
  });

  it('B2C v3: accepted, the result reaches the ResultURL keyed by Key, and a repeated OriginatorConversationID is a duplicate', async () => {
    const c = client();
    const input = {
      originatorConversationId: 'okota-test-1',
      amount: 100,
      msisdn: '254708374149',
      remarks: 'Okota reward',
      resultUrl: `${peer.url}/result`,
      queueTimeoutUrl: `${peer.url}/timeout`,
    };
    const accepted = await c.b2cPayment(input);
    expect(accepted).toEqual({ originatorConversationId: 'okota-test-1', conversationId: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/) });
    const result = (await waitFor(async () => received.find((r) => r.path === '/result'))).body.Result as Record<string, unknown>;
    expect(result).toMatchObject({ ResultType: 0, ResultCode: 0, OriginatorConversationID: 'okota-test-1', ConversationID: accepted.conversationId });
    const parameters = (result.ResultParameters as { ResultParameter: Array<{ Key: string; Value: unknown }> }).ResultParameter;
    expect(parameters.find((p) => p.Key === 'TransactionAmount')?.Value).toBe(100);
    expect(parameters.find((p) => p.Key === 'TransactionReceipt')?.Value).toBe(result.TransactionID);
    expect(String(parameters.find((p) => p.Key === 'TransactionCompletedDateTime')?.Value)).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);

    const duplicate = await darajaError(c.b2cPayment(input));
    expect(duplicate.kind).toBe('duplicate');
    expect(duplicate.errorCode).toBe('500.002.1001');
    expect((await t.simulator.state()).b2c).toHaveLength(1);
  });

  it('B2C to a number on another network (Airtel 0733…) is accepted, then fails with result 2040: no M-Pesa customer', async () => {
    await client().b2cPayment({
      originatorConversationId: 'okota-test-airtel',
      amount: 100,
      msisdn: '254733333333',
      remarks: 'Okota reward',
      resultUrl: `${peer.url}/result`,
      queueTimeoutUrl: `${peer.url}/timeout`,
    });
    const result = (await waitFor(async () => received.find((r) => r.path === '/result'))).body.Result as Record<string, unknown>;
    expect(result).toMatchObject({ ResultCode: 2040 });
  });

  it('B2C with a wrong security credential is accepted, then fails with result 2001', async () => {
    await client({ securityCredential: 'wrong' }).b2cPayment({
      originatorConversationId: 'okota-test-2',
      amount: 100,
      msisdn: '254708374149',
      remarks: 'Okota reward',
      resultUrl: `${peer.url}/result`,
      queueTimeoutUrl: `${peer.url}/timeout`,
    });
    const result = (await waitFor(async () => received.find((r) => r.path === '/result'))).body.Result as Record<string, unknown>;
    expect(result).toMatchObject({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' });
    expect(result).not.toHaveProperty('ResultParameters');
  });

  it('Transaction Status: accepted at once; the answer gives a completed B2C by Key, and an id M-Pesa never saw as not found', async () => {
    const c = client();
    const paid = await c.b2cPayment({
      originatorConversationId: 'okota-test-3',
      amount: 120,
      msisdn: '254708374149',
      remarks: 'Okota reward',
      resultUrl: `${peer.url}/result`,
      queueTimeoutUrl: `${peer.url}/timeout`,
    });
    const b2cResult = (await waitFor(async () => received.find((r) => r.path === '/result'))).body.Result as Record<string, unknown>;
    const ask = (originatorConversationId: string) =>
      c.transactionStatus({
        originatorConversationId,
        resultUrl: `${peer.url}/status`,
        queueTimeoutUrl: `${peer.url}/status-timeout`,
        remarks: 'Okota payout check',
        occasion: 'Payment 3',
      });

    const asked = await ask('okota-test-3');
    expect(asked).toEqual({
      originatorConversationId: expect.stringMatching(/^\d{4}-\d{7}-1$/),
      conversationId: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/),
    });
    const answer = (await waitFor(async () => received.find((r) => r.path === '/status'))).body as { Result: Record<string, unknown> };
    // The envelope's ids are the status request's; the B2C's are in ResultParameters.
    expect(answer.Result).toMatchObject({
      ResultType: 0,
      ResultCode: 0,
      OriginatorConversationID: asked.originatorConversationId,
      ConversationID: asked.conversationId,
    });
    const parameters = (answer.Result.ResultParameters as { ResultParameter: Array<{ Key: string; Value?: unknown }> }).ResultParameter;
    expect(parameters.filter((p) => p.Key === 'DebitPartyName')).toHaveLength(2);
    expect(parseTransactionStatusResult(answer)).toEqual({
      ok: true,
      value: {
        resultCode: '0',
        resultDesc: 'The service request is processed successfully.',
        originatorConversationId: 'okota-test-3',
        conversationId: paid.conversationId,
        transactionStatus: 'Completed',
        receipt: b2cResult.TransactionID,
        amount: 120,
        finalisedTime: expect.stringMatching(/^\d{14}$/),
        creditPartyName: expect.stringMatching(/ - SIMULATED CUSTOMER$/),
      },
    });

    received.length = 0;
    await ask('okota-never-sent-1');
    const unknown = (await waitFor(async () => received.find((r) => r.path === '/status'))).body;
    expect(parseTransactionStatusResult(unknown)).toEqual({
      ok: true,
      value: {
        resultCode: 'R000002',
        resultDesc: 'The OriginalTransactionID is invalid.',
        originatorConversationId: null,
        conversationId: null,
        transactionStatus: null,
        receipt: null,
        amount: null,
        finalisedTime: null,
      },
    });
    expect((await t.simulator.state()).stats.transactionStatus).toBe(2);
  });

  it('Transaction Status: a spike arrest is retried, a bad field is a validation error, a wrong credential answers 2001 later', async () => {
    const input = {
      originatorConversationId: 'okota-test-4',
      resultUrl: `${peer.url}/status`,
      queueTimeoutUrl: `${peer.url}/status-timeout`,
      remarks: 'Okota payout check',
    };
    await t.simulator.forceError({ endpoint: 'transactionstatus', httpStatus: 500, errorCode: '500.003.02', errorMessage: 'Spike Arrest Violation' });
    await client().transactionStatus(input);
    expect((await t.simulator.state()).stats.transactionStatus).toBe(2);
    await waitFor(async () => received.find((r) => r.path === '/status'));

    const refused = await darajaError(client({ b2cShortcode: '999999' }).transactionStatus(input));
    expect(refused).toMatchObject({
      kind: 'validation',
      errorCode: '400.002.02',
      details: expect.objectContaining({ errorMessage: 'Bad Request - Invalid PartyA' }),
    });

    received.length = 0;
    await client({ securityCredential: 'wrong' }).transactionStatus(input);
    const answer = (await waitFor(async () => received.find((r) => r.path === '/status'))).body.Result as Record<string, unknown>;
    expect(answer).toMatchObject({ ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' });
    expect(answer).not.toHaveProperty('ResultParameters');
  });

  it('retries a query after a network error, but never repeats an STK push', async () => {
    let hits = 0;
    const broken = await startPeer((req, _body, res) => {
      if (req.url?.startsWith('/oauth')) return res.writeHead(200).end('{"access_token":"abc","expires_in":"3599"}');
      hits++;
      req.socket.destroy();
    });
    try {
      const c = client({ baseUrl: broken.url }, { retries: 2 });
      const queryError = await darajaError(c.stkQuery('ws_CO_1'));
      expect(queryError.kind).toBe('network');
      expect(queryError.message).toContain('could not be reached');
      expect(hits).toBe(3);
      hits = 0;
      await darajaError(push(c, '254708374149'));
      expect(hits).toBe(1);
    } finally {
      await broken.close();
    }
  });

  it('gives up on a silent server after the timeout', async () => {
    const silent = await startPeer(() => {});
    try {
      const error = await darajaError(client({ baseUrl: silent.url }, { timeoutMs: 150, retries: 0 }).accessToken());
      expect(error.kind).toBe('network');
      expect(error.message).toContain('no answer in 150 ms');
    } finally {
      await silent.close();
    }
  });

  it('retries a query refused with a spike arrest', async () => {
    const c = client();
    const { checkoutRequestId } = await push(c, '254708374149');
    await t.simulator.forceError({ endpoint: 'stkquery', httpStatus: 500, errorCode: '500.003.02', errorMessage: 'Error Occurred: Spike Arrest Violation' });
    await expect(c.stkQuery(checkoutRequestId)).resolves.toBeDefined();
    expect((await t.simulator.state()).stats.stkQuery).toBe(2);
  });

  it('names the missing variables when credentials are not configured', async () => {
    const c = createDarajaClient({ ...settings(), env: 'sandbox', missing: ['MPESA_PASSKEY'] });
    const error = await darajaError(push(c, '254708374149'));
    expect(error.kind).toBe('configuration');
    expect(error.message).toBe('M-Pesa is not configured for MPESA_ENV=sandbox: set MPESA_PASSKEY.');
  });

  it('refuses plain-HTTP callback URLs in production', async () => {
    const error = await darajaError(push(client({ requireHttpsCallbacks: true }), '254708374149', 'http://example.com/hook'));
    expect(error.message).toContain('must use HTTPS');
  });
});

describe('Daraja simulator protocol', () => {
  let t: LoopbackApp;
  beforeAll(async () => {
    t = await startLoopbackApp();
  });
  afterAll(() => t.close());

  const basic = (key: string, secret: string) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
  const token = async () => {
    const s = resolveDarajaSettings(t.config, () => t.simulatorUrl);
    const response = await fetch(`${t.simulatorUrl}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { Authorization: basic(s.consumerKey, s.consumerSecret) },
    });
    return { response, body: (await response.json()) as { access_token: string; expires_in: unknown } };
  };

  it('OAuth answers expires_in as the string "3599" and refuses bad credentials and grant types', async () => {
    const { response, body } = await token();
    expect(response.status).toBe(200);
    expect(body).toEqual({ access_token: expect.any(String), expires_in: '3599' });
    const bad = await fetch(`${t.simulatorUrl}/oauth/v1/generate?grant_type=client_credentials`, { headers: { Authorization: basic('x', 'y') } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
    const grant = await fetch(`${t.simulatorUrl}/oauth/v1/generate?grant_type=password`, { headers: { Authorization: basic('x', 'y') } });
    expect(await grant.json()).toMatchObject({ errorCode: '400.008.02' });
  });

  it('refuses a call without a valid token with 404.001.03', async () => {
    const response = await fetch(`${t.simulatorUrl}/mpesa/stkpush/v1/processrequest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer nope' },
      body: '{}',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
  });

  it('validates amount, phone and shortcode like Daraja, and locks a subscriber with an open prompt', async () => {
    const { body: auth } = await token();
    const s = resolveDarajaSettings(t.config, () => t.simulatorUrl);
    const timestamp = eatTimestamp();
    const valid = {
      BusinessShortCode: s.shortcode,
      Password: stkPassword(s.shortcode, s.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 150,
      PartyA: '254713333333',
      PartyB: s.shortcode,
      PhoneNumber: '254713333333',
      CallBackURL: `${t.origin}/nowhere`,
      AccountReference: 'OKOTA1',
      TransactionDesc: 'Okota fee',
    };
    const send = async (body: object) => {
      const response = await fetch(`${t.simulatorUrl}/mpesa/stkpush/v1/processrequest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${auth.access_token}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    expect(await send({ ...valid, Amount: 1.5 })).toMatchObject({
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid Amount' },
    });
    expect(await send({ ...valid, PhoneNumber: '0712345678' })).toMatchObject({ status: 400, body: { errorMessage: 'Bad Request - Invalid PhoneNumber' } });
    // An Airtel number has no M-Pesa to prompt.
    expect(await send({ ...valid, PartyA: '254733333333', PhoneNumber: '254733333333' })).toMatchObject({
      status: 400,
      body: { errorMessage: 'Bad Request - Invalid PhoneNumber' },
    });
    expect(await send({ ...valid, BusinessShortCode: '999999' })).toMatchObject({
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: 'Merchant does not exist' },
    });
    expect(await send({ ...valid, AccountReference: 'THIRTEEN-CHAR' })).toMatchObject({
      status: 400,
      body: { errorMessage: 'Bad Request - Invalid AccountReference' },
    });
    await t.simulator.setDelay(5000);
    expect(await send(valid)).toMatchObject({ status: 200, body: { ResponseCode: '0', CheckoutRequestID: expect.stringMatching(/^ws_CO_/) } });
    expect(await send(valid)).toMatchObject({
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: expect.stringContaining('Unable to lock subscriber') },
    });
    await t.simulator.reset();
  });
});
