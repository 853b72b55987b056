/** An admin resolves a report (acted on it) or dismisses it (nothing to do); both are final. */
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { recordAudit } from '../../../lib/audit';
import { closeReportRow, findReportById } from './reports.repository';

export interface CloseReportOptions {
  ctx: AppContext;
  adminId: string;
  reportId: number;
  outcome: 'resolved' | 'dismissed';
  resolution?: string;
}

export async function closeReport({ ctx, adminId, reportId, outcome, resolution }: CloseReportOptions) {
  return ctx.db.transaction(async (tx) => {
    const report = await findReportById(tx, reportId);
    if (!report) throw new AppError('ABUSE_REPORT_NOT_FOUND', 'Report not found');
    if (report.status !== 'open') throw new AppError('ABUSE_REPORT_CLOSED', `Report is already ${report.status}`);
    const closed = await closeReportRow(tx, reportId, { status: outcome, resolvedBy: adminId, resolution: resolution ?? null });
    await recordAudit(tx, {
      actorId: adminId,
      action: outcome === 'resolved' ? 'report.resolve' : 'report.dismiss',
      targetType: 'report',
      targetId: reportId,
      reason: resolution ?? null,
      details: { targetType: report.targetType, targetId: report.targetId, reportReason: report.reason },
    });
    return closed;
  });
}
