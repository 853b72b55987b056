/** Found items, their categories, and photos uploaded before an item exists. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { tsvector, ts, createdAt } from './columns';
import { users } from './accounts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    icon: varchar('icon', { length: 50 }).notNull(),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_name_unique').on(sql`lower(${t.name})`)],
);

export const items = pgTable(
  'lost_items',
  {
    id: serial('id').primaryKey(),
    finderId: uuid('finder_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull(),
    location: varchar('location', { length: 200 }).notNull(),
    nearLocation: varchar('near_location', { length: 300 }),
    latitude: numeric('latitude', { precision: 10, scale: 8 }),
    longitude: numeric('longitude', { precision: 11, scale: 8 }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar('status', { length: 20 }).notNull().default('available'),
    dateFound: date('date_found').notNull(),
    isClaimed: boolean('is_claimed').notNull().default(false),
    claimedBy: uuid('claimed_by').references(() => users.id),
    claimedAt: ts('claimed_at'),
    lastContactAt: ts('last_contact_at'),
    completedAt: ts('completed_at'),
    verificationQuestion1: text('verification_question_1').notNull(),
    verificationQuestion2: text('verification_question_2'),
    verificationQuestion3: text('verification_question_3'),
    verificationAnswer1: text('verification_answer_1'),
    verificationAnswer2: text('verification_answer_2'),
    verificationAnswer3: text('verification_answer_3'),
    requiresProofPhoto: boolean('requires_proof_photo').notNull().default(false),
    removalReason: text('removal_reason'),
    removedAt: ts('removed_at'),
    removedBy: uuid('removed_by').references(() => users.id),
    isHidden: boolean('is_hidden').notNull().default(false),
    hiddenBy: uuid('hidden_by').references(() => users.id),
    hiddenAt: ts('hidden_at'),
    hiddenReason: text('hidden_reason'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, ''))`),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('lost_items_status_check', sql`${t.status} in ('available', 'claimed', 'completed', 'removed')`),
    index('lost_items_search_idx').using('gin', t.searchVector),
    index('lost_items_public_idx')
      .on(t.status, t.createdAt.desc())
      .where(sql`${t.isHidden} = false`),
    index('lost_items_category_idx').on(t.categoryId, t.createdAt.desc()),
    index('lost_items_location_idx').on(t.location, t.createdAt.desc()),
    index('lost_items_finder_idx').on(t.finderId, t.createdAt.desc()),
    // The public catalogue's default page (newest first, no filter) without a sort, at any size.
    index('lost_items_visible_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isHidden} = false and ${t.status} <> 'removed'`),
    // The catalogue filtered by category, county or both, without words: the page and the total
    // (counted up to 1,001) read from the index alone, newest first, whatever the catalogue's size
    // (docs/decisions/0220-cold-search.md). Status comes last, after the order, for the status filter.
    index('lost_items_visible_category_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc(), t.status)
      .where(sql`${t.isHidden} = false and ${t.status} <> 'removed'`),
    index('lost_items_visible_county_idx')
      .on(t.location, t.createdAt.desc(), t.id.desc(), t.status)
      .where(sql`${t.isHidden} = false and ${t.status} <> 'removed'`),
    index('lost_items_visible_category_county_idx')
      .on(t.categoryId, t.location, t.createdAt.desc(), t.id.desc(), t.status)
      .where(sql`${t.isHidden} = false and ${t.status} <> 'removed'`),
    // The USSD menu's newest claimable items of a category in a county: five index entries, whatever the catalogue's size.
    index('lost_items_claimable_newest_idx')
      .on(t.categoryId, t.location, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isHidden} = false and ${t.status} = 'available'`),
    // Search words, the county and category filters and the week of posting answered by one GIN
    // index (public-items.repository.ts): a word search reads the newest weeks first and stops when
    // the page and a bounded total are found (docs/decisions/0256-bounded-search.md).
    index('lost_items_search_weeks_idx')
      .using(
        'gin',
        sql`(${t.searchVector} || array_to_tsvector(array['l:' || lower(${t.location}), 'c:' || ${t.categoryId}::text, 'w:' || floor(extract(epoch from (${t.createdAt} - '1970-01-01 00:00:00+00'::timestamptz)) / 604800)::int::text]))`,
      )
      .where(sql`${t.isHidden} = false and ${t.status} <> 'removed'`),
  ],
);

/** Photos uploaded before the item exists (guests included); they expire after 2 hours. */
export const tempUploads = pgTable(
  'temp_uploads',
  {
    id: serial('id').primaryKey(),
    url: varchar('url', { length: 500 }).notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('temp_uploads_url_unique').on(t.url), index('temp_uploads_expires_idx').on(t.expiresAt)],
);

/**
 * One row whose number goes up when a transaction that changes what the public catalogue shows
 * commits (items, category names, finders' names and contacts): triggers in migration 0004 keep
 * it, so no code path can forget. Cached search answers are valid while it stays the same
 * (server/src/features/items/catalogue-cache.ts).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** catalogue_changes up to this number were pruned: a search index behind it loads again (docs/decisions/0270). */
    changesPrunedThrough: bigint('changes_pruned_through', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.id} = 1`)],
);

/**
 * Which items each catalogue number changed (docs/decisions/0270): written by the triggers that
 * raise catalogue_version, at commit, under its row lock, so the numbers are in commit order. Every
 * process's search index (features/items/search/search-index-feed.ts) applies the rows after the
 * number it has, then reads those items again; pruned behind the slowest reader's reach.
 */
export const catalogueChanges = pgTable(
  'catalogue_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [index('catalogue_changes_version_idx').on(t.version)],
);

/**
 * An item's public texts as the contact rules left them (features/items/item-public-texts.ts,
 * docs/decisions/0283): scrubbed once, not on every read. A row is used only while `rules` is the
 * rules' version (SCRUB_RULES_VERSION) and `source` the hash of the words it was made from, so a
 * stale row is never shown, only made again. Gone with the item.
 */
export const itemPublicTexts = pgTable('item_public_texts', {
  itemId: integer('item_id')
    .primaryKey()
    .references(() => items.id, { onDelete: 'cascade' }),
  rules: varchar('rules', { length: 32 }).notNull(),
  source: varchar('source', { length: 64 }).notNull(),
  texts: jsonb('texts').notNull(),
});

/**
 * The catalogue's own words (the lexemes of visible items' search vectors) with how many visible
 * items hold each: what a mistyped search word is corrected to ("walet" → wallet). Kept by
 * statement triggers on lost_items in the same transaction as every item write (migration
 * 0013_search_words), so no code path can forget, and hidden or removed items' words are never
 * suggested. The indexes serve the correction's bounded lookups (features/items/search-lexicon.repository.ts):
 * a prefix, and words of a given length by their start or by their end.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    items: integer('items').notNull(),
  },
  (t) => [
    index('search_words_prefix_idx').on(t.word.op('text_pattern_ops')),
    index('search_words_length_start_idx').on(sql`length(${t.word})`, t.word.op('text_pattern_ops')),
    index('search_words_length_end_idx').on(sql`length(${t.word})`, sql`reverse(${t.word}) text_pattern_ops`),
  ],
);
