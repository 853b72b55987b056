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

const genericLexemes = sql.raw(`'{${GENERIC_MATCH_LEXEMES.join(',')}}'::text[]`);

/** The scored terms of a text: the same expression as the generated column lost_reports.terms. */
export const termsOf = (text: SQL): SQL =>
  sql`tsvector_to_array(ts_delete(to_tsvector('english', ${text}), ${genericLexemes}))`;

export const trigramTextOf = (title: SQL, description: SQL): SQL =>
  sql`left(${title} || ' ' || ${description}, ${sql.raw(String(TRIGRAM_TEXT_CHARS))})`;

/** The share of the terms in `a` that `b` also has (0 when `a` has none). */
const coverage = (a: SQL, b: SQL): SQL =>
  sql`(select count(*) from unnest(${a}) as t(term) where t.term = any(${b}))::real / greatest(coalesce(cardinality(${a}), 0), 1)`;

export const termOverlapOf = (reportTerms: SQL, itemTerms: SQL): SQL =>
  sql`((${coverage(reportTerms, itemTerms)}) + (${coverage(itemTerms, reportTerms)})) / 2`;

/**
 * The score from a precomputed term overlap. The trigram similarity, the costly part, is only
 * computed when it could lift the score over the threshold.
 */
export function matchScoreOf(termOverlap: SQL, reportText: SQL, itemText: SQL): SQL {
  const termPart = sql`${sql.raw(String(TERM_WEIGHT))} * ${termOverlap}`;
  return sql`case
    when ${termPart} + ${sql.raw(String(TRIGRAM_WEIGHT))} < ${sql.raw(String(MATCH_THRESHOLD))} then ${termPart}
    else ${termPart} + ${sql.raw(String(TRIGRAM_WEIGHT))} * similarity(${reportText}, ${itemText})
  end`;
}
