/**
 * What the search index reads from the database (search-index-feed.ts, docs/decisions/0270): the
 * items listed in search with their filterable vector's lexemes, the catalogue's number and where
 * its log was pruned, the log's rows, and the pruning itself.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../db/client';
import { isNotHeldBySuspended, isPubliclyVisible } from '../../../db/item-visibility';
import { items } from '../../../db/schema';
import { filterableVector } from '../public-items.repository';
import type { IndexedItem } from './search-index';

type Row = { id: number; at: string; status: string; terms: string[] };

/** Listed in search: the same rule as the search statement's (public-items.repository.ts). */
function listedItemsSql(where: SQL): SQL {
  return sql`select id, (extract(epoch from created_at) * 1000000)::bigint::text as at, status, tsvector_to_array(${filterableVector}) as terms
    from lost_items where ${isPubliclyVisible} and ${isNotHeldBySuspended} and ${where}`;
}

const toItem = (row: Row): IndexedItem => ({ id: Number(row.id), at: Number(row.at), status: row.status, terms: row.terms });

/**
 * The next `limit` listed items after this one in date order (oldest first, as the visible
 * catalogue's date index reads backwards): loaded in that order, every item joins the end of its
 * lists, where an insert costs nothing to move.
 */
export async function findListedItemsAfter(db: Executor, after: { createdAt: string; id: number } | undefined, limit: number): Promise<IndexedItem[]> {
  const where = after ? sql`(created_at, id) > (${after.createdAt}::timestamptz, ${after.id}::int)` : sql`true`;
  return rowsOf<Row>(await db.execute(sql`${listedItemsSql(where)} order by created_at asc nulls first, id asc nulls first limit ${limit}`)).map(toItem);
}

/** Those of these items that are listed in search now. */
export async function findListedItems(db: Executor, ids: number[]): Promise<IndexedItem[]> {
  return rowsOf<Row>(await db.execute(listedItemsSql(inArray(items.id, ids)))).map(toItem);
}

export async function findCatalogueLogState(db: Executor): Promise<{ version: number; prunedThrough: number }> {
  const [row] = rowsOf<{ version: string; pruned: string }>(
    await db.execute(sql`select version::text, changes_pruned_through::text as pruned from catalogue_version where id = 1`),
  );
  return { version: Number(row?.version ?? 0), prunedThrough: Number(row?.pruned ?? 0) };
}

/** The log's rows after one number, up to another, in order. */
export async function findCatalogueChanges(db: Executor, after: number, through: number, limit: number): Promise<Array<{ version: number; itemId: number }>> {
  const rows = rowsOf<{ version: string; item_id: number }>(
    await db.execute(
      sql`select version::text, item_id from catalogue_changes where version > ${after} and version <= ${through} order by version limit ${limit}`,
    ),
  );
  return rows.map((row) => ({ version: Number(row.version), itemId: Number(row.item_id) }));
}

/** Forgets the log up to this number; a reader behind it loads afresh. */
export async function pruneCatalogueChanges(db: Executor, through: number): Promise<void> {
  await db.execute(sql`update catalogue_version set changes_pruned_through = greatest(changes_pruned_through, ${through}) where id = 1`);
  await db.execute(sql`delete from catalogue_changes where version <= ${through}`);
}
