/**
 * The matching jobs: a found item posted or edited is scored against open reports; a report
 * filed, edited or renewed is scored against items already posted. New pairs are recorded and
 * their owners told in one transaction; pairs seen before only get their new score.
 */
import type { AppContext } from '../../context';
import { findReportRow } from './lost-reports.repository';
import { clearStaleMatches, isItemOpenToMatching, upsertMatches } from './matches.repository';
import { scoreItemsForReport, scoreReportsForItem, type ScoredCandidate } from './matching.repository';
import { tellOwnerOfMatch } from './tell-owner';
import { itemsWithReportDocument, reportsWithItemDocument } from '../documents';
import { reportStateOf } from '../../db/lost-report-state';
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';

/** Matching never runs in the request of the finder who posts: the request only adds one of these rows. */
export const matchItemJob = defineJob({
  id: 'lost-reports.match-item',
  payload: z.object({ itemId: z.number().int() }),
  handler: ({ itemId }, ctx: AppContext) => matchFoundItem(ctx, itemId),
  maxAttempts: 5,
  backoffMs: 10_000,
});

export const matchReportJob = defineJob({
  id: 'lost-reports.match-report',
  payload: z.object({ reportId: z.number().int() }),
  handler: ({ reportId }, ctx: AppContext) => matchLostReport(ctx, reportId),
  maxAttempts: 5,
  backoffMs: 10_000,
});

export async function matchFoundItem(ctx: AppContext, itemId: number): Promise<void> {
  // Hidden, removed or already claimed: nobody is told, and earlier matches stay as they were.
  if (!(await isItemOpenToMatching(ctx.db, itemId))) return;
  const scored = await scoreReportsForItem(ctx.db, itemId);
  await recordMatches(ctx, { itemId }, withDocumentMatches(scored, await reportsWithItemDocument(ctx.db, itemId)));
}

export async function matchLostReport(ctx: AppContext, reportId: number): Promise<void> {
  const report = await findReportRow(ctx.db, reportId);
  if (!report || reportStateOf(report) !== 'open') return;
  const scored = await scoreItemsForReport(ctx.db, reportId);
  await recordMatches(ctx, { reportId }, withDocumentMatches(scored, await itemsWithReportDocument(ctx.db, reportId)));
}

/**
 * The same document number on both sides is a certain match, whatever the words, county or date
 * (docs/decisions/0205): it scores 1 and its owner is told with the others of this run.
 */
function withDocumentMatches(scored: ScoredCandidate[], exact: Array<{ reportId: number; itemId: number }>): ScoredCandidate[] {
  const isExact = (c: { reportId: number; itemId: number }) => exact.some((e) => e.reportId === c.reportId && e.itemId === c.itemId);
  return [...exact.map((pair) => ({ ...pair, score: 1 })), ...scored.filter((candidate) => !isExact(candidate))];
}

async function recordMatches(ctx: AppContext, scope: { itemId: number } | { reportId: number }, scored: ScoredCandidate[]) {
  await ctx.db.transaction(async (tx) => {
    const fresh = await upsertMatches(tx, scored);
    await clearStaleMatches(tx, scope, scored);
    for (const pair of fresh) await tellOwnerOfMatch(ctx, tx, pair);
  });
}
