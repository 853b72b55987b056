/**
 * One Drizzle database over either engine: embedded PGlite (a directory, or memory://) or a
 * PostgreSQL server (node-postgres pool). Both speak the same SQL and run the same migrations.
 */
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgTransaction } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run several of them in one transaction. */
export type Executor = Database | Transaction;

/** The rows of a raw `db.execute(sql…)`: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel; returns an unsubscribe function. `onState` hears when the LISTEN is in
   * place (true) and when its connection was lost (false): notifications sent in between are lost.
   */
  listen(channel: string, onPayload: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) return openPostgres(options.url);
  return openPglite(options.url === 'memory://' ? undefined : path.join(options.dataDir, 'db'));
}

async function openPglite(directory: string | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (directory) mkdirSync(directory, { recursive: true });
  // PGlite.create loads extensions before the first query; `new PGlite(undefined, …)` does not.
  const client = await PGlite.create({ ...(directory ? { dataDir: directory } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    listen: async (channel, onPayload, onState) => {
      const unsubscribe = await client.listen(channel, onPayload);
      // In-process: nothing between the database and the listener can be lost.
      onState?.(true);
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pg = await import('pg');
  // Ten for queries, plus the two connections that LISTEN (notifications, catalogue version).
  const pool = new pg.default.Pool({ connectionString: url, max: 12, idleTimeoutMillis: 30_000 });
  // A server restart drops idle connections; the pool replaces them, so an error here is not fatal.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  await migrateOnce(pool, () => migratePg(db as never, { migrationsFolder }));
  return {
    db,
    engine: 'postgres',
    listen: async (channel, onPayload, onState) => listenWithReconnect(pool, channel, onPayload, onState),
    close: () => pool.end(),
  };
}

/** Any fixed number: the advisory lock every Okota process takes to migrate. */
const MIGRATION_LOCK = 7_302_025;

/**
 * Several server processes starting together on a new database would each create the same
 * tables (and all but one fail): the first to take the lock migrates, the others wait for it and
 * then find nothing left to do.
 */
async function migrateOnce(pool: import('pg').Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

/** A dedicated LISTEN connection that comes back after a server restart. */
export async function listenWithReconnect(
  pool: import('pg').Pool,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: import('pg').PoolClient | undefined;
  /** Gives one connection back to the pool once, however many error events it raises. */
  const drop = (client: import('pg').PoolClient): void => {
    if (current !== client) return;
    current = undefined;
    client.release(true);
    onState(false);
  };
  const connect = async (): Promise<void> => {
    if (stopped) return;
    let client: import('pg').PoolClient | undefined;
    try {
      client = await pool.connect();
      const mine = client;
      current = mine;
      if (stopped) return drop(mine);
      mine.on('notification', (msg) => msg.channel === channel && onPayload(msg.payload ?? ''));
      mine.on('error', () => {
        if (current !== mine) return;
        drop(mine);
        if (!stopped) setTimeout(connect, 1000).unref();
      });
      await mine.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      if (current === mine) onState(true);
    } catch {
      // When the connection's own error event already dropped it, that event also scheduled the retry.
      if (client && current !== client) return;
      if (client) drop(client);
      if (!stopped) setTimeout(connect, 1000).unref();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (current) drop(current);
  };
}
