/**
 * The embedded database every newcomer runs (PGlite, `npm start` without DATABASE_URL) at 10,000
 * items: searches nobody asked lately and items nobody viewed lately, 8 connections. PGlite runs
 * inside the server process, so it is seeded before the server opens it, then measured.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { openDatabase } from '../src/db/client';
import { categories } from '../src/db/schema';
import { DEFAULT_CATEGORIES } from '../src/db/seed';
import { measure, startServer, type Measurement } from './bench-kit';
import { distinctSearches, seedFinders, seedItems } from './items-seed';
import { waitForIndexAt } from './items-search-index';
import { fillPublicTexts } from '../src/features/items/public-texts-fill';

export const PGLITE_ITEMS = 10_000;

export async function benchPgliteSearch(seconds: number): Promise<{ search: Measurement; item: Measurement }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'okota-bench-pglite-'));
  try {
    // Migrated and given the built-in categories here; the server then finds both in place.
    const handle = await openDatabase({ dataDir });
    await handle.db.insert(categories).values(DEFAULT_CATEGORIES);
    const client = (handle.db as unknown as { $client: pg.Pool }).$client;
    const finderIds = await seedFinders(client, 200);
    await seedItems(client, { count: PGLITE_ITEMS, finderIds, seed: PGLITE_ITEMS });
    const { rows: categoryIds } = await client.query<{ id: number }>('select id from categories order by id');
    const { rows: visible } = await client.query<{ id: number }>("select id from lost_items where status = 'available' and not is_hidden order by id");
    // As after posting through the API: every item's public texts kept (docs/decisions/0283).
    for (let beforeId: number | undefined, done = false; !done;) {
      const { lastId } = await fillPublicTexts(handle.db, beforeId);
      done = lastId === null;
      beforeId = lastId ?? undefined;
    }
    const {
      rows: [{ version }],
    } = await client.query<{ version: string }>('select version::text from catalogue_version');
    await handle.close();
    const server = await startServer(undefined, { dataDir });
    try {
      // The index loads after the server is ready; until then SQL answers (docs/decisions/0270).
      await waitForIndexAt(server.baseUrl, Number(version));
      const search = await measure(server.baseUrl, distinctSearches(categoryIds.map((c) => c.id)), { connections: 8, seconds });
      const item = await measure(
        server.baseUrl,
        visible.map((v) => `/api/items/${v.id}`),
        { connections: 8, seconds },
      );
      for (const [name, m] of [
        ['search', search],
        ['item', item],
      ] as const) {
        console.log(
          `PGlite ${PGLITE_ITEMS} items, ${name}: ${m.requestsPerSecond} req/s, p50 ${m.p50} ms, p95 ${m.p95} ms, non-2xx ${m.non2xx}, errors ${m.errors}`,
        );
        if (m.non2xx || m.errors) throw new Error(`PGlite ${name}: ${m.non2xx} non-2xx answers and ${m.errors} errors`);
      }
      return { search, item };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
