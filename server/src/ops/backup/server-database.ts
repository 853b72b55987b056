/**
 * A PostgreSQL server's database: `pg_dump --format=custom` takes a consistent snapshot (one
 * repeatable-read transaction) while the servers keep serving; pg_restore loads it into an empty
 * database in one transaction, so a failed restore leaves the database as empty as it found it.
 */
import pg from 'pg';
import { runPostgresTool } from './postgres-tools';

/** Schemas PostgreSQL makes itself; everything else in the database is ours. */
const OWN_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dumpServerDatabase(options: { url: string; file: string }) {
  const lastMigrationAt = await withClient(options.url, async (client) => {
    const found = await client.query<{ table: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as table`);
    if (!found.rows[0]?.table) return null;
    const result = await client.query<{ last: number | null }>('select max(created_at)::float8 as last from drizzle.__drizzle_migrations');
    return result.rows[0]?.last ?? null;
  });
  // Uncompressed: the archive around it is compressed once, as a whole.
  await runPostgresTool({ tool: 'pg_dump', args: ['--format=custom', '--compress=0', `--file=${options.file}`], url: options.url });
  const tool = (await runPostgresTool({ tool: 'pg_dump', args: ['--version'] })).trim();
  return { lastMigrationAt, tool };
}

export async function isServerDatabaseEmpty(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${OWN_SCHEMAS}`,
    );
    return result.rows[0].count === 0;
  });
}

/** --force: drops every schema of ours (tables, functions, extensions in them) and starts a clean public. */
async function clearServerDatabase(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const schemas = await client.query<{ name: string }>(`select n.nspname as name from pg_namespace n where ${OWN_SCHEMAS}`);
    await client.query('begin');
    for (const { name } of schemas.rows) await client.query(`drop schema ${client.escapeIdentifier(name)} cascade`);
    await client.query('create schema public');
    await client.query('commit');
  });
}

export async function loadServerDatabase(options: { url: string; file: string; force: boolean }): Promise<void> {
  if (options.force) await clearServerDatabase(options.url);
  // Owners and grants are the old server's; the restoring user owns everything instead.
  await runPostgresTool({
    tool: 'pg_restore',
    args: ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', options.file],
    url: options.url,
  });
}
