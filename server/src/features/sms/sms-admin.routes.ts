/**
 * What admins see of SMS: every SMS with its state and reason (failed ones first in mind: a
 * number Africa's Talking refused, a report that said Failed, retries that ran out), and the
 * daily cost and delivery rate the dashboard shows.
 */
import type { FastifyPluginAsync } from 'fastify';
import { formatPhoneLocal } from '@okota/shared';
import type { SMS_STATUSES } from '@okota/shared/contracts/sms.contract';
import * as adminMessagingApi from '@okota/shared/contracts/admin-messaging.api';
import { registerRoute } from '../../plugins/register-route';
import { ADMIN_SMS_PAGE_SIZE, listSmsForAdmin, smsDailyStats } from './sms-stats.repository';

const SMS_STATS_DAYS = 7;

export const smsAdminRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, adminMessagingApi.smsList, async (request) => {
    const [{ rows, total }, stats] = await Promise.all([listSmsForAdmin(app.ctx.db, request.query), smsDailyStats(app.ctx.db, SMS_STATS_DAYS)]);
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return {
      total,
      pageSize: ADMIN_SMS_PAGE_SIZE,
      stats,
      messages: rows.map(({ sms, firstName, lastName }) => ({
        id: sms.id,
        kind: sms.kind,
        status: sms.status as (typeof SMS_STATUSES)[number],
        phone: formatPhoneLocal(sms.phone),
        userId: sms.userId,
        userName: firstName ? `${firstName} ${lastName}` : null,
        text: sms.kind === 'code' ? sms.text.replace(/\d/g, '*') : sms.text,
        attempts: sms.attempts,
        providerStatus: sms.providerStatus,
        failureReason: sms.failureReason,
        costKes: sms.costCurrency === 'KES' && sms.costAmount ? Number(sms.costAmount) : null,
        sendAfter: sms.sendAfter.toISOString(),
        createdAt: sms.createdAt.toISOString(),
        sentAt: iso(sms.sentAt),
        deliveredAt: iso(sms.deliveredAt),
        failedAt: iso(sms.failedAt),
      })),
    };
  });
};
