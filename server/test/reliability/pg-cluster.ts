/**
 * A throwaway PostgreSQL cluster on loopback, as .ci/run starts one: initdb into a temporary
 * directory, pg_ctl start on a free port, owned by the postgres system user when we are root
 * (PostgreSQL refuses to run as root). Used by the reliability tests (which restart it under
 * load) and by `npm run bench` when no BENCH_DATABASE_URL is given.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PgCluster {
  url: string;
  port: number;
  dataDir: string;
  start(): void;
  /** 'fast' disconnects every session, as a restart by an operator or a crash recovery would. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops the cluster if it runs and deletes its files; safe to call twice. */
  destroy(): void;
}

/** RELIABILITY_PG_BIN, else the newest /usr/lib/postgresql/<version>/bin; undefined when none. */
export function findPgBin(): string | undefined {
  const fromEnv = process.env.RELIABILITY_PG_BIN;
  if (fromEnv) return existsSync(path.join(fromEnv, 'pg_ctl')) ? fromEnv : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/pg_ctl')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

function asPostgres(command: string, args: string[]): void {
  const quoted = [command, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  if (isRoot()) execFileSync('su', ['postgres', '-s', '/bin/bash', '-c', quoted], { stdio: 'pipe' });
  else execFileSync('/bin/bash', ['-c', quoted], { stdio: 'pipe' });
}

export async function startPgCluster(pgBin: string, options: { settings?: string[] } = {}): Promise<PgCluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'okota-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  const port = await freePort();
  asPostgres(path.join(pgBin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  const serverOptions = [
    `-p ${port}`,
    `-k ${dataDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    ...(options.settings ?? []).map((s) => `-c ${s}`),
  ].join(' ');
  let running = false;
  const cluster: PgCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    start() {
      asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', dataDir, '-l', path.join(dataDir, 'log'), '-o', serverOptions, '-w', '-t', '60', 'start']);
      running = true;
    },
    stop(mode = 'fast') {
      if (!running) return;
      asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    destroy() {
      try {
        cluster.stop('immediate');
      } catch {
        // Already stopped, or never started: the files go either way.
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    cluster.start();
  } catch (error) {
    cluster.destroy();
    throw error;
  }
  return cluster;
}
