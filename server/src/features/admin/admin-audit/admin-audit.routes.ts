import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery } from '../admin.schemas';
import { AUDIT_PAGE_SIZE, listAuditEntries } from './admin-audit.repository';

const entry = z.object({
  id: z.number(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/audit', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'The audit trail of admin actions, newest first',
      querystring: z.object({
        page: pageQuery,
        action: z.string().trim().max(50).optional(),
        targetType: z.string().trim().max(30).optional(),
        targetId: z.string().trim().max(64).optional(),
      }),
      response: { 200: z.object({ entries: z.array(entry), total: z.number(), hasMore: z.boolean(), page: z.number() }) },
    },
  }, async (request) => {
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
