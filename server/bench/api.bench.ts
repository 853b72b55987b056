/**
 * Issue 10 part 5: the main read routes and sign-in under load, on PostgreSQL with 100,000 items
 * and 20,000 users, beside a bare Fastify route (the ceiling) measured in the same run.
 * Targets: search p95 ≤ 30 ms at 32 connections; item detail and stats ≥ 25 % of the ceiling's
 * req/s; server RSS ≤ 300 MB.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { hashPassword } from '../src/lib/crypto';
import { benchPostgres, createBenchDatabase, measure, startServer, writeSection, type BenchRequest, type Measurement } from './bench-kit';
import { distinctSearches, seedFinders, seedItems } from './items-seed';
import { startCeiling } from './ceiling';

const ITEMS = 100_000;
const USERS = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PASSWORD = 'Bench-Passw0rd';

type Key = 'ceiling' | 'search' | 'search-computed' | 'filters' | 'item' | 'item-computed' | 'stats' | 'login';
interface Row {
  key: Key;
  route: string;
  what: string;
  m: Measurement;
  rssMb: number;
}

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
      "select id from lost_items where status = 'available' and not is_hidden order by random() limit 20000",
    );
    const { rows: categories } = await database.pool.query<{ id: number }>('select id from categories order by id');
    const {
      rows: [bags],
    } = await database.pool.query<{ id: number }>("select id from categories where name = 'Bags'");
    const {
      rows: [{ version }],
    } = await database.pool.query<{ version: string }>("select current_setting('server_version') as version");

    const loadBefore = loadavg()[0];
    let next = 0;
    const login: BenchRequest = {
      method: 'POST',
      path: '/api/auth/login',
      // A different account each time: the per-address limit (10 per 15 min) never trips.
      body: () => ({ email: `finder${1 + (next++ % USERS)}@bench.test`, password: PASSWORD }),
    };
    const searches = distinctSearches(categories.map((c) => c.id));
    const scenarios: Array<{ key: Key; route: string; what: string; target: string; paths: Array<string | BenchRequest>; connections: number }> = [
      { key: 'ceiling', route: 'bare Fastify route (ceiling)', what: 'GET /ceiling', target: ceiling.baseUrl, paths: ['/ceiling'], connections: 32 },
      {
        key: 'search',
        route: 'GET /api/items',
        what: 'search word + county, common word + category, asked again',
        target: server.baseUrl,
        connections: 32,
        paths: ['/api/items?search=samsung&location=Nairobi', `/api/items?search=black&categoryId=${bags.id}`, '/api/items?search=infin&location=Mombasa'],
      },
      {
        key: 'search-computed',
        route: 'GET /api/items',
        what: `${searches.length.toLocaleString('en')} different questions in turn (none kept)`,
        target: server.baseUrl,
        connections: 32,
        paths: searches,
      },
      {
        key: 'filters',
        route: 'GET /api/items',
        what: 'filters only (county, category, newest first), asked again',
        target: server.baseUrl,
        connections: 32,
        paths: ['/api/items?location=Kisumu', `/api/items?categoryId=${bags.id}`, '/api/items'],
      },
      {
        key: 'item',
        route: 'GET /api/items/{id}',
        what: '500 different available items, viewed again',
        target: server.baseUrl,
        connections: 32,
        paths: visible.slice(0, 500).map((v) => `/api/items/${v.id}`),
      },
      {
        key: 'item-computed',
        route: 'GET /api/items/{id}',
        what: `${visible.length.toLocaleString('en')} different items in turn (none kept)`,
        target: server.baseUrl,
        connections: 32,
        paths: visible.map((v) => `/api/items/${v.id}`),
      },
      { key: 'stats', route: 'GET /api/public/stats', what: 'landing-page counts', target: server.baseUrl, connections: 32, paths: ['/api/public/stats'] },
      {
        key: 'login',
        route: 'POST /api/auth/login',
        what: `${USERS.toLocaleString('en')} accounts in turn, scrypt N=16384`,
        target: server.baseUrl,
        connections: 8,
        paths: [login],
      },
    ];
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      const pid = scenario.target === ceiling.baseUrl ? ceiling.pid : server.pid;
      const sampler = sampleRss(pid);
      const m = await measure(scenario.target, scenario.paths, { connections: scenario.connections, seconds: SECONDS });
      const rssMb = sampler.stop();
      console.log(
        `${scenario.route} (${scenario.what}): ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, RSS ${rssMb} MB, non-2xx ${m.non2xx}, errors ${m.errors}`,
      );
      if (m.non2xx || m.errors) throw new Error(`${scenario.route}: ${m.non2xx} non-2xx answers and ${m.errors} errors`);
      rows.push({ key: scenario.key, route: scenario.route, what: scenario.what, m, rssMb });
    }
    await writeSection('api', report(rows, { loadBefore, loadAfter: loadavg()[0], version, ownCluster: postgres.ownCluster }));
  } finally {
    await server?.stop();
    ceiling.stop();
    await database.drop();
    postgres.stop();
  }
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
  const lines = rows.map(
    ({ route, what, m, rssMb }, index) =>
      `| ${route} | ${what} | ${m.requestsPerSecond.toLocaleString('en')} | ${index === 0 ? '1' : (m.requestsPerSecond / ceiling).toFixed(2)} | ${m.p50} | ${m.p95} | ${m.p99} | ${rssMb} |`,
  );
  const of = (key: Key) => rows.find((r) => r.key === key)!.m;
  const ratioOf = (key: Key) => of(key).requestsPerSecond / ceiling;
  const percent = (key: Key) => `${Math.round(ratioOf(key) * 100)} %`;
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
    `- search p95 ≤ 30 ms at 32 connections: asked again ${of('search').p95} ms, ${verdict(of('search').p95 <= 30)};`,
    `  a different question each time ${of('search-computed').p95} ms, ${verdict(of('search-computed').p95 <= 30)}`,
    `- item detail ≥ 25 % of the ceiling: viewed again ${percent('item')}, ${verdict(ratioOf('item') >= 0.25)};`,
    `  a different item each time (issue 18: ≥ 30 %) ${percent('item-computed')}, ${verdict(ratioOf('item-computed') >= 0.3)}`,
    `- stats ≥ 25 % of the ceiling: ${percent('stats')}, ${verdict(ratioOf('stats') >= 0.25)}`,
    `- server RSS ≤ 300 MB: ${maxRss} MB, ${verdict(maxRss <= 300)}`,
    '',
    'What the profiles say (node --cpu-prof of the server): a round trip to PostgreSQL is the dearest thing the server does.',
    "Under the item-page load, before answers were kept, a third of the server's time went into the socket write that hands",
    'a query to PostgreSQL: on 2 shared cores that write wakes a PostgreSQL backend, which takes the core. So answers that',
    'cannot have changed are kept (docs/decisions/0130-catalogue-cache.md): a search or an item asked again costs no query;',
    'one nobody asked lately costs one statement (a search: see the items-search section), and items nobody viewed lately',
    'that are asked for in the same turn of the event loop share one (`id = any($1)`, docs/decisions/0224-cold-item-path.md):',
    'under this load a fifth of a statement per request. What a cold item still costs the server (profile, 0224): the',
    'contact scrubber run again on the way out about 14 % of its busy time, the pool and driver 12 %, the zod response check 5 %.',
    'Absolute latencies here measure the machine as much as the code;',
    'the ratio to the ceiling measured in the same run is the fairer figure.',
    'Sign-in is bounded by scrypt (N=16384, 16 MB each, as many at once as there are cores) by design. Memory (0224): the',
    "V8 heap grows to at most twice what is alive (about 50 MB), and scrypt's blocks go back to the OS when freed.",
    '',
    'Run it: `npm run bench -- api` (starts and removes its own PostgreSQL cluster; or `BENCH_DATABASE_URL=postgres://…`;',
    '`BENCH_SECONDS` changes the 5 s per scenario).',
  ].join('\n');
}
