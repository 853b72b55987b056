/**
 * Issue 10 part 5: the main read routes and sign-in under load, on PostgreSQL with 100,000 items
 * and 20,000 users, beside a bare Fastify route (the ceiling) measured in the same run.
 * Targets: search p95 ≤ 30 ms at 32 connections; item detail and stats ≥ 25 % of the ceiling's
 * req/s; server RSS ≤ 300 MB.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../src/lib/crypto';
import { freePort } from '../test/reliability/pg-cluster';
import { benchPostgres, createBenchDatabase, measure, rootDir, startServer, writeSection, type BenchRequest, type Measurement } from './bench-kit';
import { seedFinders, seedItems } from './items-seed';

const ITEMS = 100_000;
const USERS = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'Bench-Passw0rd';

interface Row { route: string; what: string; m: Measurement; rssMb: number }

export async function benchApi(): Promise<void> {
  const postgres = await benchPostgres();
  const database = await createBenchDatabase(postgres.url);
  const ceiling = await startCeiling();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer(database.url);
    console.log(`seeding ${USERS.toLocaleString('en')} users and ${ITEMS.toLocaleString('en')} items…`);
    const userIds = await seedFinders(database.pool, USERS);
    // One real scrypt hash for everyone: sign-in does the full work, seeding stays quick.
    await database.pool.query("update users set password_hash = $1, email_verified = true where email like '%@bench.test'", [await hashPassword(PASSWORD)]);
    await seedItems(database.pool, { count: ITEMS, finderIds: userIds, seed: ITEMS });
    await database.pool.query('vacuum analyze users');
    const { rows: visible } = await database.pool.query<{ id: number }>(
      "select id from lost_items where status = 'available' and not is_hidden order by random() limit 500");
    const { rows: [bags] } = await database.pool.query<{ id: number }>("select id from categories where name = 'Bags'");
    const { rows: [{ version }] } = await database.pool.query<{ version: string }>("select current_setting('server_version') as version");

    const loadBefore = loadavg()[0];
    let next = 0;
    const login: BenchRequest = {
      method: 'POST',
      path: '/api/auth/login',
      // A different account each time: the per-address limit (10 per 15 min) never trips.
      body: () => ({ email: `finder${1 + (next++ % USERS)}@bench.test`, password: PASSWORD }),
    };
    const scenarios: Array<{ route: string; what: string; target: string; paths: Array<string | BenchRequest>; connections: number }> = [
      { route: 'bare Fastify route (ceiling)', what: 'GET /ceiling', target: ceiling.baseUrl, paths: ['/ceiling'], connections: 32 },
      { route: 'GET /api/items', what: 'search word + county, common word + category', target: server.baseUrl, connections: 32,
        paths: ['/api/items?search=samsung&location=Nairobi', `/api/items?search=black&categoryId=${bags.id}`, '/api/items?search=infin&location=Mombasa'] },
      { route: 'GET /api/items', what: 'filters only (county, category, newest first)', target: server.baseUrl, connections: 32,
        paths: ['/api/items?location=Kisumu', `/api/items?categoryId=${bags.id}`, '/api/items'] },
      { route: 'GET /api/items/{id}', what: '500 different available items', target: server.baseUrl, connections: 32, paths: visible.map((v) => `/api/items/${v.id}`) },
      { route: 'GET /api/public/stats', what: 'landing-page counts', target: server.baseUrl, connections: 32, paths: ['/api/public/stats'] },
      { route: 'POST /api/auth/login', what: `${USERS.toLocaleString('en')} accounts in turn, scrypt N=16384`, target: server.baseUrl, connections: 8, paths: [login] },
    ];
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const pid = scenario.target === ceiling.baseUrl ? ceiling.pid : server.pid;
      const sampler = sampleRss(pid);
      const m = await measure(scenario.target, scenario.paths, { connections: scenario.connections, seconds: SECONDS });
      const rssMb = sampler.stop();
      console.log(`${scenario.route} (${scenario.what}): ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, RSS ${rssMb} MB, non-2xx ${m.non2xx}, errors ${m.errors}`);
      if (m.non2xx || m.errors) throw new Error(`${scenario.route}: ${m.non2xx} non-2xx answers and ${m.errors} errors`);
      rows.push({ route: scenario.route, what: scenario.what, m, rssMb });
    }
    await writeSection('api', report(rows, { loadBefore, loadAfter: loadavg()[0], version, ownCluster: postgres.ownCluster }));
  } finally {
    await server?.stop();
    ceiling.stop();
    await database.drop();
    postgres.stop();
  }
}

async function startCeiling(): Promise<{ baseUrl: string; pid: number; stop(): void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/bench/ceiling-server.ts')], {
    cwd: rootDir, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let tries = 0; !(await fetch(`${baseUrl}/ceiling`).then((r) => r.ok, () => false)); tries++) {
    if (tries > 600 || child.exitCode !== null) throw new Error('the ceiling server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseUrl, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/** The highest resident set size of a process while a scenario runs, in MB. */
function sampleRss(pid: number): { stop(): number } {
  let highest = 0;
  const read = () => {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (match) highest = Math.max(highest, Number(match[1]));
  };
  read();
  const timer = setInterval(read, 250);
  return {
    stop() {
      clearInterval(timer);
      read();
      return Math.round(highest / 1024);
    },
  };
}

function report(rows: Row[], machine: { loadBefore: number; loadAfter: number; version: string; ownCluster: boolean }): string {
  const ceiling = rows[0].m.requestsPerSecond;
  const lines = rows.map(({ route, what, m, rssMb }, index) =>
    `| ${route} | ${what} | ${m.requestsPerSecond.toLocaleString('en')} | ${index === 0 ? '1' : (m.requestsPerSecond / ceiling).toFixed(2)} | ${m.p50} | ${m.p95} | ${m.p99} | ${rssMb} |`);
  const search = rows[1].m;
  const ratioOf = (route: string) => rows.find((r) => r.route === route)!.m.requestsPerSecond / ceiling;
  const maxRss = Math.max(...rows.slice(1).map((r) => r.rssMb));
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  return [
    '## API under load (issue 10)',
    '',
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -- api\`: ${availableParallelism()} cores shared by the server, PostgreSQL ${machine.version}`,
    `(${machine.ownCluster ? 'a throwaway cluster the bench started' : 'BENCH_DATABASE_URL'}), the ceiling process and autocannon.`,
    `**1-minute load average ${machine.loadBefore.toFixed(1)} before and ${machine.loadAfter.toFixed(1)} after** (other engineers' work shares the cores, so`,
    'figures on a quiet machine are better). The real server in its own process (as `npm start`), 100,000 items and 20,000 users,',
    `${SECONDS} s per scenario after a 2 s warm-up, each request from a different address (X-Forwarded-For, TRUST_PROXY=loopback), so the`,
    'rate limiter works as in production; sign-in uses a different account each time (no bench-only limits).',
    'RSS is the highest resident memory of the measured process during the scenario.',
    '',
    '| route | requests | req/s | × ceiling | p50 ms | p95 ms | p99 ms | RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...lines,
    '',
    'Targets:',
    `- search p95 ≤ 30 ms at 32 connections: ${search.p95} ms, ${verdict(search.p95 <= 30)}`,
    `- item detail ≥ 25 % of the ceiling: ${Math.round(ratioOf('GET /api/items/{id}') * 100)} %, ${verdict(ratioOf('GET /api/items/{id}') >= 0.25)}`,
    `- stats ≥ 25 % of the ceiling: ${Math.round(ratioOf('GET /api/public/stats') * 100)} %, ${verdict(ratioOf('GET /api/public/stats') >= 0.25)}`,
    `- server RSS ≤ 300 MB: ${maxRss} MB, ${verdict(maxRss <= 300)}`,
    '',
    'What the profile says (node --cpu-prof of the server under the stats load, and EXPLAIN of the search, see the',
    'items-search section): the server process is busy for its whole share of the CPU, and no single cost dominates —',
    "the socket write, helmet's headers (it re-parses its CSP directives on every response), zod validation and",
    'serialisation, the rate limiter and proxy-address parsing each take a few per cent; the item detail is one',
    'primary-key query with two joins (no N+1). With a load average of 10–20 on 2 cores, each process gets a fraction',
    'of a core, so absolute latencies here measure the machine more than the code; the ratio to the ceiling measured',
    'in the same run is the fairer figure. Sign-in is bounded by scrypt (N=16384, 64 MB) by design.',
    '',
    'Run it: `npm run bench -- api` (starts and removes its own PostgreSQL cluster; or `BENCH_DATABASE_URL=postgres://…`;',
    '`BENCH_SECONDS` changes the 5 s per scenario).',
  ].join('\n');
}
