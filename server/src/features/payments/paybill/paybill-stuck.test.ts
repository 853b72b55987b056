import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, smsMessages } from '../../../db/schema';
import { createUser } from '../../../../test/factories';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { setSmsClock } from '../../sms/sms-clock';
import { adminUser, useLoopbackApp } from '../payments.test-support';
import { payPaybill, receiptRow, receiptUntil, registered } from './paybill.test-support';

/** Money M-Pesa refused to send back: the payer, who may have no account, is told once by SMS (docs/decisions/0286). */
describe('a Paybill payer whose reversal M-Pesa refuses is told by SMS', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));
  beforeAll(() => registered(t));
  afterEach(() => setSmsClock(undefined));

  const payerSms = (phone: string, kind: 'paybill_stuck' | 'paybill_back') =>
    t.app.ctx.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.phone, phone), eq(smsMessages.kind, kind)));
  const stuckSms = (phone: string) => payerSms(phone, 'paybill_stuck');

  it('a number without an account gets one SMS in both languages, at once even at night, and never a second', async () => {
    // 23:30 in Nairobi: quiet hours hold alerts, not news about one's own money.
    setSmsClock(() => new Date('2026-11-27T20:30:00Z'));
    const admin = await adminUser(t);
    // An account number nobody was given, paid from a phone whose every reversal M-Pesa refuses (simulator outcomes.ts).
    const transId = await payPaybill(t, 'OKZZZ9', 1234, '0700300002');
    const failed = await receiptUntil(t, transId, (r) => r.status === 'reversal_failed');
    expect(failed).toMatchObject({ holdReason: 'unknown_account', payerPhone: '254700300002', confirmedAmount: 1234 });
    expect(failed.payerToldStuckAt).not.toBeNull();

    const [sms, ...more] = await stuckSms('+254700300002');
    expect(more).toHaveLength(0);
    expect(sms.text).toBe(`Okota: M-Pesa did not return KSh 1,234 (${transId}); we will. Hazikurudishwa; tutazirudisha. ${t.origin}/contact`);
    expect(sms).toMatchObject({ userId: null, status: expect.not.stringMatching(/scheduled|skipped/) });
    // Nothing the payer (or anyone) typed: neither the name M-Pesa knows them by nor the account they wrote.
    expect(sms.text).not.toMatch(/SIMULATED|CUSTOMER|OKZZZ9/);

    // The same reversal's result again, then an admin's Retry that M-Pesa refuses again: admins hear
    // of each attempt, the payer was told already.
    await t.simulator.resendReversal(failed.reversalRequestId!);
    await t.app.ctx.jobs.runDueJobs();
    const retry = await t.request({ method: 'POST', url: `/api/admin/paybill-receipts/${failed.id}/retry`, token: admin.token });
    expect(retry.statusCode).toBe(200);
    await receiptUntil(t, transId, (r) => r.status === 'reversal_failed' && r.reversalAttempt === 2);
    const bells = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'paybill_reversal_failed')));
    expect(bells).toHaveLength(2);
    expect(await stuckSms('+254700300002')).toHaveLength(1);
  });

  it("a number that is a verified account's is told in the account's language", async () => {
    const { user } = await createUser(t.app.ctx.db, { phone: '+254700300001', language: 'sw' });
    // This phone's first reversal is refused.
    const transId = await payPaybill(t, 'OKZZZ8', 150, '0700300001');
    await receiptUntil(t, transId, (r) => r.status === 'reversal_failed');
    const sms = await stuckSms('+254700300001');
    expect(sms.map((m) => [m.text, m.userId])).toEqual([
      [`Okota: M-Pesa haikurudisha KSh 150 zako (risiti ${transId}). Timu yetu itazirudisha. Msaada: ${t.origin}/contact`, user.id],
    ]);
    // An admin's Retry succeeds: the payer is told once that it is back, and the number, kept only
    // while the money was held, goes.
    const admin = await adminUser(t);
    const { id, reversalRequestId } = (await receiptRow(t, transId))!;
    await t.request({ method: 'POST', url: `/api/admin/paybill-receipts/${id}/retry`, token: admin.token });
    const reversed = await receiptUntil(t, transId, (r) => r.status === 'reversed');
    expect(reversed).toMatchObject({ payerPhone: null });
    await t.simulator.resendReversal(reversed.reversalRequestId!);
    await t.simulator.resendReversal(reversalRequestId!);
    await t.app.ctx.jobs.runDueJobs();
    expect(await stuckSms('+254700300001')).toHaveLength(1);
    expect((await payerSms('+254700300001', 'paybill_back')).map((m) => [m.text, m.userId])).toEqual([
      [`Okota: KSh 150 zako (risiti ${transId}) zimerudishwa kwenye M-Pesa yako. Pole kwa kusubiri. ${t.origin}/contact`, user.id],
    ]);
  });

  it('money that simply goes back tells nothing more than before and keeps no number', async () => {
    const transId = await payPaybill(t, 'OKZZZ6', 150, '0708374149');
    expect(await receiptUntil(t, transId, (r) => r.status === 'reversed')).toMatchObject({ payerPhone: null, payerToldStuckAt: null });
    expect(await payerSms('+254708374149', 'paybill_stuck')).toHaveLength(0);
    expect(await payerSms('+254708374149', 'paybill_back')).toHaveLength(0);
  });

  it('a transient error, retried, tells the payer nothing', async () => {
    await t.simulator.forceError({
      endpoint: 'reversal',
      httpStatus: 503,
      errorCode: '503.001.01',
      errorMessage: 'Service is temporarily unavailable',
      times: 1,
    });
    const transId = await payPaybill(t, 'OKZZZ7', 150, '0700300002');
    const retrying = await receiptUntil(t, transId, (r) => r.status === 'reversal_pending' && Boolean(r.note?.includes('retrying')));
    expect(retrying).toMatchObject({ payerPhone: '254700300002', payerToldStuckAt: null });
    expect((await stuckSms('+254700300002')).filter((m) => m.text.includes(transId))).toHaveLength(0);
    expect((await receiptRow(t, transId))?.status).toBe('reversal_pending');
  });
});
