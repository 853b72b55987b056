/**
 * Issue 10 part 4: SIGTERM (a deploy, a container stop) lets the request in flight finish with
 * its answer, refuses new connections from that moment, and the process then exits 0.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, spawnServer, stopServer, type SpawnedServer } from './spawn-server';

const ADMIN = { email: 'admin@shutdown.test', password: 'Shutdown-Admin-123' };

describe('graceful shutdown', () => {
  let server: SpawnedServer | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'okota-rel-shutdown-'));

  beforeAll(async () => {
    server = await spawnServer({ env: { DATABASE_URL: 'memory://', DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('finishes a slow request in flight when SIGTERM arrives, refuses new connections, then exits 0', async () => {
    const body = JSON.stringify(ADMIN);
    // A slow phone: the headers and half of the body now, the rest after the signal.
    const request = http.request(`${server!.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await sleep(1000);

    server!.kill('SIGTERM');
    await sleep(1500);
    const refused = await fetch(`${server!.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) }).then(
      (response) => `answered ${response.status}`,
      (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
    );
    expect(refused).toBe('ECONNREFUSED');

    request.end(body.slice(10));
    const { status, text } = await answer;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)).toHaveProperty('token');
    expect(await server!.exited).toBe(0);
    server = undefined;
  }, 60_000);
});
