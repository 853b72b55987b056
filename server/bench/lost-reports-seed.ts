/**
 * Open lost reports for the matching benchmark, written as owners write them: categories weighted
 * as on a real site (phones and IDs first), counties weighted towards the cities, lost over the
 * past 90 days. Deterministic (seeded), so every run measures the same data.
 */
import type pg from 'pg';
import { seededGenerator } from '@okota/shared/seeded-generator';
import { COLOURS, PLACES, countyPicker, weightedPicker } from './seed-kit';

const VOCABULARY: Record<string, { weight: number; nouns: string[]; kinds: string[] }> = {
  Electronics: {
    weight: 22,
    nouns: ['phone', 'laptop', 'charger', 'earphones', 'tablet', 'power bank'],
    kinds: ['samsung', 'tecno', 'infinix', 'nokia', 'iphone', 'oppo', 'itel', 'hp', 'dell', 'lenovo'],
  },
  Documents: {
    weight: 22,
    nouns: ['national ID', 'passport', 'driving licence', 'ATM card', 'KCSE certificate', 'KRA PIN certificate'],
    kinds: ['laminated', 'original', 'new', 'old', 'folded'],
  },
  Wallets: { weight: 12, nouns: ['wallet', 'purse', 'card holder'], kinds: ['leather', 'canvas', 'beaded', 'zipped'] },
  Bags: { weight: 12, nouns: ['backpack', 'handbag', 'laptop bag', 'suitcase', 'gym bag'], kinds: ['nike', 'adidas', 'leather', 'kiondo', 'school'] },
  Keys: { weight: 10, nouns: ['bunch of keys', 'car key', 'padlock key', 'office keys'], kinds: ['toyota', 'subaru', 'yale', 'house'] },
  Jewelry: { weight: 5, nouns: ['ring', 'watch', 'necklace', 'bracelet'], kinds: ['gold', 'silver', 'casio', 'beaded'] },
  Clothing: { weight: 8, nouns: ['jacket', 'umbrella', 'school sweater', 'shoes', 'cap'], kinds: ['denim', 'wool', 'rain', 'leather'] },
  Pets: { weight: 3, nouns: ['dog', 'cat', 'puppy'], kinds: ['brown', 'spotted', 'young'] },
  Other: { weight: 6, nouns: ['book', 'spectacles', 'bible', 'thermos', 'helmet'], kinds: ['new', 'old', 'reading', 'small'] },
};
const NAMES = ['Otieno', 'Wanjiku', 'Kamau', 'Achieng', 'Kiprop', 'Mutua', 'Njeri', 'Omondi', 'Chebet', 'Mwangi', 'Akinyi', 'Wafula', 'Hassan', 'Nduta'];
const EXTRAS = [
  'It fell from my pocket in a matatu.',
  'I think I left it on the seat.',
  'It has my name written inside.',
  'There is a sticker on the back.',
  'Please help, it is very important to me.',
  'I lost it on my way home in the evening.',
];
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedOwners(pool: pg.Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (email, password_hash, phone, first_name, last_name)
     select 'owner' || g || '@bench.test', 'x', '+2541' || lpad(g::text, 8, '0'), 'Owner', 'Number' || g
     from generate_series(1, $1::int) g returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}

/** Inserts `count` open reports, 5,000 per statement, lost over the past 90 days. */
export async function seedOpenReports(pool: pg.Pool, { count, ownerIds, seed }: { count: number; ownerIds: string[]; seed: number }): Promise<void> {
  const { next: random, pick } = seededGenerator(seed);
  const { rows: categories } = await pool.query<{ id: number; name: string }>('select id, name from categories');
  const pickCategory = weightedPicker(
    categories.filter((c) => VOCABULARY[c.name]).map((c) => [c, VOCABULARY[c.name].weight] as [typeof c, number]),
    random,
  );
  const pickCounty = countyPicker(random);

  for (let done = 0; done < count; done += 5000) {
    const batch = Math.min(5000, count - done);
    const columns: unknown[][] = Array.from({ length: 8 }, () => []);
    for (let i = 0; i < batch; i++) {
      const category = pickCategory();
      const words = VOCABULARY[category.name];
      const [noun, kind, colour, county] = [pick(words.nouns), pick(words.kinds), pick(COLOURS), pickCounty()];
      const lostDaysAgo = Math.floor(random() * 90);
      const createdAt = new Date(Date.now() - lostDaysAgo * DAY_MS + (random() * DAY_MS) / 2);
      const values = [
        pick(ownerIds),
        category.id,
        `${colour} ${kind} ${noun}`.replace(/^./, (c) => c.toUpperCase()),
        `Lost my ${colour} ${kind} ${noun} near the ${pick(PLACES)} in ${county}, name ${pick(NAMES)}. ${pick(EXTRAS)}`,
        county,
        new Date(Date.now() - lostDaysAgo * DAY_MS).toISOString().slice(0, 10),
        new Date(createdAt.getTime() + 90 * DAY_MS).toISOString(),
        createdAt.toISOString(),
      ];
      values.forEach((value, column) => columns[column].push(value));
    }
    await pool.query(
      `insert into lost_reports (owner_id, category_id, title, description, county, date_lost, expires_at, created_at)
       select * from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::date[], $7::timestamptz[], $8::timestamptz[])`,
      columns,
    );
  }
  await pool.query('vacuum analyze lost_reports');
}
