/** Writes of lost_report_matches, and what telling an owner about a match needs to read. */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { items, lostReportMatches, lostReports, users } from '../../db/schema';
import { isOpenToOwners, isPubliclyVisible } from '../../db/item-visibility';
import { isReportOpen } from '../../db/lost-report-state';
import type { ScoredCandidate } from './matching.repository';

/**
 * Records the scores; answers the pairs that are new. The unique (report, item) index decides,
 * so two runs for the same item at once still tell each owner once.
 */
export async function upsertMatches(db: Executor, scored: ScoredCandidate[]): Promise<ScoredCandidate[]> {
  if (!scored.length) return [];
  const rows = await db
    .insert(lostReportMatches)
    .values(scored.map((s) => ({ reportId: s.reportId, itemId: s.itemId, score: s.score, notifiedAt: new Date() })))
    .onConflictDoUpdate({
      target: [lostReportMatches.reportId, lostReportMatches.itemId],
      set: { score: sql`excluded.score`, updatedAt: new Date() },
    })
    // xmax is 0 for a row this statement inserted, and set for one it updated.
    .returning({ reportId: lostReportMatches.reportId, itemId: lostReportMatches.itemId, score: lostReportMatches.score, isNew: sql<boolean>`(xmax = 0)` });
  return rows.filter((row) => row.isNew).map(({ reportId, itemId, score }) => ({ reportId, itemId, score }));
}

/**
 * After an edit, earlier matches of this item (or report) that no longer score are set to 0:
 * hidden from the owner's list, but kept, so a later edit back does not tell the owner twice.
 * Matches of closed and expired reports are left as their owner last saw them.
 */
export async function clearStaleMatches(db: Executor, scope: { itemId: number } | { reportId: number }, stillMatching: ScoredCandidate[]) {
  const reportIsOpen = sql`exists (select 1 from ${lostReports} where ${lostReports.id} = ${lostReportMatches.reportId} and ${isReportOpen})`;
  const condition =
    'itemId' in scope
      ? and(
          eq(lostReportMatches.itemId, scope.itemId),
          notInArray(
            lostReportMatches.reportId,
            stillMatching.map((s) => s.reportId),
          ),
          reportIsOpen,
        )
      : and(
          eq(lostReportMatches.reportId, scope.reportId),
          notInArray(
            lostReportMatches.itemId,
            stillMatching.map((s) => s.itemId),
          ),
        );
  await db
    .update(lostReportMatches)
    .set({ score: 0, updatedAt: new Date() })
    .where(and(condition, sql`${lostReportMatches.score} > 0`));
}

export interface MatchNotice {
  reportId: number;
  reportTitle: string;
  ownerId: string;
  /** Null for an account made by phone without an address: no e-mail then. */
  ownerEmail: string | null;
  ownerFirstName: string;
  language: string;
  notifyInApp: boolean;
  notifyEmail: boolean;
  notifyPush: boolean;
  itemId: number;
  itemTitle: string;
  itemLocation: string;
  itemDateFound: string;
}

export async function findMatchNotice(db: Executor, reportId: number, itemId: number): Promise<MatchNotice | undefined> {
  const [row] = await db
    .select({
      reportId: lostReports.id,
      reportTitle: lostReports.title,
      ownerId: users.id,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      language: users.language,
      notifyInApp: lostReports.notifyInApp,
      notifyEmail: lostReports.notifyEmail,
      notifyPush: lostReports.notifyPush,
      itemId: items.id,
      itemTitle: items.title,
      itemLocation: items.location,
      itemDateFound: items.dateFound,
    })
    .from(lostReports)
    .innerJoin(users, eq(users.id, lostReports.ownerId))
    .innerJoin(items, eq(items.id, itemId))
    .where(eq(lostReports.id, reportId));
  return row;
}

/** Whether the item may still be shown as a match (not hidden, not removed). */
export async function isMatchItemVisible(db: Executor, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), isPubliclyVisible));
  return !!row;
}

/** Whether a found item may be matched now: visible and still available. */
export async function isItemOpenToMatching(db: Executor, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), isOpenToOwners));
  return !!row;
}
