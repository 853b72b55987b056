import type { FastifyPluginAsync } from 'fastify';
import * as adminListsApi from '@okota/shared/contracts/admin-lists.api';
import { registerRoute } from '../../../plugins/register-route';
import { AUDIT_PAGE_SIZE, listAuditEntries } from './admin-audit.repository';

export const adminAuditRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminListsApi.audit, async (request) => {
    const { rows, total } = await listAuditEntries(app.ctx.db, request.query);
    return {
      entries: rows.map((r) => ({
        ...r.entry,
        details: (r.entry.details as Record<string, unknown> | null) ?? null,
        actorName: r.actorName,
        actorEmail: r.actorEmail,
        createdAt: r.entry.createdAt.toISOString(),
      })),
      total,
      page: request.query.page,
      hasMore: request.query.page * AUDIT_PAGE_SIZE < total,
    };
  });
};
