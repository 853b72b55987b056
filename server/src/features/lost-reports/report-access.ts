/**
 * Reports are private to their owner and admins. Anyone else gets the same 404 as for a report
 * that does not exist, never a 403, so nobody learns that a report is there.
 */
import { LOST_REPORT_MESSAGES } from '@okota/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findReportRow, type ReportRow } from './lost-reports.repository';

/** Who is asking: the signed-in user. */
export interface Viewer {
  id: string;
  role: string;
}

export async function findReportFor(db: Executor, reportId: number, viewer: Viewer, options: { forUpdate?: boolean } = {}): Promise<ReportRow> {
  const report = await findReportRow(db, reportId, options);
  if (!report || (report.ownerId !== viewer.id && viewer.role !== 'admin')) throw new AppError('LOST_REPORT_NOT_FOUND', LOST_REPORT_MESSAGES.notFound);
  return report;
}
