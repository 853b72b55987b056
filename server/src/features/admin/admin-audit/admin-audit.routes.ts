import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAnswer, auditQuery } from '@okota/shared/contracts/admin-lists.contract';
import { AUDIT_PAGE_SIZE, listAuditEntries } from './admin-audit.repository';

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The audit trail of admin actions, newest first',
        querystring: auditQuery,
        response: { 200: auditAnswer },
      },
    },
    async (request) => {
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
    },
  );
};
