import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';

/**
 * The finder's payout and a refund never both happen for one payment, and the database itself
 * refuses it (migration 0005, payments_payout_or_refund_check): these statements go around all
 * of our code, as a bug or a person at a SQL prompt would.
 */
describe('the database keeps a payout and a refund apart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The PostgreSQL error code and constraint a statement fails with, or 'ok'. */
  const attempt = async (statement: ReturnType<typeof sql>) => {
    try {
      await t.app.ctx.db.execute(statement);
      return 'ok';
    } catch (error) {
      let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
      while (e && !/^[0-9A-Z]{5}$/.test(e.code ?? '')) e = e.cause as typeof e;
      return `${e?.code} ${e?.constraint ?? e?.message}`;
    }
  };
  const refundedRow = async () =>
    (
      await createCompletedPayment(t.app.ctx.db, {
        status: 'refunded',
        payoutStatus: 'refunded',
        refundReason: 'dispute',
        refundedAt: new Date(),
        refundTransactionId: `RV${Date.now() % 1e8}`,
      })
    ).payment;

  it('a refunded payment cannot be paid out', async () => {
    const payment = await refundedRow();
    expect(
      await attempt(
        sql`update payments set finder_paid = true, finder_paid_at = now(), finder_transaction_id = 'SG632NMUAB', payout_status = 'paid' where id = ${payment.id}`,
      ),
    ).toMatch(/^23514 payments_payout_or_refund_check/);
    expect(await attempt(sql`update payments set payout_status = 'queued' where id = ${payment.id}`)).toMatch(/^23514 payments_payout_or_refund_check/);
    expect(await attempt(sql`update payments set payout_attempts = 1, payout_status = 'processing' where id = ${payment.id}`)).toMatch(
      /^23514 payments_payout_or_refund_check/,
    );
  });

  it('a payment whose payout was paid, or ever sent, cannot be refunded', async () => {
    const { payment: paid } = await createCompletedPayment(t.app.ctx.db, {
      payoutStatus: 'paid',
      payoutAttempts: 1,
      finderPaid: true,
      finderPaidAt: new Date(),
      finderTransactionId: `SG${Date.now() % 1e8}`,
    });
    for (const status of ['refund_pending', 'refunded', 'refund_failed']) {
      expect(await attempt(sql`update payments set status = ${status}, payout_status = 'refunded' where id = ${paid.id}`)).toMatch(
        /^23514 payments_payout_or_refund_check/,
      );
    }
    const { payment: sent } = await createCompletedPayment(t.app.ctx.db, { payoutStatus: 'failed', payoutAttempts: 1 });
    expect(await attempt(sql`update payments set status = 'refund_pending', payout_status = 'refunded' where id = ${sent.id}`)).toMatch(
      /^23514 payments_payout_or_refund_check/,
    );
  });

  it('a refund needs money received and a closed payout; a row claiming both is refused on insert too', async () => {
    const { payment: pending } = await createCompletedPayment(t.app.ctx.db, {
      status: 'pending',
      completedAt: null,
      mpesaTransactionId: null,
      payoutStatus: 'none',
    });
    expect(await attempt(sql`update payments set status = 'refund_pending', payout_status = 'refunded' where id = ${pending.id}`)).toMatch(
      /^23514 payments_payout_or_refund_check/,
    );
    await expect(createCompletedPayment(t.app.ctx.db, { status: 'refunded', payoutStatus: 'paid', finderPaid: true })).rejects.toThrow();
    // The legal way in still works: a held payout closed as refunded.
    const { payment: held } = await createCompletedPayment(t.app.ctx.db);
    expect(await attempt(sql`update payments set status = 'refund_pending', payout_status = 'refunded' where id = ${held.id}`)).toBe('ok');
  });

  it('one completed payment per claim; a second one can only be a refund', async () => {
    const { payment, claim } = await createCompletedPayment(t.app.ctx.db);
    const insert = (
      status: string,
    ) => sql`insert into payments (item_id, claim_id, claimer_id, finder_id, amount, finder_amount, platform_amount, phone_number, status, completed_at, payout_status)
      values (${payment.itemId}, ${claim.id}, ${payment.claimerId}, ${payment.finderId}, 150, 100, 50, '+254708374149', ${status}, now(), ${status === 'completed' ? 'held' : 'refunded'})`;
    expect(await attempt(insert('completed'))).toMatch(/^23505 payments_one_completed_per_claim/);
    expect(await attempt(insert('refund_pending'))).toBe('ok');
  });
});
