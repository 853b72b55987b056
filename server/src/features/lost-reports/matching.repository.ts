/**
 * Candidate selection and scoring, both directions, in one statement each.
 *
 * A found item's candidates are one range of lost_reports_candidates_idx: open reports of its
 * category and county lost in the 60 days up to the day it was found — never a scan of every
 * report (the bench times it at 100,000 open reports). A new report's candidates are the
 * visible, available items of its category and county found in the 60 days from the loss.
 *
 * Every CTE is MATERIALIZED: inlined, PostgreSQL would recompute the item's lexemes and the
 * shared-term count for each use in each candidate row (ten times slower at 100,000 reports).
 */
import { sql, type SQL } from 'drizzle-orm';
import { LOST_REPORT_MATCH_WINDOW_DAYS } from '@okota/shared';
import { rowsOf, type Executor } from '../../db/client';
import { isOpenToOwnersAs } from '../../db/item-visibility';
import { isReportOpenAs } from '../../db/lost-report-state';
import { MATCH_THRESHOLD, MIN_TERM_OVERLAP, matchScoreOf, sharedTermsOf, termOverlapOf, termsOf, trigramTextOf } from './match-score';

export interface ScoredCandidate {
  reportId: number;
  itemId: number;
  score: number;
}

const WINDOW = sql.raw(String(LOST_REPORT_MATCH_WINDOW_DAYS));
const THRESHOLD = sql.raw(String(MATCH_THRESHOLD));
const MIN_OVERLAP = sql.raw(String(MIN_TERM_OVERLAP));
/**
 * The best-scoring 50 owners are told about one item; more would be a flood, not a match (a
 * national ID with a common surname, found in Nairobi, can resemble hundreds of reports).
 */
const MAX_MATCHES_PER_RUN = 50;
/** A report's item candidates, newest first; a county's category rarely posts this many in 60 days. */
const MAX_ITEM_CANDIDATES = 2000;

/** Open, unexpired reports (not the finder's own) that the item matches, best first. */
export async function scoreReportsForItem(db: Executor, itemId: number): Promise<ScoredCandidate[]> {
  return rowsOf<ScoredCandidate>(await db.execute(reportsForItemQuery(itemId)));
}

/** The statement itself, for the benchmark's EXPLAIN. */
export function reportsForItemQuery(itemId: number): SQL {
  return sql`
    with item as materialized (
      select i.id, i.finder_id, i.category_id, i.location, i.date_found,
             ${termsOf(sql`i.title || ' ' || i.description`)} as terms,
             ${trigramTextOf(sql`i.title`, sql`i.description`)} as text
      from lost_items i
      where i.id = ${itemId} and ${isOpenToOwnersAs('i')}
    ),
    candidates as materialized (
      select r.id as report_id, item.id as item_id, r.title, r.description, item.text as item_text,
             ${termOverlapOf(sharedTermsOf(sql`r.terms`, sql`item.terms`), sql`cardinality(r.terms)`, sql`cardinality(item.terms)`)} as term_overlap
      from item
      join lost_reports r
        on r.category_id = item.category_id and r.county = item.location and ${isReportOpenAs('r')}
       and r.date_lost between item.date_found - ${WINDOW} and item.date_found
      -- 'is distinct from': a report filed by USSD without an account has no owner (null)
      where r.owner_id is distinct from item.finder_id
    ),
    scored as materialized (
      select report_id, item_id,
             ${matchScoreOf(sql`term_overlap`, trigramTextOf(sql`title`, sql`description`), sql`item_text`)} as score
      from candidates where term_overlap >= ${MIN_OVERLAP}
    )
    select report_id as "reportId", item_id as "itemId", score::real as score
    from scored where score >= ${THRESHOLD}
    order by score desc, report_id
    limit ${MAX_MATCHES_PER_RUN}
  `;
}

/** Visible, available items (not the owner's own) that match the open report, best first. */
export async function scoreItemsForReport(db: Executor, reportId: number): Promise<ScoredCandidate[]> {
  const result = await db.execute(sql`
    with report as materialized (
      select r.id, r.owner_id, r.category_id, r.county, r.date_lost, r.terms,
             ${trigramTextOf(sql`r.title`, sql`r.description`)} as text
      from lost_reports r
      where r.id = ${reportId} and ${isReportOpenAs('r')}
    ),
    recent_items as materialized (
      select i.id, i.title, i.description, ${termsOf(sql`i.title || ' ' || i.description`)} as terms
      from report
      join lost_items i
        on i.category_id = report.category_id and i.location = report.county
       and i.date_found between report.date_lost and report.date_lost + ${WINDOW}
       -- an item found on or after the loss was posted after it too: lets the index bound the range
       and i.created_at >= report.date_lost - 1
      where ${isOpenToOwnersAs('i')} and i.finder_id is distinct from report.owner_id
      order by i.created_at desc
      limit ${MAX_ITEM_CANDIDATES}
    ),
    candidates as materialized (
      select report.id as report_id, i.id as item_id, report.text as report_text, i.title, i.description,
             ${termOverlapOf(sharedTermsOf(sql`report.terms`, sql`i.terms`), sql`cardinality(report.terms)`, sql`cardinality(i.terms)`)} as term_overlap
      from report cross join recent_items i
    ),
    scored as materialized (
      select report_id, item_id,
             ${matchScoreOf(sql`term_overlap`, sql`report_text`, trigramTextOf(sql`title`, sql`description`))} as score
      from candidates where term_overlap >= ${MIN_OVERLAP}
    )
    select report_id as "reportId", item_id as "itemId", score::real as score
    from scored where score >= ${THRESHOLD}
    order by score desc, item_id
    limit ${MAX_MATCHES_PER_RUN}
  `);
  return rowsOf<ScoredCandidate>(result);
}
