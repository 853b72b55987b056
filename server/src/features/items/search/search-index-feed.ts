/**
 * Keeps this process's search index (search-index.ts) current from the database
 * (docs/decisions/0270). Start-up reads every item listed in search, oldest first, a batch at a
 * time, after noting the catalogue's number; then the rows of catalogue_changes after that number
 * are applied in order: each names an item, which is read again as it stands now and put in the
 * index or taken out. Reading again makes applying a change twice, or late, harmless.
 *
 * Woken by the catalogue's NOTIFY (catalogue-version.ts), and read again whenever the LISTEN is
 * (re)established and every half minute, so a lost notification delays a change, never loses it.
 * A process behind the pruned part of the log loads afresh. Until the first load is done the index
 * is not ready, and searches are answered by SQL.
 */
import type { DatabaseHandle, Executor } from '../../../db/client';
import { CATALOGUE_CHANNEL } from '../catalogue-version';
import { SearchIndex } from './search-index';
import { createdAtOf } from './search-index-answer';
import { findCatalogueChanges, findCatalogueLogState, findListedItems, findListedItemsAfter, pruneCatalogueChanges } from './search-index.repository';

const LOAD_BATCH = 20_000;
const CHANGES_BATCH = 5_000;
/** Log rows older than this many catalogue numbers are pruned: a process that far behind loads again. */
export const KEEP_VERSIONS = 20_000;
const PRUNE_EVERY_MS = 60_000;
const RECHECK_EVERY_MS = 30_000;

export interface SearchIndexFeed {
  /** The index, once loaded; undefined before (searches then go to SQL). */
  ready(): SearchIndex | undefined;
  /** The catalogue number every change up to which is in the index (-1 before the first load). */
  applied(): number;
  /** Resolves once the index holds every change up to this catalogue number. */
  reached(version: number): Promise<void>;
  /** Applies what the log holds now (used after a write, and by tests). */
  catchUp(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** How long the last full load took, and how many items it read. */
  loaded(): { ms: number; items: number } | undefined;
}

export async function loadSearchIndex(db: Executor, batch = LOAD_BATCH): Promise<{ index: SearchIndex; version: number }> {
  const { version } = await findCatalogueLogState(db);
  const index = new SearchIndex();
  for (let after: { createdAt: string; id: number } | undefined; ;) {
    const rows = await findListedItemsAfter(db, after, batch);
    for (const item of rows) index.put(item);
    if (rows.length < batch) break;
    const last = rows.at(-1)!;
    after = { createdAt: createdAtOf(last.at), id: last.id };
  }
  // Lists grown by doubling hold up to twice their items: cut to size once loaded.
  index.compact();
  return { index, version };
}

export function createSearchIndexFeed(database: Pick<DatabaseHandle, 'db' | 'listen'>, { keepVersions = KEEP_VERSIONS } = {}): SearchIndexFeed {
  const db = database.db;
  let index: SearchIndex | undefined;
  let applied = -1;
  let heard = -1;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let lastPrune = 0;
  let lastLoad: { ms: number; items: number } | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const waiters: Array<{ version: number; resolve: () => void }> = [];

  const settleWaiters = () => {
    for (let k = waiters.length - 1; k >= 0; k--) {
      if (waiters[k]!.version <= applied) waiters.splice(k, 1)[0]!.resolve();
    }
  };

  async function load() {
    const started = performance.now();
    const loaded = await loadSearchIndex(db);
    index = loaded.index;
    applied = loaded.version;
    lastLoad = { ms: performance.now() - started, items: loaded.index.size };
  }

  async function applyOnce(): Promise<void> {
    if (!index) return load();
    const { version, prunedThrough } = await findCatalogueLogState(db);
    if (applied < prunedThrough) return load();
    while (applied < version) {
      const rows = await findCatalogueChanges(db, applied, version, CHANGES_BATCH);
      // The batch ends inside a number's rows when the limit cut it: apply through the number before it.
      const last = rows.length === CHANGES_BATCH ? rows.at(-1)!.version - 1 : version;
      // One number changed more items than a batch (a bulk import): loading afresh is cheaper.
      if (last <= applied) return load();
      const through = last;
      const ids = [...new Set(rows.filter((row) => row.version <= through).map((row) => row.itemId))];
      for (let k = 0; k < ids.length; k += CHANGES_BATCH) await reread(ids.slice(k, k + CHANGES_BATCH));
      applied = through;
    }
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) await prune(version);
  }

  async function reread(ids: number[]) {
    const listed = new Set<number>();
    for (const item of await findListedItems(db, ids)) {
      index!.put(item);
      listed.add(item.id);
    }
    for (const id of ids) if (!listed.has(id)) index!.remove(id);
  }

  async function prune(version: number) {
    lastPrune = Date.now();
    const through = version - keepVersions;
    if (through <= 0) return;
    await pruneCatalogueChanges(db, through);
  }

  /** One reading at a time; a wake-up during one makes it read once more. */
  function catchUp(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await applyOnce();
          settleWaiters();
        } while (again || heard > applied);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const wake = () => {
    catchUp().catch(() => {
      // A failed reading (a lost connection) is retried by the next notification or the timer.
    });
  };

  return {
    ready: () => index,
    applied: () => applied,
    loaded: () => lastLoad,
    reached(version) {
      if (version <= applied) return Promise.resolve();
      return new Promise((resolve) => {
        waiters.push({ version, resolve });
        wake();
      });
    },
    catchUp,
    async start() {
      unlisten = await database.listen(
        CATALOGUE_CHANNEL,
        (payload) => {
          const version = Number(payload);
          if (Number.isSafeInteger(version) && version > heard) heard = version;
          if (heard > applied) wake();
        },
        (listening) => {
          if (listening) wake();
        },
      );
      timer = setInterval(wake, RECHECK_EVERY_MS);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await unlisten?.();
      await running?.catch(() => {});
    },
  };
}
