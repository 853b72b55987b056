import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import * as reportsApi from '@okota/shared/contracts/reports.api';
import { reportResponse as report } from '@okota/shared/contracts/reports.contract';
import * as adminListsApi from '@okota/shared/contracts/admin-lists.api';
import { registerRoute } from '../../../plugins/register-route';
import { currentUser } from '../../../plugins/auth';
import { toIso } from '../admin.schemas';
import { REPORTS_PAGE_SIZE, listReports, type ReportRow } from './reports.repository';
import { fileReport } from './file-report';
import { closeReport } from './close-report';

const toJson = (row: ReportRow): z.infer<typeof report> => ({
  id: row.id,
  targetType: row.targetType as z.infer<typeof report>['targetType'],
  targetId: row.targetId,
  reason: row.reason,
  status: row.status as z.infer<typeof report>['status'],
  resolution: row.resolution,
  resolvedAt: toIso(row.resolvedAt),
  createdAt: row.createdAt.toISOString(),
});

/** Filing a report: any signed-in user. */
export const reportsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, reportsApi.file, async (request, reply) => {
    const { report: row, created } = await fileReport({ ctx: app.ctx, reporterId: currentUser(request).id, input: request.body });
    const message = created ? 'Thank you. An administrator will review your report.' : 'You have already reported this. An administrator will review it.';
    return reply.status(201).send({ success: true as const, message, report: toJson(row), alreadyOpen: !created });
  });
};

/** Reading and closing reports: admins. */
export const adminReportsRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminListsApi.reports, async (request) => {
    const { rows, total } = await listReports(app.ctx.db, request.query);
    return {
      reports: rows.map((r) => ({
        ...toJson(r.report),
        reporterId: r.report.reporterId,
        reporterName: r.reporterName,
        targetLabel: r.report.targetType === 'item' ? r.itemTitle : r.targetUserName,
        targetState: targetState(r),
        resolvedByName: r.resolverName,
      })),
      total,
      hasMore: request.query.page * REPORTS_PAGE_SIZE < total,
    };
  });

  for (const [route, outcome] of [
    [adminListsApi.resolveReport, 'resolved'],
    [adminListsApi.dismissReport, 'dismissed'],
  ] as const) {
    await registerRoute(app, route, async (request) => {
      const row = await closeReport({
        ctx: app.ctx,
        adminId: currentUser(request).id,
        reportId: request.params.id,
        outcome,
        resolution: request.body?.resolution || undefined,
      });
      return { success: true as const, message: outcome === 'resolved' ? 'Report resolved' : 'Report dismissed', report: toJson(row) };
    });
  }
};

/** What the target is like now: hidden, removed, suspended, or gone. */
function targetState(r: Awaited<ReturnType<typeof listReports>>['rows'][number]): string | null {
  if (r.report.targetType === 'item') {
    if (r.itemStatus === null) return 'missing';
    if (r.itemStatus === 'removed') return 'removed';
    return r.itemHidden ? 'hidden' : 'visible';
  }
  if (r.targetUserSuspended === null) return 'missing';
  return r.targetUserSuspended ? 'suspended' : 'active';
}
