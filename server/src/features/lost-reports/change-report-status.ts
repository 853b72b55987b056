/**
 * Renew (another 90 days from today; an expired report opens again) and close ("I got it back").
 * A closed report stays closed: renewing it answers 409.
 */
import { LOST_REPORT_MESSAGES, MAX_OPEN_LOST_REPORTS } from '@okota/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { matchReportJob } from './run-matching';
import { toReportJson } from './lost-report-json';
import { reportStateOf } from '../../db/lost-report-state';
import { closeReport, renewReport } from './lost-report-lifecycle';
import { countOpenReports, findReportRecord } from './lost-reports.repository';
import { findReportFor, type Viewer } from './report-access';

export async function renewLostReport(ctx: AppContext, { viewer, reportId }: { viewer: Viewer; reportId: number }) {
  await ctx.db.transaction(async (tx) => {
    const report = await findReportFor(tx, reportId, viewer, { forUpdate: true });
    if (report.status === 'closed') throw new AppError('LOST_REPORT_CLOSED', LOST_REPORT_MESSAGES.closedCannotRenew);
    const isOpenNow = reportStateOf(report) === 'open';
    // A report filed by USSD without an account (no owner) is limited per number when filed instead.
    if (!isOpenNow && report.ownerId && (await countOpenReports(tx, report.ownerId)) >= MAX_OPEN_LOST_REPORTS) {
      throw new AppError('LOST_REPORTS_TOO_MANY_OPEN', LOST_REPORT_MESSAGES.tooManyOpen);
    }
    await renewReport(tx, reportId);
    // Items posted while it was expired were never compared with it.
    if (!isOpenNow) await ctx.jobs.enqueue(tx, matchReportJob, { reportId });
  });
  return toReportJson((await findReportRecord(ctx.db, reportId))!);
}

export async function closeLostReport(ctx: AppContext, { viewer, reportId }: { viewer: Viewer; reportId: number }) {
  await ctx.db.transaction(async (tx) => {
    const report = await findReportFor(tx, reportId, viewer, { forUpdate: true });
    if (report.status !== 'closed') await closeReport(tx, reportId);
  });
  return toReportJson((await findReportRecord(ctx.db, reportId))!);
}
