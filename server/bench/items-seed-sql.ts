/**
 * The search benchmark's items made by PostgreSQL itself (INSERT … SELECT over generate_series),
 * for sizes where building rows in Node and sending them would take most of the run: a million
 * items in minutes. The same vocabulary, weights and shape as items-seed.ts; deterministic
 * (setseed), though not the same rows as items-seed.ts draws.
 */
import type pg from 'pg';
import { COUNTIES } from '@okota/shared';
import { COLOURS, PLACES } from './seed-kit';
import { EXTRAS, VOCABULARY } from './items-seed';

const COUNTY_WEIGHTS: Record<string, number> = { Nairobi: 30, Mombasa: 8, Kiambu: 7, Nakuru: 6, Kisumu: 5, Machakos: 3, 'Uasin Gishu': 3 };
/** Each value repeated by its weight, so a uniform index into the list is a weighted pick. */
const byWeight = <T>(entries: Array<[T, number]>) => entries.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));

const STATEMENT = `
  with r as materialized (
    select $1::uuid[] as finders, $2::int[] as cats, $3::text[] as counties, random() r1, random() r2, random() r3, random() r4,
           random() r5, random() r6, random() r7, random() r8, random() r9, random() r10
    from generate_series(1, $4::int)
  ), picked as (
    select finders[1 + floor(r1 * cardinality(finders))::int] as finder, cats[1 + floor(r2 * cardinality(cats))::int] as cat,
           counties[1 + floor(r3 * cardinality(counties))::int] as county, r4, r5, r6, r7, r8, r9, r10
    from r
  ), worded as (
    select p.*, v.voc, ($6::text[])[1 + floor(r6 * cardinality($6::text[]))::int] || ' '
      || (v.voc->'kinds'->>floor(r5 * jsonb_array_length(v.voc->'kinds'))::int) || ' '
      || (v.voc->'nouns'->>floor(r4 * jsonb_array_length(v.voc->'nouns'))::int) as thing,
      now() - r7 * interval '365 days' as at
    from picked p cross join lateral (select $5::jsonb -> p.cat::text as voc) v
  )
  insert into lost_items (finder_id, category_id, title, description, location, created_at, date_found, status, is_hidden, is_claimed, verification_question_1)
  select finder, cat, upper(left(thing, 1)) || substr(thing, 2),
    'Found a ' || thing || ' near the ' || ($7::text[])[1 + floor(r8 * cardinality($7::text[]))::int] || ' in ' || county || '. '
      || ($8::text[])[1 + floor(r9 * cardinality($8::text[]))::int],
    county, at, (at at time zone 'Africa/Nairobi')::date,
    case when r10 < 0.85 then 'available' when r10 < 0.95 then 'claimed' when r10 < 0.995 then 'completed' else 'removed' end,
    r6 < 0.01, r10 >= 0.85 and r10 < 0.995, 'What is written or stuck on the item?'
  from worded`;

/** Inserts `count` items, 100,000 per statement; returns how long it took in seconds. */
export async function seedItemsInSql(pool: pg.Pool, { count, finderIds, seed }: { count: number; finderIds: string[]; seed: number }): Promise<number> {
  const started = Date.now();
  const { rows: categories } = await pool.query<{ id: number; name: string }>('select id, name from categories');
  const known = categories.filter((c) => VOCABULARY[c.name]);
  const cats = byWeight(known.map((c) => [c.id, VOCABULARY[c.name].weight]));
  const vocab = Object.fromEntries(known.map((c) => [c.id, { nouns: VOCABULARY[c.name].nouns, kinds: VOCABULARY[c.name].kinds }]));
  const counties = byWeight(COUNTIES.map((c) => [c as string, COUNTY_WEIGHTS[c] ?? 1]));
  const client = await pool.connect();
  try {
    // A big load without its indexes, which are then built once from their own definitions: the
    // same indexes, in a fraction of the time row-by-row index upkeep takes.
    const { rows: indexes } =
      count >= 200_000
        ? await client.query<{ name: string; definition: string }>(
            `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i join pg_class c on c.oid = i.indexrelid
       where i.indrelid = 'lost_items'::regclass and not i.indisprimary`,
          )
        : { rows: [] };
    for (const { name } of indexes) await client.query(`drop index "${name}"`);
    // One session, statements in turn: random() then draws the same numbers every run.
    await client.query('select setseed($1)', [(seed % 1000) / 1000]);
    for (let done = 0; done < count; done += 100_000) {
      await client.query(STATEMENT, [finderIds, cats, counties, Math.min(100_000, count - done), JSON.stringify(vocab), COLOURS, PLACES, EXTRAS]);
    }
    await client.query("set maintenance_work_mem = '256MB'");
    for (const { definition } of indexes) await client.query(definition);
  } finally {
    client.release();
  }
  await pool.query('vacuum analyze lost_items');
  return Math.round((Date.now() - started) / 100) / 10;
}
