/** DELETE /api/lost-reports/{id}: the report, its matches and its photo are gone for good. */
import type { AppContext } from '../../context';
import { deleteReportRow } from './lost-reports.repository';
import { findReportFor, type Viewer } from './report-access';
import { discardReportPhoto } from './report-photo';

export async function deleteLostReport(ctx: AppContext, { viewer, reportId }: { viewer: Viewer; reportId: number }): Promise<void> {
  const report = await findReportFor(ctx.db, reportId, viewer);
  await deleteReportRow(ctx.db, reportId);
  await discardReportPhoto(ctx, report.photoKey);
}
