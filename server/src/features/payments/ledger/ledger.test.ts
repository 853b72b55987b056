import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nairobiDay } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { createCompletedPayment, createUser } from '../../../../test/factories';
import { csvCell } from './ledger-csv';

describe('the admin ledger', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  const now = new Date();
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const ledger = (query = '', token = admin.token) => t.request({ method: 'GET', url: `/api/admin/ledger${query}`, token });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app.ctx.db, { role: 'admin' });
    const db = t.app.ctx.db;
    await createCompletedPayment(db, { mpesaTransactionId: 'HELD000001', completedAt: yesterday, createdAt: yesterday });
    await createCompletedPayment(db, {
      mpesaTransactionId: 'PAID000001',
      payoutStatus: 'paid',
      payoutAttempts: 1,
      finderPaid: true,
      finderPaidAt: now,
      finderTransactionId: 'B2C0000001',
    });
    await createCompletedPayment(db, {
      mpesaTransactionId: 'REFD000001',
      status: 'refunded',
      payoutStatus: 'refunded',
      refundReason: 'dispute',
      refundedAt: now,
      refundTransactionId: 'REV0000001',
      refundOriginatorId: 'okota-refund-3-1',
    });
    await createCompletedPayment(db, {
      mpesaTransactionId: 'RFAIL00001',
      status: 'refund_failed',
      payoutStatus: 'refunded',
      refundReason: 'claim_revoked',
      refundRequestedAt: now,
    });
    await createCompletedPayment(db, { mpesaTransactionId: null, status: 'failed', completedAt: null, payoutStatus: 'none' });
    const item = await createCompletedPayment(db, { mpesaTransactionId: 'FORMULA001' });
    await db.execute(`update lost_items set title = '=HYPERLINK("http://evil.example","Click")' where id = ${item.item.id}`);
  });
  afterAll(() => t.close());

  it('lists every payment, refund, payout and fee with its receipt and state, and the books balance', async () => {
    const res = await ledger();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const find = (kind: string, receipt: string) => body.entries.find((e: { kind: string; receipt: string }) => e.kind === kind && e.receipt === receipt);
    expect(find('payment', 'HELD000001')).toMatchObject({ amount: 150, state: 'completed', day: nairobiDay(yesterday) });
    expect(find('payout', 'B2C0000001')).toMatchObject({ amount: 100, state: 'paid' });
    expect(find('platform_fee', 'PAID000001')).toMatchObject({ amount: 50, state: 'earned' });
    expect(find('refund', 'REV0000001')).toMatchObject({ amount: 150, state: 'refunded' });
    expect(body.entries.find((e: { state: string; kind: string }) => e.kind === 'refund' && e.state === 'refund_failed')).toMatchObject({
      amount: 150,
      receipt: null,
    });
    expect(body.entries.filter((e: { kind: string; state: string }) => e.kind === 'payment' && e.state === 'failed')).toHaveLength(1);
    // In: 5 × 150. Out or owed: 2 refunds (300), 1 payout sent (100), 3 shares held (300), 3 fees (150).
    expect(body.books).toEqual({
      moneyIn: 750,
      refunds: 300,
      refundsSent: 150,
      refundsOwed: 150,
      payoutsSent: 100,
      payoutsHeld: 200,
      platformRevenue: 150,
      balanced: true,
      difference: 0,
    });
  });

  it('gives daily totals by East Africa Time day, and filters by state, kind and dates', async () => {
    const today = nairobiDay(now);
    const body = (await ledger(`?from=${today}&to=${today}`)).json();
    expect(body.daily).toEqual([{ day: today, moneyIn: 600, refunds: 150, payoutsSent: 100, platformRevenue: 100 }]);
    expect(body.entries.every((e: { day: string }) => e.day === today)).toBe(true);

    const refunded = (await ledger('?state=refunded')).json().entries;
    expect(refunded.map((e: { kind: string }) => e.kind).sort()).toEqual(['payment', 'refund']);
    const payouts = (await ledger('?kind=payout&state=paid')).json().entries;
    expect(payouts).toEqual([expect.objectContaining({ receipt: 'B2C0000001' })]);
    expect((await ledger('?from=2999-01-01')).json().entries).toEqual([]);
    expect((await ledger('?from=2026-02-30x')).statusCode).toBe(400);
    // The right shape, no such day (JavaScript alone would read it as 2 March).
    expect((await ledger('?from=2026-02-30')).statusCode).toBe(400);
    expect((await ledger('?to=2026-04-31')).statusCode).toBe(400);
    expect((await ledger('?from=2026-03-05&to=2026-03-04')).statusCode).toBe(400);
    expect((await ledger('?state=stolen')).statusCode).toBe(400);
  });

  it('exports CSV with a safe file name and formulas neutralised', async () => {
    for (const url of [`/api/admin/ledger.csv?from=${nairobiDay(yesterday)}`, `/api/admin/ledger?format=csv&from=${nairobiDay(yesterday)}`]) {
      const res = await t.request({ method: 'GET', url, token: admin.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="okota-ledger-${nairobiDay(yesterday)}-to-today.csv"`);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe('date_eat,day,kind,payment_id,item_id,item_title,amount_ksh,mpesa_receipt,state');
      const formula = lines.find((l) => l.includes('FORMULA001'))!;
      expect(formula).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
      expect(lines.some((l) => /,=/.test(l))).toBe(false);
    }
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+254700000000')).toBe("'+254700000000");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(150)).toBe('150');
  });

  it('answers admins only', async () => {
    const claimer = await createUser(t.app.ctx.db);
    for (const url of ['/api/admin/ledger', '/api/admin/ledger.csv']) {
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.request({ method: 'GET', url, token: claimer.token })).statusCode).toBe(403);
    }
  });
});
