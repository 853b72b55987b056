/** The items-search section of docs/benchmarks.md, and the plan summary each row carries. */
import { availableParallelism } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { publicSearchSql, type PublicItemFilter } from '../src/features/items/public-items.repository';
import type { Measurement } from './bench-kit';
import { PGLITE_ITEMS } from './items-search-pglite';
import { targetsTable } from './items-search-targets';
import type { IndexFigures } from './items-search-index';
import type { RelevanceFigures } from './search-relevance-run';

export interface Result {
  size: number;
  scenario: string;
  m: Measurement;
  plan: string;
}

/**
 * What each change of issue 18 bought, measured back to back on the same seeded database
 * (BENCH_SECONDS=3, 100,000 items, load average in brackets); see docs/decisions/0220-cold-search.md.
 */
const CHANGES = [
  '- Filters without words (county, category, both; a third of the "different question" mix): three partial B-tree',
  '  indexes in date order (migration 0009) let PostgreSQL read the page and the total (up to 1,001) from the index',
  "  alone and stop there. EXPLAIN ANALYZE of the API's statement at 100,000 items: Nairobi + Electronics 92 ms → 1.3 ms",
  '  (it read 5,884 heap rows through the category index to find 1,001 in Nairobi; now 1,002 index entries);',
  '  Nakuru + Bags 35 ms → under 1 ms (a bitmap AND of two indexes, then every heap row; now 678 index entries).',
  '- "By location" order: the county order is one bound array parameter instead of an array literal built by hand.',
  '- Word searches, issue 18: nothing that helped (a smaller exact total, a RUM index: 0220, "Second round").',
  "- Word searches, issue 27 (docs/decisions/0256-bounded-search.md): the GIN index holds each item's week of posting",
  "  (migration 0018), prefixes are expanded into the catalogue's whole words (search_words), and a search many items",
  '  match is read newest weeks first until the page and 100 more matches are found; past that the total is an',
  '  estimate the answer says is one ("About 9,900 items found"). One search after another at 1,000,000 items (0220,',
  '  "Third round"): a colour + category 73.5 → 14.8 ms mean; at 100,000 a kind word + county 3.4 → 7.0 ms (more statements).',
  '- "Load more" passes the previous answer\'s cursor (nextCursor): page N starts after the last item shown.',
  '- Fourth round (0220): a search sends one statement of its own. The lexicon lookups and the weeks the catalogue',
  "  spans are kept while the catalogue's number stays the same (search-lookups.ts); the statement returns only the",
  "  page's ids, and their rows come from the records kept for item pages or one prepared statement for all the",
  '  searches of the moment (planning the statement with its five joins cost more than running it); the public',
  '  texts of recently shown items are kept, and the contact detector that scrubs them runs about 4x faster.',
  '  PostgreSQL time per search at 100,000 items, one after another: 4.0 → 2.2 ms (planning 1.2 → 0.3 ms).',
  '- Issue 37 (docs/decisions/0270): each process answers date and ranked orders from its own index of posting lists,',
  '  stopped at the page; public texts scrubbed once and kept (0283). Third round: lists holding 1/64 of the catalogue keep',
  "  a bitmap, the count up to 1,001 reads the lists in stored order (bits tested or ANDed) once the page is known, an item's",
  '  row comes back as one json value; run under Node 24, the runtime production uses.',
];

interface ReportInput {
  results: Result[];
  scenarios: Array<{ name: string; paths: string[] }>;
  sizes: number[];
  seconds: number;
  seeding: Array<{ size: number; seconds: number; how: string; keptTextsSeconds: number }>;
  relevance: RelevanceFigures;
  pglite?: { search: Measurement; item: Measurement };
  machine: { loadBefore: number; loadAfter: number; version: string };
  index: IndexFigures[];
  reach: ReadonlyMap<number, number>;
  ceiling?: Measurement;
}

/** The scenario measured at a fixed rate (items-search.bench.ts). */
export const SUSTAINED = 'a different question at a sustained 200 req/s (open loop)';

const verdict = (met: boolean) => (met ? 'met' : '**missed**');

export function report({ results, scenarios, sizes, seconds, seeding, relevance, pglite, machine, index, reach, ceiling }: ReportInput): string {
  const rows = results.map(
    ({ size, scenario, m, plan }) =>
      `| ${size.toLocaleString('en')} | ${scenario} | ${m.requestsPerSecond.toLocaleString('en')} | ${m.p50} | ${m.p95} | ${m.p99} | ${plan} |`,
  );
  const of = (size: number, scenario: string) => results.find((r) => r.size === size && r.scenario === scenario)?.m;
  const computed = (size: number) => of(size, scenarios[scenarios.length - 1].name);
  const ratio = (a: number, b: number) => {
    const [top, bottom] = [computed(a), computed(b)];
    return top && bottom ? Math.round((top.p95 / bottom.p95) * 100) / 100 : undefined;
  };
  const cold = computed(100_000);
  const kept = of(100_000, scenarios[0].name);
  const big = ratio(1_000_000, 100_000);
  const mid = ratio(100_000, 10_000);
  return [
    '## GET /api/items (search)',
    '',
    `Run ${new Date().toISOString().slice(0, 10)} by \`npm run bench\` on this machine under Node ${process.versions.node} (${availableParallelism()} cores shared by the server, PostgreSQL ${machine.version} and the load generator;`,
    `1-minute load average ${machine.loadBefore.toFixed(1)} before and ${machine.loadAfter.toFixed(1)} after the run, the benchmark's own work included${machine.loadBefore > 1 ? ', so other work was competing for the cores' : ''}):`,
    `the real server in its own process on a fresh PostgreSQL database, 32 connections, ${seconds} s per scenario after a 2 s warm-up,`,
    'every request from a different address (X-Forwarded-For), so the rate limiter works as in production.',
    ...(machine.loadBefore > availableParallelism() * 2
      ? [
          '',
          `**Not comparable with a quiet run:** the load average (${machine.loadBefore.toFixed(1)}) was many times the ${availableParallelism()} cores, so every figure below`,
          'measures the other work on the machine as much as this code (the kept answers, which cost the server ~0.2 ms, show it).',
          'Rerun on a quiet machine before judging a target.',
        ]
      : []),
    '',
    "| items | scenario | req/s | p50 ms | p95 ms | p99 ms | how PostgreSQL finds the rows (EXPLAIN of the API's statement) |",
    '|---:|---|---:|---:|---:|---:|---|',
    ...rows,
    '',
    'Requests per scenario, in turn:',
    ...scenarios.map(
      (s) =>
        `- ${s.name}: ${
          s.paths.length > 3
            ? `${s.paths.length.toLocaleString('en')} different searches (\`distinctSearches\` in server/bench/items-seed.ts), e.g. ${s.paths
                .slice(0, 3)
                .map((p) => `\`${p}\``)
                .join(', ')}`
            : s.paths.map((p) => `\`${p}\``).join(', ')
        }`,
    ),
    '',
    'The first three scenarios ask a few questions again and again, as visitors do (the first page, popular words): the server',
    'answers them from the answers it keeps while the catalogue does not change (docs/decisions/0130-catalogue-cache.md), so',
    'they measure the server, not PostgreSQL. The fourth asks thousands of different questions in turn, more than the server',
    "keeps, so every one is computed: by the process's search index (docs/decisions/0270), the page's rows read back from",
    'PostgreSQL with their kept public texts (0283). The same questions are then asked of a server answering by SQL alone, and at',
    'a fixed 200 a second, each request sent when due whatever the others are doing (server/bench/open-loop.ts; autocannon',
    "sends each second's share in one burst), with latency counted from that moment.",
    ...(ceiling
      ? [
          '',
          `The bare Fastify route (server/bench/ceiling-server.ts) answered ${ceiling.requestsPerSecond.toLocaleString('en')} req/s, p95 ${ceiling.p95} ms, at 32 connections in this run: what this machine can answer at most.`,
        ]
      : []),
    '',
    'Seeding: ' +
      seeding
        .map(
          (s) =>
            `${s.size.toLocaleString('en')} items in ${s.seconds} s (${s.how}), their public texts kept by the servers' fill job in ${s.keptTextsSeconds} s more`,
        )
        .join('; ') +
      '.',
    '',
    pglite
      ? `Embedded PGlite (what \`npm start\` runs without DATABASE_URL), ${PGLITE_ITEMS.toLocaleString('en')} items, 8 connections: a different search each time ${pglite.search.requestsPerSecond} req/s, p95 ${pglite.search.p95} ms (target ≤ 15 ms: ${verdict(pglite.search.p95 <= 15)}); an item nobody viewed lately ${pglite.item.requestsPerSecond} req/s, p95 ${pglite.item.p95} ms. PostgreSQL at 10,000 items, 32 connections, above: a different search each time p95 ${computed(10_000)?.p95 ?? '–'} ms. PGlite runs every query on one connection, so its search p95 is the sum of the statements queued before it (docs/decisions/0256).`
      : 'Embedded PGlite: not run (BENCH_PGLITE=0).',
    '',
    `Search relevance: precision at 5 of ${relevance.precision} over the ${relevance.queries} labelled Kenyan queries of server/src/features/items/fixtures/search-relevance.ts, ${relevance.forgiving} of them forgiving (typos, places, Kenyan words; ${relevance.forgivingFound} with a wanted item in the top 5); the test items.search-relevance.test.ts fails below 0.90.`,
    '',
    ...targetsTable({
      different: new Map(
        sizes.flatMap((size) => {
          const m = computed(size);
          return m ? [[size, m] as const] : [];
        }),
      ),
      sustained: new Map(
        sizes.flatMap((size) => {
          const m = of(size, SUSTAINED);
          return m ? [[size, m] as const] : [];
        }),
      ),
      index,
      reach,
      ceiling,
      pglite,
      relevance,
    }),
    '',
    'What each change bought (docs/decisions/0220-cold-search.md, 0256-bounded-search.md):',
    ...CHANGES,
    '',
    `Main figures at 100,000 items (p95 target ≤ 30 ms): a search word + county asked again p95 ${kept?.p95 ?? '–'} ms (${kept ? verdict(kept.p95 <= 30) : 'not run'});`,
    `a question nobody asked lately ${cold?.requestsPerSecond ?? '–'} req/s (target ≥ 1,000), p95 ${cold?.p95 ?? '–'} ms (${cold ? verdict(cold.p95 <= 30 && cold.requestsPerSecond >= 1000) : 'not run'});`,
    `p95 at 100,000 ÷ 10,000 items: ${mid ?? 'not run'} (target ≤ 1.3${mid !== undefined ? `: ${verdict(mid <= 1.3)}` : ''}); at 1,000,000 ÷ 100,000: ${big ?? 'not run'} (target ≤ 1.5${big !== undefined ? `: ${verdict(big <= 1.5)}` : ''}).`,
    `Sizes measured: ${sizes.map((s) => s.toLocaleString('en')).join(', ')}.`,
    '',
    'Run it: `npm run bench -- items-search` (starts and removes its own PostgreSQL cluster, or uses `BENCH_DATABASE_URL=postgres://…`,',
    'where it creates and drops its own database; `BENCH_SECONDS` changes the 5 s per scenario, `BENCH_ITEMS=10000,100000` leaves out',
    'the million, `BENCH_PGLITE=0` the embedded case).',
  ].join('\n');
}

/** The scans in the plan of the API's own statement (public-items.repository.ts). */
export async function indexesUsed(pool: import('pg').Pool, filter: PublicItemFilter): Promise<string> {
  const db = drizzle(pool);
  const page = { offset: 0, limit: 21, oldestFirst: false, countCap: 1001 };
  const result = await db.execute(sql`explain (format json) ${publicSearchSql(filter, page)}`);
  const plan = (result.rows[0] as { 'QUERY PLAN': Array<{ Plan: PlanNode }> })['QUERY PLAN'][0].Plan;
  const scans = new Set<string>();
  const walk = (node: PlanNode) => {
    const type = node['Node Type'];
    const onItems = (node['Relation Name'] === 'lost_items' && node.Alias !== 'li') || node['Index Name']?.startsWith('lost_items');
    if (/Scan/.test(type) && type !== 'Bitmap Heap Scan' && onItems) {
      scans.add(node['Index Name'] ? `${type} on ${node['Index Name']}` : type);
    }
    (node.Plans ?? []).forEach(walk);
  };
  walk(plan);
  return [...scans].join(', ') || 'none';
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
}
