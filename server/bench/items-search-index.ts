/**
 * The search index's side of `npm run bench -- items-search` (docs/decisions/0270): a server's
 * index state read from its /metrics (loopback), waiting until it holds every change, and a
 * freshly started server's load time and memory at the current size.
 */
import type pg from 'pg';
import { SCRUB_RULES_VERSION } from '@okota/shared/scrub-rules-version';
import { startServer } from './bench-kit';

export interface IndexFigures {
  size: number;
  loadSeconds: number;
  indexMegabytes: number;
  residentMegabytes: number;
}

async function metricsOf(baseUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^(okota_search_index\{measure="(\w+)"\}|okota_process_resident_memory_bytes) (\S+)$/.exec(line);
    if (match) values.set(match[2] ?? 'rss', Number(match[3]));
  }
  return values;
}

/** Until the server's index has applied the catalogue's number as the database has it now. */
export async function waitForIndex(baseUrl: string, pool: pg.Pool, timeoutMs = 600_000): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ version: string }>('select version::text from catalogue_version');
  return waitForIndexAt(baseUrl, Number(rows[0].version), timeoutMs);
}

/** Until the server's index has applied this catalogue number. */
export async function waitForIndexAt(baseUrl: string, version: number, timeoutMs = 600_000): Promise<Map<string, number>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const metrics = await metricsOf(baseUrl);
    if ((metrics.get('applied_version') ?? -1) >= version) return metrics;
    if (Date.now() > deadline) throw new Error(`the search index did not reach catalogue number ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new server process on the seeded database: how long its index takes to load, and its memory then. */
export async function measureIndexStart(databaseUrl: string, pool: pg.Pool, size: number): Promise<IndexFigures> {
  const server = await startServer(databaseUrl);
  try {
    const metrics = await waitForIndex(server.baseUrl, pool);
    return {
      size,
      loadSeconds: Math.round((metrics.get('load_seconds') ?? 0) * 100) / 100,
      indexMegabytes: Math.round((metrics.get('bytes') ?? 0) / 1e5) / 10,
      residentMegabytes: Math.round((metrics.get('rss') ?? 0) / 1e5) / 10,
    };
  } finally {
    await server.stop();
  }
}

export function indexTable(figures: IndexFigures[]): string[] {
  if (!figures.length) return [];
  return [
    'The search index (docs/decisions/0270), measured on a server process started afresh on the seeded database: how long',
    'its one read of every listed item took, the bytes of its typed arrays, and the whole process resident then.',
    '',
    '| items | index load s | index arrays MB | process resident MB |',
    '|---:|---:|---:|---:|',
    ...figures.map((f) => `| ${f.size.toLocaleString('en')} | ${f.loadSeconds} | ${f.indexMegabytes} | ${f.residentMegabytes} |`),
  ];
}

/**
 * Until every listed item's public texts are kept under today's rules (the server's fill job,
 * features/items/public-texts-fill.ts): as they are once a catalogue's items have been posted
 * through the API, which seeding in bulk goes around. Answers the seconds it took.
 */
export async function waitForKeptTexts(pool: pg.Pool, timeoutMs = 1_800_000): Promise<number> {
  const started = Date.now();
  // The chain the servers queued at start walked the catalogue before the seeding: walk again.
  await pool.query(`insert into jobs (type, payload, dedupe_key) values ('items.public-texts-fill', '{}', $1)`, [`bench:${started}`]);
  for (;;) {
    const { rows } = await pool.query<{ missing: boolean }>(
      `select exists (select 1 from lost_items i where i.is_hidden = false and i.status <> 'removed'
         and not exists (select 1 from item_public_texts p where p.item_id = i.id and p.rules = $1)) as missing`,
      [SCRUB_RULES_VERSION],
    );
    if (!rows[0].missing) return Math.round((Date.now() - started) / 100) / 10;
    if (Date.now() - started > timeoutMs) throw new Error('the public texts of the seeded items were not kept in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Seconds from a new item's commit (made by another process, here the benchmark) until each
 * server's index has applied it, the slowest of `trials` items (issue 37: within 2 s).
 * The item is a copy of a listed one, removed again after.
 */
export async function measureReach(pool: pg.Pool, baseUrls: string[], trials = 5): Promise<number> {
  const { rows: columns } = await pool.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_name = 'lost_items' and is_generated = 'NEVER' and column_name not in ('id', 'created_at')`,
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  let slowest = 0;
  for (let trial = 0; trial < trials; trial++) {
    const started = performance.now();
    const {
      rows: [{ id }],
    } = await pool.query<{ id: number }>(
      `insert into lost_items (${list}, created_at) select ${list}, now() from lost_items
        where status = 'available' and not is_hidden order by id limit 1 returning id`,
    );
    const { rows } = await pool.query<{ version: string }>('select version::text from catalogue_version');
    await Promise.all(baseUrls.map((baseUrl) => waitForIndexAt(baseUrl, Number(rows[0].version), 60_000)));
    slowest = Math.max(slowest, (performance.now() - started) / 1000);
    await pool.query('delete from lost_items where id = $1', [id]);
  }
  return Math.round(slowest * 1000) / 1000;
}
