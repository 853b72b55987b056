/**
 * The real server in its own process (`node --import tsx server/src/main.ts`), so a test can
 * SIGKILL or SIGTERM it and start it again on the same database. Only the processes started
 * here are ever signalled, by their own pid.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SpawnedServer {
  baseUrl: string;
  port: number;
  pid: number;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<number | null>;
}

export interface SpawnOptions {
  port?: number;
  env: Record<string, string | undefined>;
}

export async function spawnServer({ port, env }: SpawnOptions): Promise<SpawnedServer> {
  const chosenPort = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${chosenPort}`;
  const cleanEnv = { ...process.env };
  // The test runner's own database must never leak into the child.
  delete cleanEnv.DATABASE_URL;
  delete cleanEnv.TEST_DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: rootDir,
    env: {
      ...cleanEnv,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(chosenPort),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      MPESA_ENV: 'simulator',
      WEB_DIST: path.join(rootDir, '.tmp/no-web-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: SpawnedServer = {
    baseUrl,
    port: chosenPort,
    pid: child.pid!,
    output: () => output,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
    exited,
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the server did not start within 180 s:\n${output}`);
    }
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await sleep(200);
  }
}

/** SIGTERM, then SIGKILL if it has not exited within 20 s. */
export async function stopServer(server: SpawnedServer | undefined): Promise<void> {
  if (!server) return;
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await server.exited;
  clearTimeout(timer);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `probe` until it returns something truthy, or fails with `what` after timeoutMs. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs: number, everyMs = 500): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await sleep(everyMs);
  }
}

export async function api<T = unknown>(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { 'x-auth-token': options.token } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
