/** Helpers for the payments API tests: a paying claimer, and waiting for Daraja's callbacks. */
import { randomInt } from 'node:crypto';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, payments } from '../../db/schema';
import { createApprovedClaim, createUser } from '../../../test/factories';
import { startLoopbackApp, waitFor, type LoopbackApp } from '../../integrations/daraja/simulator/loopback.test-support';
import type { PaymentRow } from './payments.repository';
import { releaseDuePayoutsJob } from './payouts/release-due-payouts';

export { waitFor, TEST_CALLBACK_SECRET } from '../../integrations/daraja/simulator/loopback.test-support';

/**
 * One app on loopback with its Daraja simulator for a test file, handed to `receive` once started;
 * after each test the simulator forgets its scenarios and answers with the usual short delay, then
 * `afterEachTest` puts back whatever else the file changes.
 */
export function useLoopbackApp(receive: (app: LoopbackApp) => void, afterEachTest?: (app: LoopbackApp) => Promise<unknown>): void {
  let app: LoopbackApp | undefined;
  beforeAll(async () => {
    app = await startLoopbackApp();
    receive(app);
  });
  afterEach(async () => {
    if (!app) return;
    await app.simulator.reset();
    await app.simulator.setDelay(20);
    await afterEachTest?.(app);
  });
  afterAll(() => app?.close());
}

/**
 * A phone the simulator lets succeed, different each time (a phone with an open prompt is
 * locked): a Safaricom number (071…, 072…, 079…), the only kind M-Pesa charges.
 */
export function successPhone(): string {
  return `07${[1, 2, 9][randomInt(0, 3)]}${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

export async function approvedClaim(t: LoopbackApp) {
  return createApprovedClaim(t.app.ctx.db);
}

export async function adminUser(t: LoopbackApp) {
  return createUser(t.app.ctx.db, { role: 'admin' });
}

export async function initiate(t: LoopbackApp, token: string, itemId: number, phoneNumber = successPhone(), extra: Record<string, unknown> = {}) {
  return t.request({ method: 'POST', url: '/api/payments/initiate', token, payload: { itemId, phoneNumber, ...extra } });
}

export async function paymentRow(t: LoopbackApp, id: number): Promise<PaymentRow> {
  const [row] = await t.app.ctx.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** Runs due jobs until the payment satisfies the check (callbacks arrive over HTTP, a little later). */
export async function settleUntil(t: LoopbackApp, id: number, check: (payment: PaymentRow) => boolean, timeoutMs = 15_000): Promise<PaymentRow> {
  return waitFor(
    async () => {
      await t.app.ctx.jobs.runDueJobs();
      const payment = await paymentRow(t, id);
      return check(payment) ? payment : undefined;
    },
    { timeoutMs, intervalMs: 25 },
  );
}

/** An approved claim paid in full through the simulator (from `phone`): the payment is completed. */
export async function paidClaim(t: LoopbackApp, phone = successPhone()) {
  const setup = await approvedClaim(t);
  const res = await initiate(t, setup.claimer.token, setup.item.id, phone);
  if (res.statusCode !== 200) throw new Error(`initiate failed: ${res.statusCode} ${res.body}`);
  const payment = await settleUntil(t, res.json().payment.id, (p) => p.status === 'completed');
  return { ...setup, payment };
}

/** Makes the recurring 72-hour release check due now, as if five minutes had passed. */
export async function makeReleaseCheckDue(t: LoopbackApp): Promise<void> {
  await t.app.ctx.jobs.runDueJobs();
  await t.app.ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.type, releaseDuePayoutsJob.id));
}

/** A paid claim the claimer disputed and an admin resolved as a refund: the reversal is on its way. */
export async function refundedByAdmin(t: LoopbackApp, phone = successPhone()) {
  const paid = await paidClaim(t, phone);
  const admin = await adminUser(t);
  const post = (url: string, token: string, payload: object) => t.request({ method: 'POST', url, token, payload });
  const dispute = await post(`/api/payments/${paid.payment.id}/dispute`, paid.claimer.token, { reason: 'The finder never came to the meeting.' });
  if (dispute.statusCode !== 200) throw new Error(`dispute failed: ${dispute.body}`);
  const resolved = await post(`/api/admin/payments/${paid.payment.id}/resolve-dispute`, admin.token, { resolution: 'refund', note: 'No hand-over happened.' });
  if (resolved.statusCode !== 200) throw new Error(`resolve failed: ${resolved.body}`);
  return { ...paid, admin };
}
