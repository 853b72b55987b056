/**
 * Search relevance: the labelled Kenyan queries (fixtures/search-relevance.ts) through the real
 * API, judged by precision at 5. A change to search must not lower it (issue 18).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
import { categories, items } from '../../db/schema';
import { RELEVANCE_QUERIES, measureRelevance, relevanceRows } from './fixtures/search-relevance';

/**
 * 0.84 on the first 72 queries, measured 2026-11-24 before docs/decisions/0220 (issue 18);
 * raised to 0.90 with forgiving search over 150+ queries (issue 27, docs/decisions/0236). Never lower it.
 */
const BASELINE_PRECISION_AT_5 = 0.9;

describe('search relevance', () => {
  let t: TestApp;
  const keyOfId = new Map<number, string>();

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    const finder = await createUser(db);
    const categoryIds = new Map((await db.select().from(categories)).map((c) => [c.name, c.id]));
    const rows = relevanceRows(categoryIds, finder.user.id);
    const inserted = await db
      .insert(items)
      .values(rows.map((row) => row.values))
      .returning({ id: items.id });
    inserted.forEach(({ id }, index) => keyOfId.set(id, rows[index].key));
  });
  afterAll(() => t.close());

  it('has at least 150 labelled queries, 40 of them typos, places in the query and Kenyan words', () => {
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(RELEVANCE_QUERIES.filter((query) => query.kind).length).toBeGreaterThanOrEqual(40);
    expect(new Set(RELEVANCE_QUERIES.map((query) => query.query)).size).toBe(RELEVANCE_QUERIES.length);
  });

  it('puts the wanted items among the first five at least 90% of the time', async () => {
    const { precision, perQuery } = await measureRelevance(async (query) => {
      const res = await t.request({ method: 'GET', url: `/api/items?${query}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: Array<{ id: number }> }).items.map((item) => item.id);
    }, keyOfId);
    if (process.env.RELEVANCE_REPORT) console.log(JSON.stringify({ precision, perQuery }, null, 1));
    expect(precision).toBeGreaterThanOrEqual(BASELINE_PRECISION_AT_5);
    // Every typo, place and Kenyan-word query finds what it was typed for among the first five.
    expect(perQuery.filter((one) => one.kind && one.hits === 0).map((one) => one.query)).toEqual([]);
  });
});
