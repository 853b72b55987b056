/**
 * Every way an SMS can go, over HTTP against the built-in Africa's Talking simulator: sent and
 * delivered, refused for good, retried after a gateway error, given up, failed by the delivery
 * report; and the delivery-report callback's key, duplicates and order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { smsMessages } from '../../db/schema/sms';
import { queueSms } from './queue-sms';
import { SEND_SMS_MAX_ATTEMPTS } from './send-sms.job';
import { postDeliveryReport, startSmsApp, waitFor, type SmsTestApp } from './sms.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.sms.reset();
});

/** A code SMS to `phone`, as phone verification sends it (its path is tested in phone-verification.test.ts). */
async function sendTo(phone: string) {
  const queued = await queueSms(t.app.ctx.db, { to: phone, text: 'Okota code: 123456. It expires in 10 minutes.', kind: 'code' });
  if (queued.status === 'skipped') throw new Error('not queued');
  await t.runJobs();
  return queued.id;
}
const row = async (id: number) => (await t.app.ctx.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0];

describe('sending an SMS', () => {
  it("goes to Africa's Talking once, is sent with its cost, then delivered by the report; the code is blanked once sent", async () => {
    const id = await sendTo('0712 000 111');
    const [sms] = await t.sms.outbox('+254712000111');
    expect(sms).toMatchObject({ to: '+254712000111', text: 'Okota code: 123456. It expires in 10 minutes.', statusCode: 101 });
    const sent = await row(id);
    expect(['sent', 'delivered']).toContain(sent.status);
    expect(sent).toMatchObject({ attempts: 1, providerMessageId: sms.messageId, statusCode: 101, costCurrency: 'KES' });
    expect(Number(sent.costAmount)).toBe(0.8);
    expect(sent.text).toBe('Okota code: ******. It expires in 10 minutes.');
    const delivered = await waitFor(async () => ((await row(id)).status === 'delivered' ? row(id) : undefined));
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    expect(delivered.networkCode).toBe('63902');
  });

  it("fails for good, without a retry, when Africa's Talking refuses the number", async () => {
    const id = await sendTo('+254700000403');
    await t.runJobs();
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, statusCode: 403, failureReason: 'InvalidPhoneNumber (403)' });
    expect(await t.sms.outbox('+254700000403')).toHaveLength(1);
  });

  it('is retried after a gateway error and then sent, once', async () => {
    await t.sms.forceError(503);
    const id = await sendTo('0712 000 222');
    await waitFor(async () => {
      await t.runJobs();
      return (await row(id)).sentAt;
    });
    expect(await row(id)).toMatchObject({ attempts: 2, failureReason: null, statusCode: 101 });
    const simulator = (await (await fetch(`${t.origin}/__at/__sim/outbox`)).json()) as { stats: { requests: number; accepted: number } };
    expect(simulator.stats).toMatchObject({ requests: 2, accepted: 1 });
    expect(await t.sms.outbox('+254712000222')).toHaveLength(1);
  });

  it('gives up after the last retry and says why', async () => {
    const id = await sendTo('+254700000500');
    await waitFor(
      async () => {
        await t.runJobs();
        return (await row(id)).status === 'failed';
      },
      { timeoutMs: 10_000 },
    );
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: SEND_SMS_MAX_ATTEMPTS, statusCode: 500 });
    expect((await row(id)).failureReason).toContain('InternalServerError');
  });

  it("is marked failed when the delivery report says so, with the network's reason", async () => {
    const id = await sendTo('+254700001001');
    const failed = await waitFor(async () => ((await row(id)).status === 'failed' ? row(id) : undefined));
    expect(failed).toMatchObject({ failureReason: 'UserInBlacklist', providerStatus: 'Failed' });
  });

  it('follows an intermediate report to the final one', async () => {
    const id = await sendTo('+254700001005');
    await waitFor(async () => (await row(id)).status === 'delivered');
    const [sms] = await t.sms.outbox('+254700001005');
    expect(sms.reports.map((r) => [r.status, r.httpStatus])).toEqual([
      ['Sent', 200],
      ['Success', 200],
    ]);
  });

  it('skips a number that is not a Kenyan mobile, sending nothing', async () => {
    expect(await queueSms(t.app.ctx.db, { to: '12345', text: 'x', kind: 'code' })).toEqual({ status: 'skipped', id: null, reason: 'invalid_number' });
    await expect(queueSms(t.app.ctx.db, { to: '0712000333', text: 'x'.repeat(161), kind: 'code' })).rejects.toThrow(/one GSM-7 part/);
  });
});

describe('the delivery-report callback', () => {
  it('refuses any caller without the key (403), before reading the body', async () => {
    for (const key of [null, '', 'wrong', `${'x'.repeat(47)}`]) {
      const answer = await postDeliveryReport(t, { id: 'ATXid_x', status: 'Success' }, key);
      expect(answer.statusCode, String(key)).toBe(403);
    }
    expect((await postDeliveryReport(t, { nonsense: '1' }, 'wrong')).statusCode).toBe(403);
  });

  it('changes nothing on a duplicate or a late report, and answers 200 for an id it does not know', async () => {
    await t.sms.setReportDelay(60_000);
    const id = await sendTo('0712 000 444');
    const { providerMessageId } = await row(id);
    const report = { id: providerMessageId!, status: 'Success', phoneNumber: '+254712000444', networkCode: '63902', retryCount: '0' };
    expect((await postDeliveryReport(t, report)).json()).toEqual({ received: true });
    const delivered = await row(id);
    expect(delivered.status).toBe('delivered');
    expect((await postDeliveryReport(t, { ...report, retryCount: '1' })).statusCode).toBe(200);
    expect((await postDeliveryReport(t, { ...report, status: 'Failed', failureReason: 'Expired' })).statusCode).toBe(200);
    expect((await postDeliveryReport(t, { ...report, status: 'Sent' })).statusCode).toBe(200);
    expect(await row(id)).toEqual(delivered);
    expect((await postDeliveryReport(t, { id: 'ATXid_unknown', status: 'Success' })).statusCode).toBe(200);
    expect((await postDeliveryReport(t, { id: providerMessageId!, status: 'SomethingNew' })).statusCode).toBe(200);
  });
});

describe('what admins see', () => {
  it("the day's SMS cost and delivery rate on the dashboard, and each failed SMS with its reason", async () => {
    const admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const delivered = await sendTo('0712 000 555');
    await waitFor(async () => (await row(delivered)).status === 'delivered');
    const failed = await sendTo('+254700000404');

    const dashboard = (await t.request({ method: 'GET', url: '/api/admin/dashboard', token: admin.token })).json();
    const today = dashboard.sms.days.at(-1);
    expect(dashboard.sms.days).toHaveLength(7);
    expect(today.accepted).toBeGreaterThanOrEqual(1);
    expect(today.failed).toBeGreaterThanOrEqual(1);
    expect(today.costKes).toBeGreaterThanOrEqual(0.8);
    expect(dashboard.sms.deliveryRate).toBeGreaterThan(0);
    expect(dashboard.sms.deliveryRate).toBeLessThan(100);

    const list = (await t.request({ method: 'GET', url: '/api/admin/sms?status=failed', token: admin.token })).json();
    const shown = list.messages.find((m: { id: number }) => m.id === failed);
    expect(shown).toMatchObject({
      kind: 'code',
      status: 'failed',
      phone: '0700 000 404',
      failureReason: 'UnsupportedNumberType (404)',
      text: 'Okota code: ******. It expires in ** minutes.',
    });
    expect(list.messages.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/sms', token: (await createUser(t.app.ctx.db)).token })).statusCode).toBe(403);
  });
});
