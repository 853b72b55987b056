/**
 * The books balance whatever happens, in whatever order (issue 15 point 5): random sequences of
 * payments (some for revoked claims), disputes, refunds that land or fail and are retried,
 * releases, confirmations, payouts that are paid or fail, and hand-written SQL that tries to pay
 * out a refund or refund a payout, are run through the same operations and state transitions the
 * app uses. Afterwards the ledger must say money in = refunds + payouts sent + payouts held +
 * platform revenue, and its entries must add up to its totals. Runs on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set (test/helpers.ts).
 */
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { claims, payments } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { createApprovedClaim, createUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { completePayment } from '../stk/complete-payment';
import { confirmReceipt } from '../handover/confirm-receipt';
import { openDispute } from '../handover/open-dispute';
import type { PaymentsDeps } from '../payments-deps';
import { findPaymentById, type PaymentRow } from '../payments.repository';
import { markPayoutFailed, markPayoutPaid } from '../payouts/payout-outcome';
import { completeRefund, failRefund } from '../refunds/refund-outcome';
import { resolveDispute } from '../handover/resolve-dispute';
import { retryRefund } from '../refunds/retry-refund';
import { takePayoutForSending } from '../payouts/payout-lifecycle';

const ACTIONS = [
  'pay',
  'payRevoked',
  'dispute',
  'refund',
  'release',
  'confirm',
  'payoutPaid',
  'payoutFails',
  'refundLands',
  'refundFails',
  'retryRefund',
  'forceBoth',
] as const;
type Action = { kind: (typeof ACTIONS)[number]; pick: number };

const receipt = () => `Q${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;

describe('the books balance over any sequence of payments, disputes, refunds and payouts', () => {
  let t: TestApp;
  let deps: PaymentsDeps;
  let admin: Awaited<ReturnType<typeof createUser>>;
  const claimers = new Map<number, Awaited<ReturnType<typeof createUser>>['user']>();

  beforeAll(async () => {
    t = await createTestApp();
    // The operations below only use the context; no job runs, so Daraja is never called.
    deps = { ctx: t.app.ctx } as PaymentsDeps;
    admin = await createUser(t.app.ctx.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  /** A pending payment for an approved claim, completed the way Daraja's confirmation completes it. */
  async function pay(revokeFirst: boolean): Promise<number> {
    const { db } = t.app.ctx;
    const setup = await createApprovedClaim(db);
    const [row] = await db
      .insert(payments)
      .values({
        itemId: setup.item.id,
        claimId: setup.claim.id,
        claimerId: setup.claimer.user.id,
        finderId: setup.finder.user.id,
        phoneNumber: setup.claimer.user.phone,
        amount: 150,
        finderAmount: 100,
        platformAmount: 50,
        status: 'pending',
      })
      .returning();
    claimers.set(row.id, setup.claimer.user);
    if (revokeFirst) await db.update(claims).set({ status: 'rejected' }).where(eq(claims.id, setup.claim.id));
    await completePayment({ ctx: t.app.ctx, paymentId: row.id, receipt: receipt() });
    return row.id;
  }

  async function run(action: Action, ids: number[]): Promise<void> {
    if (action.kind === 'pay' || action.kind === 'payRevoked') {
      ids.push(await pay(action.kind === 'payRevoked'));
      return;
    }
    if (!ids.length) return;
    const payment = (await findPaymentById(t.app.ctx.db, ids[action.pick % ids.length]))!;
    const user = claimers.get(payment.id)!;
    const paymentId = payment.id;
    switch (action.kind) {
      case 'dispute':
        return void (await openDispute({ deps, user, paymentId, reason: 'The finder did not come to the stage.' }));
      case 'refund':
        return void (await resolveDispute({ deps, adminId: admin.user.id, paymentId, resolution: 'refund', note: 'Refund it' }));
      case 'release':
        return void (await resolveDispute({ deps, adminId: admin.user.id, paymentId, resolution: 'release', note: 'Release it' }));
      case 'confirm':
        return void (await confirmReceipt({ deps, user, paymentId }));
      case 'payoutPaid': {
        const sending = await takePayoutForSending(t.app.ctx.db, paymentId);
        if (sending)
          await markPayoutPaid({
            deps,
            paid: { originatorConversationId: sending.payoutOriginatorId!, transactionId: receipt(), conversationId: null, amount: 100 },
          });
        return;
      }
      case 'payoutFails': {
        const sending = await takePayoutForSending(t.app.ctx.db, paymentId);
        if (sending)
          await markPayoutFailed({ deps, payment: sending, originatorConversationId: sending.payoutOriginatorId!, payoutError: 'M-Pesa B2C 1: balance' });
        return;
      }
      case 'refundLands':
        return void (await completeRefund({ deps, payment, attemptId: payment.refundOriginatorId ?? 'none', transactionId: receipt(), finalisedTime: null }));
      case 'refundFails':
        return void (await failRefund({ deps, payment, attemptId: payment.refundOriginatorId ?? 'none', error: 'M-Pesa reversal R000002: invalid' }));
      case 'retryRefund':
        return void (await retryRefund({ deps, adminId: admin.user.id, paymentId }));
      case 'forceBoth':
        return forceBoth(payment);
    }
  }

  /** SQL around every rule: a payout for a refund, or a refund after a payout, must be refused by the database. */
  async function forceBoth(payment: PaymentRow): Promise<void> {
    const isRefund = ['refund_pending', 'refunded', 'refund_failed'].includes(payment.status);
    const statement = isRefund
      ? sql`update payments set finder_paid = true, finder_paid_at = now(), finder_transaction_id = ${receipt()}, payout_status = 'paid' where id = ${payment.id}`
      : payment.payoutAttempts > 0 || payment.finderPaid
        ? sql`update payments set status = 'refunded', payout_status = 'refunded', refunded_at = now() where id = ${payment.id}`
        : undefined;
    if (statement) await expect(t.app.ctx.db.execute(statement)).rejects.toThrow();
  }

  it('money in = refunds + payouts sent + payouts held + platform revenue', async () => {
    // Few payments per run, so that later actions often meet an earlier one in a state they can move.
    const action = fc.record({ kind: fc.constantFrom(...ACTIONS), pick: fc.nat(2) });
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 30, size: 'max' }), async (actions) => {
        const ids: number[] = [];
        for (const a of actions) {
          try {
            await run(a, ids);
          } catch (error) {
            // A 409 (or 403/404) is an operation refusing a move the rules forbid: part of the game.
            if (!(error instanceof AppError)) throw error;
          }
        }
        const ledger = (await t.request({ method: 'GET', url: '/api/admin/ledger', token: admin.token })).json();
        expect(ledger.books.difference).toBe(0);
        expect(ledger.books.balanced).toBe(true);
        const sum = (kind: string, states: string[]) =>
          ledger.entries
            .filter((e: { kind: string; state: string }) => e.kind === kind && states.includes(e.state))
            .reduce((total: number, e: { amount: number }) => total + e.amount, 0);
        expect(sum('payment', ['completed', 'refund_pending', 'refunded', 'refund_failed'])).toBe(ledger.books.moneyIn);
        expect(sum('refund', ['refunded'])).toBe(ledger.books.refundsSent);
        expect(sum('refund', ['refund_pending', 'refund_failed'])).toBe(ledger.books.refundsOwed);
        expect(sum('payout', ['paid'])).toBe(ledger.books.payoutsSent);
        expect(sum('platform_fee', ['earned'])).toBe(ledger.books.platformRevenue);
        const [both] = rowsOf<{ n: number }>(
          await t.app.ctx.db.execute(sql`select count(*)::int as n from payments
        where finder_paid and status in ('refund_pending', 'refunded', 'refund_failed')`),
        );
        expect(both.n).toBe(0);
      }),
      {
        numRuns: 25,
        // One run is written out so that every state of both machines is reached whatever the seed.
        examples: [
          [
            [
              { kind: 'pay', pick: 0 },
              { kind: 'confirm', pick: 0 },
              { kind: 'payoutPaid', pick: 0 },
              { kind: 'forceBoth', pick: 0 },
              { kind: 'pay', pick: 0 },
              { kind: 'dispute', pick: 1 },
              { kind: 'refund', pick: 1 },
              { kind: 'refundLands', pick: 1 },
              { kind: 'forceBoth', pick: 1 },
              { kind: 'pay', pick: 0 },
              { kind: 'dispute', pick: 2 },
              { kind: 'refund', pick: 2 },
              { kind: 'refundFails', pick: 2 },
              { kind: 'payRevoked', pick: 0 },
              { kind: 'pay', pick: 0 },
            ],
          ],
        ],
      },
    );
    // The runs reached every state of both machines, so the balance above was tested on each.
    const states = rowsOf<{ state: string }>(await t.app.ctx.db.execute(sql`select distinct status || '/' || payout_status as state from payments`)).map(
      (r) => r.state,
    );
    expect(states).toEqual(
      expect.arrayContaining(['completed/held', 'completed/paid', 'refund_pending/refunded', 'refunded/refunded', 'refund_failed/refunded']),
    );
  }, 120_000);
});
