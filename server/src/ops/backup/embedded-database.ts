/**
 * The embedded database (PGlite under DATA_DIR/db): backed up with PGlite's own dumpDataDir(), a
 * copy of its data directory, and brought back with `loadDataDir`.
 *
 * PGlite is a single-process database: a second process opening the directory while the server
 * writes to it would corrupt it, and a copy taken under a running server would not be consistent.
 * So both operations need the server stopped, and refuse while PGlite's postmaster.pid (present
 * from open to clean close) says the directory is in use (docs/decisions/0185).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config';

/** Where db/client.ts keeps the embedded database. */
export const embeddedDirectory = (config: Config) => path.join(config.dataDir, 'db');

function assertNotInUse(directory: string): void {
  if (!existsSync(path.join(directory, 'postmaster.pid'))) return;
  throw new Error(
    [
      `The embedded database in ${directory} is in use: stop the Okota server first (the embedded database can only be copied while nothing writes to it).`,
      'If no server is running, the last one stopped abruptly: start it once and stop it (Ctrl+C), then try again.',
    ].join('\n'),
  );
}

async function open(directory: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return PGlite.create({ dataDir: directory, extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** drizzle's record of the newest migration applied; null before the first. */
async function lastMigrationAt(client: PGlite): Promise<number | null> {
  const found = await client.query<{ table: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as table`);
  if (!found.rows[0]?.table) return null;
  const result = await client.query<{ last: number | null }>('select max(created_at)::float8 as last from drizzle.__drizzle_migrations');
  return result.rows[0]?.last ?? null;
}

export async function dumpEmbeddedDatabase(options: { config: Config; file: string }) {
  const directory = embeddedDirectory(options.config);
  if (!existsSync(path.join(directory, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${directory} (is DATA_DIR right?)`);
  assertNotInUse(directory);
  const client = await open(directory);
  try {
    const migratedAt = await lastMigrationAt(client);
    // Uncompressed: the archive around it is compressed once, as a whole.
    const dump = await client.dumpDataDir('none');
    await writeFile(options.file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    // A data directory opens only under the same PostgreSQL major version: worth recording.
    const version = await client.query<{ version: string }>('select version()');
    return { lastMigrationAt: migratedAt, tool: `PGlite, ${version.rows[0].version.split(' on ')[0]}` };
  } finally {
    await client.close();
  }
}

/** True when the directory holds no database, or one without a single table of ours. */
export async function isEmbeddedDatabaseEmpty(config: Config): Promise<boolean> {
  const directory = embeddedDirectory(config);
  if (!existsSync(path.join(directory, 'PG_VERSION'))) return true;
  assertNotInUse(directory);
  const client = await open(directory);
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
    );
    return result.rows[0].count === 0;
  } finally {
    await client.close();
  }
}

/** Replaces whatever is in DATA_DIR/db with the dumped data directory. */
export async function loadEmbeddedDatabase(options: { config: Config; file: string }): Promise<void> {
  const directory = embeddedDirectory(options.config);
  assertNotInUse(directory);
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  const client = await open(directory, new Blob([await readFile(options.file)]));
  try {
    // Proves the copy opens and reads before we say it was restored.
    await client.query('select count(*) from pg_class');
  } finally {
    await client.close();
  }
}
