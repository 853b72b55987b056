/**
 * The search relevance set (server/src/features/items/fixtures/search-relevance.ts) asked of a
 * running server: its fixture items are added to the benchmark's empty catalogue, every labelled
 * query is asked over HTTP, and the items are removed again before the catalogue is seeded.
 */
import type pg from 'pg';
import { RELEVANCE_QUERIES, measureRelevance, relevanceRows } from '../src/features/items/fixtures/search-relevance';

export interface RelevanceFigures {
  precision: number;
  queries: number;
  /** The typo, place and Kenyan-word queries, and how many had a wanted item in the top 5. */
  forgiving: number;
  forgivingFound: number;
}

export async function runRelevanceSet(pool: pg.Pool, baseUrl: string, finderId: string): Promise<RelevanceFigures> {
  const { rows: categories } = await pool.query<{ id: number; name: string }>('select id, name from categories');
  const rows = relevanceRows(new Map(categories.map((c) => [c.name, c.id])), finderId);
  const keyOfId = new Map<number, string>();
  for (const { key, values: v } of rows) {
    const {
      rows: [{ id }],
    } = await pool.query<{ id: number }>(
      `insert into lost_items (finder_id, category_id, title, description, location, date_found, created_at, verification_question_1)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [v.finderId, v.categoryId, v.title, v.description, v.location, v.dateFound, v.createdAt, v.verificationQuestion1],
    );
    keyOfId.set(id, key);
  }
  try {
    const { precision, perQuery } = await measureRelevance(async (query) => {
      const response = await fetch(`${baseUrl}/api/items?${query}`);
      if (!response.ok) throw new Error(`relevance query ${query}: HTTP ${response.status}`);
      return ((await response.json()) as { items: Array<{ id: number }> }).items.map((item) => item.id);
    }, keyOfId);
    const forgiving = perQuery.filter((one) => one.kind);
    return { precision, queries: RELEVANCE_QUERIES.length, forgiving: forgiving.length, forgivingFound: forgiving.filter((one) => one.hits > 0).length };
  } finally {
    await pool.query('delete from lost_items where id = any($1::int[])', [[...keyOfId.keys()]]);
  }
}
