/**
 * The ceiling: a bare Fastify route in its own process (ceiling-server.ts), with no plugins,
 * database or hooks. What this machine can answer at most, measured in the same run as a
 * benchmark's own figures, so a run on a busy machine still reads.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../test/reliability/pg-cluster';
import { rootDir } from './bench-kit';

export async function startCeiling(): Promise<{ baseUrl: string; pid: number; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/bench/ceiling-server.ts')], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (
    let tries = 0;
    !(await fetch(`${baseUrl}/ceiling`).then(
      (r) => r.ok,
      () => false,
    ));
    tries++
  ) {
    if (tries > 600 || child.exitCode !== null) throw new Error('the ceiling server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}
