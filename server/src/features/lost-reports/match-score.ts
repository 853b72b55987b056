/**
 * How well a found item fits a lost report, in SQL (docs/decisions/0110-lost-reports.md).
 *
 * Gates first — same category, same county, found on the day of the loss or up to 60 days
 * after — then a text score in [0, 1]:
 *   0.6 × term overlap   PostgreSQL full text ('english' lexemes of title and description,
 *                        generic words such as 'lost', 'found', 'ya' removed): the share of each
 *                        side's terms the other side also uses, averaged over both directions;
 *   0.4 × trigram        pg_trgm similarity of the first 500 characters of title + description,
 *                        which forgives misspellings ('Nisan', 'Samsang') that lexemes miss.
 * Pairs sharing under MIN_TERM_OVERLAP of their terms are dropped before the trigram part.
 * The owner is told when the score reaches MATCH_THRESHOLD. The weights and the threshold were
 * chosen on the labelled pairs in fixtures/matching-pairs.ts (see docs/benchmarks.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import { GENERIC_MATCH_LEXEMES } from '../../db/lost-report-terms';

export const MATCH_THRESHOLD = 0.45;
export const TERM_WEIGHT = 0.6;
export const TRIGRAM_WEIGHT = 0.4;
/** Trigram similarity of whole descriptions costs time and says little after the first lines. */
export const TRIGRAM_TEXT_CHARS = 500;
/**
 * Pairs sharing less than a quarter of their terms are not scored further: they would need a
 * trigram similarity above 0.75 to reach the threshold, which posts with so few words in common
 * do not have, and the trigram similarity is the costly part (docs/benchmarks.md).
 */
export const MIN_TERM_OVERLAP = 0.25;

const genericLexemes = sql.raw(`'{${GENERIC_MATCH_LEXEMES.join(',')}}'::text[]`);

/** The scored terms of a text: the same expression as the generated column lost_reports.terms. */
export const termsOf = (text: SQL): SQL => sql`tsvector_to_array(ts_delete(to_tsvector('english', ${text}), ${genericLexemes}))`;

export const trigramTextOf = (title: SQL, description: SQL): SQL => sql`left(${title} || ' ' || ${description}, ${sql.raw(String(TRIGRAM_TEXT_CHARS))})`;

/** How many terms two term arrays share (each array holds distinct lexemes). */
export const sharedTermsOf = (a: SQL, b: SQL): SQL => sql`(select count(*) from unnest(${a}) as t(term) where t.term = any(${b}))`;

/** The share of each side's terms the other side also uses, averaged over both directions. */
export const termOverlapOf = (shared: SQL, reportTermCount: SQL, itemTermCount: SQL): SQL =>
  sql`(${shared}::real / greatest(${reportTermCount}, 1) + ${shared}::real / greatest(${itemTermCount}, 1)) / 2`;

export const matchScoreOf = (termOverlap: SQL, reportText: SQL, itemText: SQL): SQL =>
  sql`${sql.raw(String(TERM_WEIGHT))} * ${termOverlap} + ${sql.raw(String(TRIGRAM_WEIGHT))} * similarity(${reportText}, ${itemText})`;
