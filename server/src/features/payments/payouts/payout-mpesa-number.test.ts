/**
 * M-Pesa pays only a Safaricom number (docs/decisions/0262). A finder who signed up with an
 * Airtel number, even verified, gets no B2C request: the payout waits in 'awaiting_phone' and the
 * finder is told to give a Safaricom number; never "sent to your M-Pesa".
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../../db/schema';
import type { LoopbackApp } from '../../../integrations/daraja/simulator/loopback.test-support';
import { paidClaim, settleUntil, useLoopbackApp } from '../payments.test-support';

describe('a payout to a number M-Pesa cannot pay', () => {
  let t: LoopbackApp;
  useLoopbackApp((app) => (t = app));

  it('is never sent to an Airtel number: it waits, and the finder is asked for a Safaricom number', async () => {
    const { payment, claimer, finder } = await paidClaim(t);
    await t.app.ctx.db.update(users).set({ phone: '+254733000444', phoneVerified: true }).where(eq(users.id, finder.user.id));
    const confirmed = await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: claimer.token, payload: {} });
    expect(confirmed.statusCode).toBe(200);
    const parked = await settleUntil(t, payment.id, (p) => p.payoutStatus === 'awaiting_phone');
    expect(parked).toMatchObject({ finderPaid: false, payoutAttempts: 0 });
    await t.app.ctx.jobs.runDueJobs();
    expect((await t.simulator.state()).b2c.filter((b) => b.originatorConversationId.startsWith(`okota-payout-${payment.id}-`))).toEqual([]);
    const told = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, finder.user.id));
    const words = JSON.stringify(told);
    expect(words).toContain('payout_awaiting_phone');
    expect(words).toContain('"notMpesa":true');
    expect(words).not.toMatch(/sent to your M-Pesa/);
  });
});
