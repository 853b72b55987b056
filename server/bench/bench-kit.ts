/**
 * What every benchmark needs: a throwaway PostgreSQL database, the real server in its own
 * process on it, autocannon against it, and a section of docs/benchmarks.md to write.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { requestAtRate } from './open-loop';
import pg from 'pg';
import { findPgBin, startPgCluster } from '../test/reliability/pg-cluster';
import { createThrowawayDatabase } from '../test/throwaway-database';
import { buildServer } from '../../scripts/build-server.mjs';
import { SERVER_PROCESS_ENV } from '../src/lib/memory-settings';
import { writeBenchmarkSection } from '../../scripts/benchmarks-doc.mjs';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The PostgreSQL server a benchmark runs on: BENCH_DATABASE_URL, DATABASE_URL or
 * TEST_DATABASE_URL when one is set, otherwise a throwaway cluster started for the run (needs
 * PostgreSQL's binaries, as .ci/run installs them).
 */
export async function benchPostgres(): Promise<{ url: string; ownCluster: boolean; stop(): void }> {
  const url = [process.env.BENCH_DATABASE_URL, process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find((u) => u && /^postgres(ql)?:\/\//.test(u));
  if (url) return { url, ownCluster: false, stop() {} };
  const pgBin = findPgBin();
  if (!pgBin)
    throw new Error(
      'Set BENCH_DATABASE_URL to a PostgreSQL server (postgres://…), or install PostgreSQL so the benchmark can start its own; see docs/benchmarks.md',
    );
  const cluster = await startPgCluster(pgBin, { settings: ['shared_buffers=128MB'] });
  return { url: cluster.url, ownCluster: true, stop: () => cluster.destroy() };
}

export interface BenchDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  const database = await createThrowawayDatabase(serverUrl, 'okota_bench');
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  return {
    url: database.url,
    pool,
    async drop() {
      await pool.end();
      await database.drop();
    },
  };
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** The real server (migrations, seed, every plugin), bundled and run as `npm start` runs it. */
export async function startServer(databaseUrl: string | undefined, options: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const port = 6100 + Math.floor(Math.random() * 800);
  // Without a database URL the server runs on its embedded PGlite under the data directory, which
  // then belongs to the caller (seeded before, kept after).
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'okota-bench-')));
  const { DATABASE_URL: _inherited, ...inheritedEnv } = process.env;
  // BENCH_PROFILE_DIR=dir writes a CPU profile of the server (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, await buildServer()], {
    cwd: rootDir,
    env: {
      ...SERVER_PROCESS_ENV,
      ...inheritedEnv,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@bench.test',
      ADMIN_PASSWORD: 'Bench-Admin-123',
      // The load comes from many addresses (X-Forwarded-For), as real users would.
      TRUST_PROXY: 'loopback',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      // Safe to call twice: a finally block may stop a server already stopped.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const randomAddress = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 250)}`;

export interface BenchRequest {
  method?: string;
  path: string;
  /** A body made per request (e.g. a different user each time). */
  body?: () => unknown;
  /** A form-encoded body made per request, as Africa's Talking posts (instead of `body`). */
  form?: () => Record<string, string>;
}

/**
 * `paths` are requested in turn across all connections (one shared turn, not one per
 * connection: autocannon's own list would have every connection ask the same question at the same
 * moment), each request from a random address.
 */
export async function measure(
  baseUrl: string,
  paths: Array<string | BenchRequest>,
  options: {
    connections?: number;
    seconds?: number;
    /** A fixed rate, requests a second, each sent when due (open-loop.ts); `connections` is then unused. */ rate?: number;
  } = {},
): Promise<Measurement> {
  const entries = paths.map((entry) => (typeof entry === 'string' ? ({ path: entry } as BenchRequest) : entry));
  let turn = 0;
  const requests = [
    {
      path: entries[0].path,
      setupRequest: (request: { headers?: Record<string, string> }) => {
        const next = nextRequest();
        return { ...request, ...next, headers: { ...request.headers, ...next.headers } };
      },
    },
  ];
  const nextRequest = () => {
    const { method = 'GET', path: requestPath, body, form } = entries[turn++ % entries.length];
    const type = form ? 'application/x-www-form-urlencoded' : body ? 'application/json' : undefined;
    return {
      method,
      path: requestPath,
      headers: { 'x-forwarded-for': randomAddress(), ...(type ? { 'content-type': type } : {}) },
      ...(form ? { body: new URLSearchParams(form()).toString() } : body ? { body: JSON.stringify(body()) } : {}),
    };
  };
  const run = async (seconds: number) => {
    // A fixed rate is an open loop of our own (open-loop.ts): autocannon's sends each second's share in a burst.
    if (options.rate) {
      const { latencies, non2xx, errors } = await requestAtRate(baseUrl, nextRequest, { rate: options.rate, seconds });
      return { result: { non2xx, errors, timeouts: 0 }, latencies };
    }
    const latencies: number[] = [];
    const instance = autocannon({
      url: baseUrl,
      connections: options.connections ?? 32,
      duration: seconds,
      requests,
    });
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => latencies.push(responseTime));
    const result = await instance;
    return { result, latencies: latencies.sort((a, b) => a - b) };
  };
  await run(2); // warm-up: JIT, connection pools, PostgreSQL caches
  const { result, latencies } = await run(options.seconds ?? 5);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  return {
    requestsPerSecond: Math.round(latencies.length / (options.seconds ?? 5)),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Replaces one marked section of docs/benchmarks.md, leaving the others as they are. */
export const writeSection = writeBenchmarkSection;
