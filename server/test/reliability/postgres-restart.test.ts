/**
 * Issue 10 part 4: PostgreSQL restarts while the server is under load. The server must come
 * back by itself — /api/health 200 again, searches answered, the LISTEN for notifications
 * re-established exactly once (a notification sent after the restart reaches a /ws client, once)
 * — without being restarted.
 *
 * The test starts and restarts its own throwaway cluster (pg_ctl, as .ci/run does), so it runs
 * only when RELIABILITY_PG_BIN names a PostgreSQL bin directory (.ci/run sets it); otherwise
 * it is skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/features/notifications/notify';
import { openSignedInSocket } from '../../src/features/notifications/ws-test-client';
import type { DatabaseHandle } from '../../src/db/client';
import { createUser } from '../factories';
import { createPostgresDatabase, type ServerDatabase } from './reliability.test-support';
import { findPgBin, freePort, startPgCluster, type PgCluster } from './pg-cluster';
import { sleep, spawnServer, stopServer, waitFor, type SpawnedServer } from './spawn-server';

const pgBin = process.env.RELIABILITY_PG_BIN ? findPgBin() : undefined;

describe.skipIf(!pgBin)('PostgreSQL restarted under load (needs RELIABILITY_PG_BIN)', () => {
  let cluster: PgCluster | undefined;
  let database: ServerDatabase | undefined;
  let server: SpawnedServer | undefined;
  let handle: DatabaseHandle | undefined;

  beforeAll(async () => {
    cluster = await startPgCluster(pgBin!);
    database = await createPostgresDatabase(cluster.url);
    server = await spawnServer({ port: await freePort(), env: database.env });
    handle = await database.open();
  }, 300_000);

  afterAll(async () => {
    await stopServer(server);
    await handle?.close().catch(() => {});
    await database?.drop().catch(() => {});
    cluster?.destroy();
  }, 120_000);

  it('recovers without a restart: health, searches and notifications over /ws', async () => {
    const { user, token } = await createUser(handle!.db);
    const socket = await openSignedInSocket(server!.baseUrl, token);
    const sendNotification = (label: string) =>
      notify(handle!.db, { userId: user.id, type: 'system', kind: 'message_received', params: { sender: label, preview: 'reliability test' }, webPush: false });
    const said = (label: string) => `${label}: reliability test`;
    await sendNotification('before');
    await socket.next((m) => m.type === 'notification' && m.message === said('before'), 15_000);

    // Load: searches and health checks in a loop, from several callers at once.
    const statuses: Array<{ at: number; url: string; status: number }> = [];
    let loading = true;
    const caller = async (url: string) => {
      while (loading) {
        const status = await fetch(`${server!.baseUrl}${url}`, { signal: AbortSignal.timeout(20_000) }).then(
          (r) => r.status,
          () => 0,
        );
        statuses.push({ at: Date.now(), url, status });
        await sleep(50);
      }
    };
    const callers = ['/api/items', '/api/items?search=wallet', '/api/health', '/api/health'].map(caller);
    await sleep(1500);

    const stoppedAt = Date.now();
    cluster!.stop('fast');
    await sleep(2000);
    const during = statuses.filter((s) => s.at > stoppedAt + 500);
    cluster!.start();
    const startedAt = Date.now();

    const healthyAt = await waitFor(
      'health 200 after the restart',
      async () => {
        const ok = await fetch(`${server!.baseUrl}/api/health`).then(
          (r) => r.status === 200,
          () => false,
        );
        return ok ? Date.now() : undefined;
      },
      30_000,
      250,
    );
    // The searches recover too (the pool replaced its dead connections).
    await waitFor(
      'a search answered 200 after the restart',
      async () => statuses.some((s) => s.at > healthyAt && s.url.startsWith('/api/items') && s.status === 200),
      15_000,
      250,
    );
    loading = false;
    await Promise.all(callers);

    expect(during.length).toBeGreaterThan(0);
    // While the database is down the server answers (503/500), it does not hang or die.
    expect(during.every((s) => s.status !== 0)).toBe(true);
    expect(statuses.filter((s) => s.at > healthyAt + 2000).every((s) => s.status === 200)).toBe(true);
    expect(healthyAt - startedAt).toBeLessThan(30_000);

    // A notification sent after the restart reaches the socket: LISTEN came back (retried each second).
    const heard = await waitFor(
      'a notification after the restart to reach /ws',
      async () => {
        await sendNotification('after');
        return socket.next((m) => m.type === 'notification' && m.message === said('after'), 2000).catch(() => undefined);
      },
      30_000,
      0,
    );
    expect(heard).toBeTruthy();
    // Exactly one LISTEN: a new notification arrives once, not once per reconnection attempt.
    await sendNotification('counted');
    await socket.next((m) => m.type === 'notification' && m.message === said('counted'), 10_000);
    await sleep(2000);
    expect(socket.received.filter((m) => m.message === said('counted'))).toHaveLength(1);
    expect(server!.pid).toBeGreaterThan(0);
    expect(await Promise.race([server!.exited.then(() => 'exited'), sleep(10).then(() => 'running')])).toBe('running');
    socket.close();
  }, 240_000);
});
