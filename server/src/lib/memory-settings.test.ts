import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_PROCESS_ENV } from './memory-settings';

const root = path.resolve(__dirname, '../../..');

/** RSS growth in MB of a process that runs 32 sign-in hashes, 4 at a time (one per libuv thread). */
function rssGrowthAfterHashes(env: Record<string, string>): number {
  const script = `
    const { scrypt } = require('node:crypto');
    const hash = () => new Promise((resolve, reject) => scrypt('password', 'salt', 32, { N: 16384, r: 8, p: 1, maxmem: 64 << 20 }, (e, k) => (e ? reject(e) : resolve(k))));
    (async () => {
      const before = process.memoryUsage().rss;
      for (let round = 0; round < 8; round++) await Promise.all([hash(), hash(), hash(), hash()]);
      console.log(Math.round((process.memoryUsage().rss - before) / 1048576));
    })();`;
  const { MALLOC_MMAP_THRESHOLD_: _inherited, ...rest } = process.env;
  return Number(
    execFileSync(process.execPath, ['-e', script], { env: { ...rest, ...env } })
      .toString()
      .trim(),
  );
}

const isGlibc = !!(process.report?.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime;

describe('the memory the server keeps after a burst of sign-ins', () => {
  it.runIf(isGlibc)('is given back with the environment the server is started with, and kept without it', () => {
    expect(rssGrowthAfterHashes(SERVER_PROCESS_ENV)).toBeLessThan(16);
    // What the setting is for: glibc keeps scrypt's 16 MB blocks in each thread's arena.
    expect(rssGrowthAfterHashes({})).toBeGreaterThanOrEqual(32);
  });

  it('that environment is set by npm start, the container image and the benchmarks', () => {
    const [[name, value]] = Object.entries(SERVER_PROCESS_ENV);
    expect(readFileSync(path.join(root, 'scripts/start.mjs'), 'utf8')).toContain(`${name}: '${value}'`);
    expect(readFileSync(path.join(root, 'Dockerfile'), 'utf8')).toMatch(new RegExp(`^ENV ${name}=${value}$`, 'm'));
    expect(readFileSync(path.join(root, 'server/bench/bench-kit.ts'), 'utf8')).toContain('...SERVER_PROCESS_ENV');
  });
});
