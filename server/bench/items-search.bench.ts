/**
 * GET /api/items under 32 connections, at 10,000, 100,000 and 1,000,000 items (issues 4 and 18):
 * a search word with a county filter (the main figure), a common word with a category, and the
 * unfiltered first page, each a few questions asked again and again (answered from the kept
 * answers of catalogue-cache.ts); and thousands of different questions in turn, each computed by
 * the search index (docs/decisions/0270), by SQL alone, and at a fixed 200 a second; how fast a new
 * item reaches the index; the index's load time and memory. Then the embedded PGlite at 10,000
 * items, and the search relevance set. Targets: issue 37's (items-search-targets.ts).
 */
import { loadavg } from 'node:os';
import { benchPostgres, createBenchDatabase, measure, startServer, writeSection } from './bench-kit';
import { distinctSearches, seedFinders, seedItems } from './items-seed';
import { seedItemsInSql } from './items-seed-sql';
import { benchPgliteSearch } from './items-search-pglite';
import { indexesUsed, report, SUSTAINED, type Result } from './items-search-report';
import { runRelevanceSet } from './search-relevance-run';
import { indexTable, measureIndexStart, measureReach, waitForIndex, waitForKeptTexts, type IndexFigures } from './items-search-index';
import { startCeiling } from './ceiling';

/** BENCH_ITEMS=10000,100000 for a quicker run without the million. */
const SIZES = (process.env.BENCH_ITEMS ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Beyond this many new items at once, PostgreSQL makes the rows itself (items-seed-sql.ts). */
const SEED_IN_NODE_UP_TO = 200_000;

export async function benchItemsSearch(): Promise<void> {
  const loadBefore = loadavg()[0];
  const postgres = await benchPostgres();
  const database = await createBenchDatabase(postgres.url);
  // The index answers date-ordered searches in this one (SEARCH_INDEX defaults on); the other answers by SQL alone.
  const server = await startServer(database.url);
  const sqlServer = await startServer(database.url, { env: { SEARCH_INDEX: 'off' } });
  try {
    const finderIds = await seedFinders(database.pool, 1000);
    const { rows } = await database.pool.query<{ id: number }>("select id from categories where name = 'Bags'");
    const bags = rows[0].id;
    const { rows: categories } = await database.pool.query<{ id: number }>('select id from categories order by id');
    const scenarios = [
      {
        name: 'search word + county',
        paths: ['/api/items?search=samsung&location=Nairobi', '/api/items?search=infin&location=Mombasa'],
        filter: { words: 'samsung:*', location: 'Nairobi' },
      },
      {
        name: 'common word + category',
        paths: [`/api/items?search=black&categoryId=${bags}`, `/api/items?search=blue&categoryId=${bags}&page=2`],
        filter: { words: 'black:*', categoryId: bags },
      },
      { name: 'first page, no filter', paths: ['/api/items', '/api/items?status=available'], filter: {} },
      {
        name: 'every request a different question',
        paths: distinctSearches(categories.map((c) => c.id)),
        filter: { words: 'samsung:*', location: 'Nairobi' },
      },
    ];
    const relevance = await runRelevanceSet(database.pool, server.baseUrl, finderIds[0]);
    console.log(`search relevance: precision at 5 ${relevance.precision} over ${relevance.queries} queries`);
    const results: Result[] = [];
    const indexFigures: IndexFigures[] = [];
    const reach = new Map<number, number>();
    // What this machine answers at most, in this same run (ceiling.ts).
    const ceilingServer = await startCeiling();
    const ceiling = await measure(ceilingServer.baseUrl, ['/ceiling'], { connections: 32, seconds: SECONDS }).finally(() => ceilingServer.stop());
    console.log(`ceiling: ${ceiling.requestsPerSecond} req/s, p95 ${ceiling.p95} ms`);
    const seeding: Array<{ size: number; seconds: number; how: string; keptTextsSeconds: number }> = [];
    let seeded = 0;
    for (const size of SIZES) {
      const started = Date.now();
      const count = size - seeded;
      if (count > SEED_IN_NODE_UP_TO) await seedItemsInSql(database.pool, { count, finderIds, seed: size });
      else await seedItems(database.pool, { count, finderIds, seed: size });
      const seconds = Math.round((Date.now() - started) / 100) / 10;
      // The servers keep every new item's public texts (docs/decisions/0283), as after posting.
      const keptTextsSeconds = await waitForKeptTexts(database.pool);
      seeding.push({
        keptTextsSeconds,
        size,
        seconds,
        how: count > SEED_IN_NODE_UP_TO ? 'INSERT … SELECT over generate_series, indexes built after' : 'rows made in Node, 5,000 a statement',
      });
      console.log(
        `seeded ${size.toLocaleString('en')} items (${count.toLocaleString('en')} new) in ${seconds} s; public texts kept in ${keptTextsSeconds} s more`,
      );
      seeded = size;
      await waitForIndex(server.baseUrl, database.pool);
      indexFigures.push(await measureIndexStart(database.url, database.pool, size));
      console.log(`${size} items, search index: ${JSON.stringify(indexFigures.at(-1))}`);
      for (const scenario of scenarios) {
        const m = await measure(server.baseUrl, scenario.paths, { connections: 32, seconds: SECONDS });
        console.log(
          `${size} items, ${scenario.name}: ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors}`,
        );
        if (m.non2xx || m.errors) throw new Error(`${scenario.name}: ${m.non2xx} non-2xx answers and ${m.errors} errors`);
        results.push({ size, scenario: scenario.name, m, plan: await indexesUsed(database.pool, scenario.filter) });
      }
      // The same different questions by SQL alone, and at a fixed 200 a second through the index.
      const different = scenarios[scenarios.length - 1];
      const extra = [
        { name: 'every request a different question, SQL path (SEARCH_INDEX=off)', baseUrl: sqlServer.baseUrl, rate: undefined },
        { name: SUSTAINED, baseUrl: server.baseUrl, rate: 200 },
      ];
      for (const run of extra) {
        const m = await measure(run.baseUrl, different.paths, { connections: 32, seconds: SECONDS, rate: run.rate });
        console.log(`${size} items, ${run.name}: ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, p99 ${m.p99} ms`);
        if (m.non2xx || m.errors) throw new Error(`${run.name}: ${m.non2xx} non-2xx answers and ${m.errors} errors`);
        results.push({ size, scenario: run.name, m, plan: await indexesUsed(database.pool, different.filter) });
      }
      reach.set(size, await measureReach(database.pool, [server.baseUrl]));
      console.log(`${size} items: a new item reached the index in ${reach.get(size)} s at most`);
    }
    const {
      rows: [{ version }],
    } = await database.pool.query<{ version: string }>("select current_setting('server_version') as version");
    await server.stop();
    await sqlServer.stop();
    const pglite = process.env.BENCH_PGLITE === '0' ? undefined : await benchPgliteSearch(SECONDS);
    await writeSection(
      'items-search',
      report({
        results,
        scenarios,
        sizes: SIZES,
        seconds: SECONDS,
        seeding,
        relevance,
        pglite,
        machine: { loadBefore, loadAfter: loadavg()[0], version },
        index: indexFigures,
        reach,
        ceiling,
      }) + ['', '', ...indexTable(indexFigures)].join('\n'),
    );
  } finally {
    await server.stop().catch(() => undefined);
    await sqlServer.stop().catch(() => undefined);
    await database.drop();
    postgres.stop();
  }
}
