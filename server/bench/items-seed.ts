/**
 * Realistic items for the search benchmark: finders, categories weighted as on a real site,
 * counties weighted towards the cities, titles and descriptions built from a small vocabulary.
 * Deterministic (seeded), so every run measures the same data.
 */
import type pg from 'pg';
import { COUNTIES } from '@okota/shared';
import { seededGenerator } from '@okota/shared/seeded-generator';
import { PLACES_BY_COUNTY } from '@okota/shared/search-places';
import { COLOURS, PLACES, countyPicker, weightedPicker } from './seed-kit';

export const VOCABULARY: Record<string, { weight: number; nouns: string[]; kinds: string[] }> = {
  Electronics: {
    weight: 20,
    nouns: ['phone', 'laptop', 'charger', 'earphones', 'tablet', 'power bank'],
    kinds: ['samsung', 'tecno', 'infinix', 'nokia', 'iphone', 'oppo', 'itel', 'hp', 'dell', 'lenovo'],
  },
  Documents: {
    weight: 20,
    nouns: ['national ID', 'passport', 'driving licence', 'ATM card', 'school certificate', 'KRA PIN certificate'],
    kinds: ['laminated', 'original', 'new', 'old', 'folded'],
  },
  Wallets: { weight: 12, nouns: ['wallet', 'purse', 'card holder'], kinds: ['leather', 'canvas', 'beaded', 'zipped'] },
  Bags: { weight: 12, nouns: ['backpack', 'handbag', 'laptop bag', 'suitcase', 'gym bag'], kinds: ['nike', 'adidas', 'leather', 'kiondo', 'school'] },
  Keys: { weight: 10, nouns: ['bunch of keys', 'car key', 'padlock key', 'office keys'], kinds: ['toyota', 'subaru', 'yale', 'house'] },
  Jewelry: { weight: 6, nouns: ['ring', 'watch', 'necklace', 'bracelet'], kinds: ['gold', 'silver', 'casio', 'beaded'] },
  Clothing: { weight: 10, nouns: ['jacket', 'umbrella', 'school sweater', 'shoes', 'cap'], kinds: ['denim', 'wool', 'rain', 'leather'] },
  Pets: { weight: 3, nouns: ['dog', 'cat', 'puppy'], kinds: ['brown', 'spotted', 'young'] },
  Other: { weight: 7, nouns: ['book', 'spectacles', 'bible', 'thermos', 'helmet'], kinds: ['new', 'old', 'reading', 'small'] },
};
export const EXTRAS = [
  'It was left on the seat after the last trip.',
  'Someone dropped it while running for a matatu.',
  'The owner can describe what is inside.',
  'It was lying by the road in the morning.',
  'Found it after the rain, it is a bit wet.',
  'The security guard asked me to post it here.',
];

export async function seedFinders(pool: pg.Pool, count: number): Promise<string[]> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into users (email, password_hash, phone, first_name, last_name, role)
     select 'finder' || g || '@bench.test', 'x', '+2547' || lpad(g::text, 8, '0'), 'Finder', 'Number' || g, 'finder'
     from generate_series(1, $1::int) g returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}

/** Inserts `count` items, 5,000 per statement, created over the past year. */
export async function seedItems(pool: pg.Pool, { count, finderIds, seed }: { count: number; finderIds: string[]; seed: number }): Promise<void> {
  const { next: random, pick } = seededGenerator(seed);
  const { rows: categories } = await pool.query<{ id: number; name: string }>('select id, name from categories');
  const pickCategory = weightedPicker(
    categories.filter((c) => VOCABULARY[c.name]).map((c) => [c, VOCABULARY[c.name].weight] as [typeof c, number]),
    random,
  );
  const pickCounty = countyPicker(random);
  const yearMs = 365 * 24 * 60 * 60 * 1000;

  for (let done = 0; done < count; done += 5000) {
    const batch = Math.min(5000, count - done);
    const columns: unknown[][] = Array.from({ length: 10 }, () => []);
    for (let i = 0; i < batch; i++) {
      const category = pickCategory();
      const words = VOCABULARY[category.name];
      const [noun, kind, colour, county] = [pick(words.nouns), pick(words.kinds), pick(COLOURS), pickCounty()];
      const createdAt = new Date(Date.now() - random() * yearMs);
      const roll = random();
      const values = [
        pick(finderIds),
        category.id,
        `${colour} ${kind} ${noun}`.replace(/^./, (c) => c.toUpperCase()),
        `Found a ${colour} ${kind} ${noun} near the ${pick(PLACES)} in ${county}. ${pick(EXTRAS)}`,
        county,
        createdAt.toISOString(),
        createdAt.toISOString().slice(0, 10),
        roll < 0.85 ? 'available' : roll < 0.95 ? 'claimed' : roll < 0.995 ? 'completed' : 'removed',
        random() < 0.01,
        'What is written or stuck on the item?',
      ];
      values.forEach((value, column) => columns[column].push(value));
    }
    await pool.query(
      `insert into lost_items (finder_id, category_id, title, description, location, created_at, date_found, status, is_hidden, verification_question_1)
       select * from unnest($1::uuid[], $2::int[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::date[], $8::text[], $9::bool[], $10::text[])`,
      columns,
    );
  }
  await pool.query(`update lost_items set is_claimed = true where status in ('claimed', 'completed') and not is_claimed`);
  await pool.query('vacuum analyze lost_items');
}

/**
 * Searches that are all different, and more of them than the server keeps answers for
 * (catalogue-cache.ts keeps 256), so asked in turn every one is computed: what a search costs
 * when nobody asked the same question lately. Words of the seeded vocabulary in each county,
 * colours in each category on pages 1 to 3 both ways round, and county + category filters.
 */
export function distinctSearches(categoryIds: number[]): string[] {
  const kinds = [...new Set(Object.values(VOCABULARY).flatMap((v) => v.kinds))];
  const wordInCounty = kinds.flatMap((kind) => COUNTIES.map((county) => `/api/items?search=${kind}&location=${encodeURIComponent(county)}`));
  const colourInCategory = COLOURS.flatMap((colour) =>
    categoryIds.flatMap((id) =>
      [1, 2, 3].flatMap((page) => ['newest', 'oldest'].map((sort) => `/api/items?search=${colour}&categoryId=${id}&page=${page}&sort=${sort}`)),
    ),
  );
  const filters = COUNTIES.flatMap((county) => categoryIds.map((id) => `/api/items?location=${encodeURIComponent(county)}&categoryId=${id}`));
  // Interleaved, so any stretch of the run asks all four kinds: a quarter of the requests (three
  // words searches in eight) are forgiving ones, about the share of the relevance set (65 of 176).
  const all = [wordInCounty, colourInCategory, filters, forgivingSearches()];
  const longest = Math.max(...all.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => all.map((list) => list[i % list.length])).flat();
}

/** One letter changed in the middle (a phone keyboard's neighbour), as "samsang", "walet" are typed. */
function mistyped(word: string): string {
  const at = Math.floor(word.length / 2);
  return `${word.slice(0, at)}${word[at] === 'a' ? 'e' : 'a'}${word.slice(at + 1)}`;
}

/**
 * The forgiving searches (docs/decisions/0236): typos of the vocabulary's words of five letters or
 * more (corrected through the lexicon), places typed with the words ("wallet westlands", a soft
 * county filter), and Kiswahili words with the glue people type ("simu ya tecno", "funguo za toyota").
 */
export function forgivingSearches(): string[] {
  const words = [...new Set(Object.values(VOCABULARY).flatMap((v) => [...v.kinds, ...v.nouns.flatMap((n) => n.split(' '))]))];
  const typos = words.filter((word) => word.length >= 5).flatMap((word) => COLOURS.map((colour) => `${colour} ${mistyped(word)}`));
  const places = Object.values(PLACES_BY_COUNTY)
    .flatMap((list) => list ?? [])
    .slice(0, 60);
  const nouns = ['wallet', 'phone', 'keys', 'backpack', 'passport', 'umbrella'];
  const inPlaces = places.flatMap((place) => nouns.map((noun) => `${noun} ${place}`));
  const kenyan = [
    ...VOCABULARY.Electronics.kinds.map((kind) => `simu ya ${kind}`),
    ...VOCABULARY.Keys.kinds.map((kind) => `funguo za ${kind}`),
    ...COLOURS.flatMap((colour) => [`pochi ${colour}`, `mkoba ${colour}`, `kipande ${colour}`, `kadi ya atm ${colour}`]),
  ];
  const forgiving = [typos, inPlaces, kenyan];
  const longest = Math.max(...forgiving.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => forgiving.map((list) => list[i % list.length]))
    .flat()
    .map((search) => `/api/items?search=${encodeURIComponent(search)}`);
}
