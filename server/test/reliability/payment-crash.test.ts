/**
 * Issue 10 part 4: the server process is SIGKILLed in the middle of a payment and started again
 * on the same database. Daraja (the simulator in a process of its own) keeps its memory, as
 * Safaricom would: the callback that arrived while we were down is lost, so the payment must be
 * settled by STK query, exactly once, and the finder's payout sent at most once.
 *
 * On PostgreSQL (TEST_DATABASE_URL) nobody polls after the restart, so the reconciliation job
 * alone must find the payment (up to about two minutes); on PGlite in a DATA_DIR on disk the
 * claimer's payment dialog polls verify, which asks Daraja once the payment is 30 s old.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { payments } from '../../src/db/schema';
import { createClaim, createItem, createUser } from '../factories';
import { createPgliteDatabase, createPostgresDatabase, startExternalDaraja, type ExternalDaraja, type ServerDatabase } from './reliability.test-support';
import { freePort } from './pg-cluster';
import { api, spawnServer, stopServer, waitFor, type SpawnedServer } from './spawn-server';

const PAYING_PHONE = '0708374149';
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

interface Setup {
  finderToken: string;
  claimerToken: string;
  itemId: number;
  claimId: number;
}

const variants = [
  { name: 'PGlite in a DATA_DIR on disk', database: async () => createPgliteDatabase(), settleBy: 'verify' as const, skip: false },
  {
    name: 'PostgreSQL',
    database: async () => createPostgresDatabase(testDatabaseUrl!),
    settleBy: 'reconciliation job' as const,
    skip: !testDatabaseUrl,
  },
];

for (const variant of variants) {
  // Skipped without TEST_DATABASE_URL: the PostgreSQL variant needs a PostgreSQL server (CI has one).
  describe.skipIf(variant.skip)(`a payment survives a SIGKILL of the server (${variant.name})`, () => {
    let database: ServerDatabase;
    let daraja: ExternalDaraja;
    let server: SpawnedServer | undefined;
    let setup: Setup;
    let env: Record<string, string | undefined>;
    // The callback URLs Daraja holds name this port: a restarted server must be found there again.
    let port: number;

    const start = async () => {
      server = await spawnServer({ port, env });
      return server;
    };
    const crash = async () => {
      server!.kill('SIGKILL');
      await server!.exited;
      server = undefined;
    };

    beforeAll(async () => {
      database = await variant.database();
      port = await freePort();
      daraja = await startExternalDaraja();
      env = { ...database.env, MPESA_BASE_URL: daraja.baseUrl, MPESA_CALLBACK_SECRET: 'reliability-test-secret-0123456789' };
      // A first start migrates and seeds; then, with the server down (PGlite has one owner), the
      // people and the claim are written straight into the database.
      await stopServer(await start());
      server = undefined;
      const handle = await database.open();
      try {
        const finder = await createUser(handle.db, { role: 'finder' });
        const claimer = await createUser(handle.db);
        const item = await createItem(handle.db, finder.user.id);
        const claim = await createClaim(handle.db, item.id, claimer.user.id);
        setup = { finderToken: finder.token, claimerToken: claimer.token, itemId: item.id, claimId: claim.id };
      } finally {
        await handle.close();
      }
      await start();
    }, 600_000);

    afterAll(async () => {
      await stopServer(server);
      await stopServer(daraja?.server);
      await database?.drop();
    }, 60_000);

    it('completes the payment once by STK query after the lost callback, and pays the finder once', async () => {
      const approved = await api(server!.baseUrl, 'PUT', `/api/verifications/${setup.claimId}/status`, {
        token: setup.finderToken,
        body: { status: 'approved' },
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);

      // The customer takes 3 s to enter the PIN; we are dead before the callback comes.
      await daraja.control('POST', '/next-callback', { mode: 'normal', delayMs: 3000 });
      const initiated = await api<{ payment: { id: number; status: string } }>(server!.baseUrl, 'POST', '/api/payments/initiate', {
        token: setup.claimerToken,
        body: { itemId: setup.itemId, phoneNumber: PAYING_PHONE },
      });
      expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
      const paymentId = initiated.body.payment.id;
      await crash();

      // Daraja finishes the transaction and its callback finds nobody.
      await waitFor(
        'Daraja to settle the STK push and try the callback',
        async () => {
          const { stk, stats } = await daraja.state();
          return stk.length === 1 && stk[0].result?.resultCode === 0 && stats.callbacksSent >= 1;
        },
        20_000,
      );

      const restarted = await start();
      const claimerGet = async () =>
        (await api<{ payments: Array<{ id: number; status: string }> }>(restarted.baseUrl, 'GET', '/api/payments', { token: setup.claimerToken })).body
          .payments;
      expect((await claimerGet()).find((p) => p.id === paymentId)?.status).toBe('pending');
      if (variant.settleBy === 'verify') {
        await waitFor(
          'verify to complete the payment',
          async () => {
            const answer = await api<{ status: string }>(restarted.baseUrl, 'GET', `/api/payments/${paymentId}/verify`, { token: setup.claimerToken });
            return answer.body.status === 'completed';
          },
          90_000,
          3000,
        );
      } else {
        await waitFor(
          'the reconciliation job to complete the payment',
          async () => {
            return (await claimerGet()).find((p) => p.id === paymentId)?.status === 'completed';
          },
          200_000,
          2000,
        );
      }

      // The hand-over: the payout goes out, and we crash before Daraja's result reaches us.
      await daraja.control('POST', '/next-callback', { mode: 'drop' });
      const confirmed = await api(restarted.baseUrl, 'POST', `/api/payments/${paymentId}/confirm-receipt`, { token: setup.claimerToken });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const [sent] = await waitFor(
        'the B2C request to reach Daraja',
        async () => {
          const { b2c } = await daraja.state();
          return b2c.length === 1 && b2c[0].result ? b2c : undefined;
        },
        30_000,
      );
      await crash();
      const again = await start();

      // Daraja's result arrives after the restart (a late delivery), twice.
      await daraja.control('POST', `/b2c/${sent.originatorConversationId}/resend`);
      await daraja.control('POST', `/b2c/${sent.originatorConversationId}/resend`);
      await waitFor(
        'the payout to be recorded as paid',
        async () => {
          const mine = (
            await api<{ payments: Array<{ id: number; payoutStatus: string; finderPaid: boolean }> }>(again.baseUrl, 'GET', '/api/payments', {
              token: setup.finderToken,
            })
          ).body.payments;
          const payment = mine.find((p) => p.id === paymentId);
          return payment?.payoutStatus === 'paid' && payment.finderPaid;
        },
        30_000,
      );

      // Give any duplicate sender a chance to show itself before counting.
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const state = await daraja.state();
      expect(state.stats.stkPush).toBe(1);
      expect(state.stats.b2c).toBe(1);
      expect(state.b2c).toHaveLength(1);
      expect(state.b2c[0].amount).toBeGreaterThan(0);

      await stopServer(server);
      server = undefined;
      const handle = await database.open();
      try {
        const rows = await handle.db.select().from(payments).where(eq(payments.claimId, setup.claimId));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({ status: 'completed', payoutStatus: 'paid', finderPaid: true });
        // Daraja's STK query carries no receipt number and the callback that had it was lost with the process.
        expect(rows[0].completedAt).toBeInstanceOf(Date);
        const completed = await handle.db
          .select()
          .from(payments)
          .where(and(eq(payments.itemId, setup.itemId), eq(payments.status, 'completed')));
        expect(completed).toHaveLength(1);
      } finally {
        await handle.close();
      }
    }, 900_000);
  });
}
