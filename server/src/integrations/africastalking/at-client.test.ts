/**
 * The client against the simulator over loopback HTTP (the same protocol Africa's Talking
 * speaks), and against replies recorded from the real API (docs/reference/africastalking.md §2.1).
 */
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAtClient, readAnswer } from './at-client';
import { AT_SIMULATOR_CREDENTIALS, type AtSettings } from './at-settings';
import { smsSimulator } from './simulator/sms-simulator.plugin';

let simulator: FastifyInstance;
let receiver: http.Server;
let base: string;
const reports: Array<Record<string, string>> = [];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      reports.push(Object.fromEntries(new URLSearchParams(body)));
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const reportUrl = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/reports?key=k`;
  simulator = Fastify();
  await simulator.register(smsSimulator, { ...AT_SIMULATOR_CREDENTIALS, reportUrl: async () => reportUrl, reportDelayMs: 10 });
  base = await simulator.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await simulator.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(async () => {
  reports.length = 0;
  await fetch(`${base}/__sim/reset`, { method: 'POST' });
});

const settings = (overrides: Partial<AtSettings> = {}): AtSettings => ({
  env: 'sandbox',
  baseUrl: base,
  ...AT_SIMULATOR_CREDENTIALS,
  missing: [],
  ...overrides,
});
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe("the Africa's Talking client", () => {
  it('sends one SMS, is told 101 with an ATXid and a cost, and the report says Success', async () => {
    const result = await createAtClient(settings()).sendSms({ to: '+254712345678', text: 'Okota code: 123456.' });
    expect(result).toMatchObject({ outcome: 'accepted', statusCode: 101, status: 'Success', cost: { currency: 'KES', amount: 0.8 } });
    const messageId = result.outcome === 'accepted' ? result.messageId : '';
    expect(messageId).toMatch(/^ATXid_[0-9a-f]{32}$/);
    await until(() => reports.length > 0);
    expect(reports).toEqual([{ id: messageId, status: 'Success', phoneNumber: '+254712345678', networkCode: '63902', retryCount: '0' }]);
  });

  it('sorts refusals: a bad or blacklisted number is final, a gateway error is worth a retry', async () => {
    const client = createAtClient(settings());
    expect(await client.sendSms({ to: '+254700000403', text: 'x' })).toMatchObject({ outcome: 'failed', statusCode: 403, status: 'InvalidPhoneNumber' });
    expect(await client.sendSms({ to: '+254700000406', text: 'x' })).toMatchObject({ outcome: 'failed', statusCode: 406 });
    expect(await client.sendSms({ to: '+254700000500', text: 'x' })).toMatchObject({ outcome: 'retry', statusCode: 500 });
    expect(await client.sendSms({ to: '+254700000405', text: 'x' })).toMatchObject({ outcome: 'retry', statusCode: 405 });
  });

  it('retries after an HTTP 5xx or an unreachable server, and says what is wrong with a bad key', async () => {
    await fetch(`${base}/__sim/force-error`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ httpStatus: 503 }) });
    expect(await createAtClient(settings()).sendSms({ to: '+254712345678', text: 'x' })).toMatchObject({ outcome: 'retry', status: 'HTTP 503' });
    expect(await createAtClient(settings({ apiKey: 'wrong' })).sendSms({ to: '+254712345678', text: 'x' })).toMatchObject({
      outcome: 'retry',
      status: 'Unauthorized',
      reason: expect.stringContaining('AT_API_KEY'),
    });
    expect(await createAtClient(settings({ baseUrl: 'http://127.0.0.1:9' })).sendSms({ to: '+254712345678', text: 'x' })).toMatchObject({
      outcome: 'retry',
      status: 'NetworkError',
    });
    expect(await createAtClient(settings({ missing: ['AT_API_KEY'] })).sendSms({ to: '+254712345678', text: 'x' })).toMatchObject({
      outcome: 'retry',
      reason: expect.stringContaining('AT_API_KEY missing'),
    });
  });

  it('posts the failure reason in the report for the scripted numbers', async () => {
    await createAtClient(settings()).sendSms({ to: '+254700001001', text: 'x' });
    await until(() => reports.length > 0);
    expect(reports[0]).toMatchObject({ status: 'Failed', failureReason: 'UserInBlacklist' });
  });

  it('reads replies recorded from the real API, including a 201 that sent to nobody', () => {
    const json = { status: 201, headers: new Headers({ 'content-type': 'application/json' }) };
    expect(
      readAnswer(
        json,
        '{"SMSMessageData":{"Message":"Sent to 1/1 Total Cost: USD 0.0079 Message parts: 1","Recipients":[{"cost":"KES 0.8000","messageId":"ATXid_bcc7830d645ab7207ecc747d02f28411","number":"+254700072929","status":"Success","statusCode":102}]}}',
      ),
    ).toMatchObject({ outcome: 'accepted', statusCode: 102, messageId: 'ATXid_bcc7830d645ab7207ecc747d02f28411' });
    expect(readAnswer(json, '{"SMSMessageData":{"Message":"InvalidSenderId","Recipients":[]}}')).toMatchObject({ outcome: 'retry', status: 'InvalidSenderId' });
    expect(
      readAnswer(
        json,
        '{"SMSMessageData":{"Message":"Sent to 0/1 Total Cost: 0","Recipients":[{"cost":"0","messageId":"None","number":"+2348XXXXXXX","status":"DoNotDisturbRejection","statusCode":409}]}}',
      ),
    ).toMatchObject({ outcome: 'retry', statusCode: 409 });
    // 2016: no statusCode at all.
    expect(
      readAnswer(json, '{"SMSMessageData":{"Message":"x","Recipients":[{"cost":"0","messageId":"None","number":"+254711","status":"Could Not Send"}]}}'),
    ).toMatchObject({ outcome: 'failed', statusCode: null, status: 'Could Not Send' });
    expect(
      readAnswer({ status: 400, headers: new Headers({ 'content-type': 'text/plain' }) }, 'The request content was malformed: Expected Map as JsObject'),
    ).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('malformed') });
  });
});
