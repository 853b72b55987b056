/**
 * What the database holds, table by table: the row count and a digest of the rows, for every
 * table of schema.ts except the counters that legitimately count attempts and the copies reads make.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/db/client';
import * as schema from '../../src/db/schema';

/** These count attempts and visits, so a refused request may still add to them. */
export const COUNTER_TABLES = new Set(['rate_limits', 'site_analytics', 'daily_visitors']);
/** Copies of what an item already says, made when it is read (docs/decisions/0283): a read may add to them. */
const DERIVED_TABLES = new Set(['item_public_texts']);

export const SNAPSHOT_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !COUNTER_TABLES.has(name) && !DERIVED_TABLES.has(name))
  .sort();

const query = sql.raw(
  `select json_build_object(${SNAPSHOT_TABLES.map(
    (name) => `'${name}', (select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${name}" t)`,
  ).join(', ')}) as snapshot`,
);

export async function snapshotDatabase(db: Database): Promise<Record<string, string>> {
  const result = await db.execute(query);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ snapshot: Record<string, string> | string }>;
  const value = rows[0].snapshot;
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/** Tables whose count or content differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return SNAPSHOT_TABLES.filter((name) => before[name] !== after[name]).map(
    (name) => `${name} ${before[name]?.split(':')[0]} → ${after[name]?.split(':')[0]} rows`,
  );
}
