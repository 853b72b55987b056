/**
 * What admins see of SMS: every SMS with its state and reason (failed ones first in mind: a
 * number Africa's Talking refused, a report that said Failed, retries that ran out), and the
 * daily cost and delivery rate the dashboard shows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatPhoneLocal } from '@okota/shared';
import { ADMIN_SMS_PAGE_SIZE, listSmsForAdmin, SMS_STATUSES, smsDailyStats } from './sms-stats.repository';

const SMS_STATS_DAYS = 7;

export const smsStatsAnswer = z.object({
  days: z.array(z.object({ date: z.string(), accepted: z.number(), delivered: z.number(), failed: z.number(), skipped: z.number(), costKes: z.number() })),
  deliveryRate: z.number().nullable(),
  failed: z.number(),
  costKes: z.number(),
});

const smsRow = z.object({
  id: z.number(), kind: z.string(), status: z.enum(SMS_STATUSES), phone: z.string(), userId: z.string().nullable(), userName: z.string().nullable(),
  text: z.string(), attempts: z.number(), providerStatus: z.string().nullable(), failureReason: z.string().nullable(),
  costKes: z.number().nullable(), sendAfter: z.string(), createdAt: z.string(), sentAt: z.string().nullable(), deliveredAt: z.string().nullable(), failedAt: z.string().nullable(),
});

export const smsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/sms', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'SMS sent, waiting, skipped or failed (newest first, 50 a page), with the last 7 days\' cost and delivery rate',
      querystring: z.object({ status: z.enum(SMS_STATUSES).optional(), page: z.coerce.number().int().min(1).max(10_000).default(1) }),
      response: { 200: z.object({ messages: z.array(smsRow), total: z.number(), pageSize: z.number(), stats: smsStatsAnswer }) },
    },
  }, async (request) => {
    const [{ rows, total }, stats] = await Promise.all([listSmsForAdmin(app.ctx.db, request.query), smsDailyStats(app.ctx.db, SMS_STATS_DAYS)]);
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return {
      total, pageSize: ADMIN_SMS_PAGE_SIZE, stats,
      messages: rows.map(({ sms, firstName, lastName }) => ({
        id: sms.id, kind: sms.kind, status: sms.status as (typeof SMS_STATUSES)[number], phone: formatPhoneLocal(sms.phone), userId: sms.userId,
        userName: firstName ? `${firstName} ${lastName}` : null, text: sms.kind === 'code' ? sms.text.replace(/\d/g, '*') : sms.text, attempts: sms.attempts, providerStatus: sms.providerStatus,
        failureReason: sms.failureReason, costKes: sms.costCurrency === 'KES' && sms.costAmount ? Number(sms.costAmount) : null,
        sendAfter: sms.sendAfter.toISOString(), createdAt: sms.createdAt.toISOString(), sentAt: iso(sms.sentAt), deliveredAt: iso(sms.deliveredAt), failedAt: iso(sms.failedAt),
      })),
    };
  });
};
