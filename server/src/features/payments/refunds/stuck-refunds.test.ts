/**
 * Money that cannot finish by itself has a human way out (docs/decisions/0262), over HTTP against
 * the simulator. A payment confirmed by the STK query alone has no receipt: its refund first asks
 * M-Pesa for the receipt (Transaction Status by the STK's ids); when M-Pesa cannot give it, the
 * admin reverses it in the portal and records that reversal's receipt, which counts only when
 * Transaction Status confirms it. Audited; the books stay balanced; the owner is told.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications, payments, smsMessages } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { adminUser, approvedClaim, initiate, paymentRow, settleUntil, useLoopbackApp, waitFor } from '../payments.test-support';

describe('a refund of a payment confirmed without a receipt', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  const post = (url: string, token: string, payload: object = {}) => t.request({ method: 'POST', url, token, payload });
  const drainJobs = () => waitFor(async () => (await t.app.ctx.jobs.runDueJobs()) === 0 || undefined);

  /** Paid from `phone` (no callback ever comes), confirmed by the STK query, then disputed and refunded by an admin. */
  async function receiptlessRefund(phone: string) {
    const setup = await approvedClaim(t);
    const id = (await initiate(t, setup.claimer.token, setup.item.id, phone)).json().payment.id as number;
    const checkout = (await paymentRow(t, id)).mpesaCheckoutRequestId!;
    await waitFor(async () => (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === checkout)?.result);
    await t.app.ctx.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 31_000) })
      .where(eq(payments.id, id));
    expect((await t.request({ method: 'GET', url: `/api/payments/${id}/verify`, token: setup.claimer.token })).json()).toMatchObject({ status: 'completed' });
    expect((await paymentRow(t, id)).mpesaTransactionId).toBeNull();
    const admin = await adminUser(t);
    expect((await post(`/api/payments/${id}/dispute`, setup.claimer.token, { reason: 'The finder never came to the meeting.' })).statusCode).toBe(200);
    expect((await post(`/api/admin/payments/${id}/resolve-dispute`, admin.token, { resolution: 'refund', note: 'No hand-over happened.' })).statusCode).toBe(
      200,
    );
    return { ...setup, admin, id, checkout };
  }

  const books = async (token: string) => (await t.request({ method: 'GET', url: '/api/admin/ledger', token })).json().books;
  const audits = (id: number) =>
    t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'payment'), eq(auditLog.targetId, String(id))));
  const toldRefunded = (userId: string) =>
    t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'refund_sent')));

  it('first learns the receipt from Transaction Status by the STK ids, then M-Pesa reverses it', async () => {
    const { id, checkout } = await receiptlessRefund('0700000000');
    const refunded = await settleUntil(t, id, (p) => p.status === 'refunded');
    const stk = (await t.simulator.state()).stk.find((s) => s.checkoutRequestId === checkout)!;
    expect(refunded.mpesaTransactionId).toBe(stk.result!.receipt);
    expect((await t.simulator.state()).reversals.filter((r) => r.originalTransactionId === stk.result!.receipt)).toHaveLength(1);
  });

  it('when M-Pesa cannot give it, the admin records the portal reversal; Transaction Status confirms it, the owner is told, the books balance', async () => {
    const { id, checkout, admin, claimer, item } = await receiptlessRefund('0700000010');
    const failed = await settleUntil(t, id, (p) => p.status === 'refund_failed');
    // The owner's claim is closed, but they are told where their money is, not "rejected".
    const standing = () => t.request({ method: 'GET', url: `/api/items/${item.id}/verification/${claimer.user.id}`, token: claimer.token });
    expect((await standing()).json()).toMatchObject({ status: 'rejected', refund: 'refund_failed' });
    expect(failed.refundError).toContain('M-Pesa organisation portal');
    // The owner is told at once that a person is returning it (bell and SMS), not left waiting.
    await drainJobs();
    const delayed = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, claimer.user.id), eq(notifications.kind, 'refund_delayed')));
    expect(delayed).toHaveLength(1);
    const delayedSms = await t.app.ctx.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.userId, claimer.user.id), eq(smsMessages.kind, 'refund_delayed')));
    expect(delayedSms.map((m) => m.text)).toEqual([expect.stringContaining('A person at Okota is returning it')]);
    // And by e-mail, like the refund's other turns, in our words only (no title, no stranger's text).
    const delayedMails = t.app.ctx.mail.outbox().filter((m) => m.to === claimer.user.email && m.subject.includes('refund is delayed'));
    expect(delayedMails).toHaveLength(1);
    expect(delayedMails[0].text).toContain('A person at Okota is returning it');
    expect(delayedMails[0].text).not.toContain(item.title);
    expect((await t.request({ method: 'GET', url: '/api/admin/refunds', token: admin.token })).json().failed).toEqual([
      expect.objectContaining({ paymentId: id, mpesaTransactionId: null }),
    ]);

    const receipt = await t.simulator.portalReversal(checkout);
    const asked = await post(`/api/admin/refunds/${id}/portal-reversal`, admin.token, { receipt: receipt.toLowerCase() });
    expect(asked.statusCode).toBe(202);
    const refunded = await settleUntil(t, id, (p) => p.status === 'refunded');
    expect(refunded).toMatchObject({ refundTransactionId: receipt, refundError: null });
    expect((await standing()).json()).toMatchObject({ refund: 'refunded' });
    await drainJobs();

    expect((await audits(id)).map((a) => a.action)).toEqual(expect.arrayContaining(['refund.portal_reversal', 'refund.portal_reversal_confirmed']));
    expect(await toldRefunded(claimer.user.id)).toHaveLength(1);
    const sms = await t.app.ctx.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.userId, claimer.user.id), eq(smsMessages.kind, 'refund_sent')));
    expect(sms).toHaveLength(1);
    expect(t.app.ctx.mail.outbox().some((m) => m.to === claimer.user.email && m.text.includes(receipt))).toBe(true);
    expect(await books(admin.token)).toMatchObject({ balanced: true, difference: 0 });
    // The same receipt cannot settle another payment.
    const other = await receiptlessRefund('0700000010');
    await settleUntil(t, other.id, (p) => p.status === 'refund_failed');
    expect((await post(`/api/admin/refunds/${other.id}/portal-reversal`, admin.token, { receipt })).json()).toMatchObject({
      code: 'REFUND_PORTAL_RECEIPT_TAKEN',
    });
  });

  it('a receipt M-Pesa does not confirm is refused with the reason: nothing counts as refunded, audited, the books balance', async () => {
    const { id, admin, claimer } = await receiptlessRefund('0700000010');
    await settleUntil(t, id, (p) => p.status === 'refund_failed');
    expect((await post(`/api/admin/refunds/${id}/portal-reversal`, admin.token, { receipt: 'not one' })).json()).toMatchObject({
      code: 'REFUND_PORTAL_RECEIPT_INVALID',
    });
    expect((await post(`/api/admin/refunds/${id}/portal-reversal`, admin.token, { receipt: 'QZZ9999999' })).statusCode).toBe(202);
    const refused = await settleUntil(t, id, (p) => (p.refundError ?? '').startsWith('M-Pesa does not confirm'));
    expect(refused).toMatchObject({ status: 'refund_failed', refundTransactionId: null, refundedAt: null });
    expect(refused.refundError).toContain('QZZ9999999');
    await drainJobs();
    expect((await audits(id)).map((a) => a.action)).toEqual(expect.arrayContaining(['refund.portal_reversal', 'refund.portal_reversal_refused']));
    expect(await toldRefunded(claimer.user.id)).toHaveLength(0);
    expect(await books(admin.token)).toMatchObject({ balanced: true, difference: 0 });
  });
});
