import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatPhoneLocal, toInternationalPhone } from '@okota/shared';
import {
  categoryListResponse,
  feesResponse,
  healthResponse,
  publicStatsResponse,
  supportContactResponse,
  unavailableResponse,
} from '@okota/shared/contracts/public.contract';
import { getCurrentFees } from '../settings';
import { listCategories } from './public.repository';
import { landingStats } from './landing-stats';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/fees',
    {
      config: { access: 'public', readOnly: true },
      schema: { tags: ['public'], summary: 'Current claim fee', response: { 200: feesResponse } },
    },
    async () => ({ ...(await getCurrentFees(app.ctx.db)), currency: 'KES' as const }),
  );

  app.get(
    '/api/public/stats',
    {
      config: { access: 'public', readOnly: true },
      schema: {
        tags: ['public'],
        summary: 'Live counts for the landing page',
        response: { 200: publicStatsResponse },
      },
    },
    async (_request, reply) => {
      // Polled every 30 s by every visitor: kept while the catalogue is unchanged (landing-stats.ts).
      reply.header('Cache-Control', 'public, max-age=5');
      return landingStats(app.ctx);
    },
  );

  app.get(
    '/api/public/support',
    {
      config: { access: 'public', readOnly: true },
      schema: {
        tags: ['public'],
        summary: 'How to reach support: e-mail and phone (SUPPORT_EMAIL, SUPPORT_PHONE), and the USSD code when there is one (USSD_SERVICE_CODE)',
        response: { 200: supportContactResponse },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      const phone = formatPhoneLocal(app.ctx.config.supportPhone);
      const { USSD_SERVICE_CODE: ussdCode } = app.ctx.config;
      return { email: app.ctx.config.SUPPORT_EMAIL, phone, phoneHref: `tel:${toInternationalPhone(phone)}`, ...(ussdCode ? { ussdCode } : {}) };
    },
  );

  app.get(
    '/api/categories',
    {
      config: { access: 'public', readOnly: true },
      schema: { tags: ['public'], summary: 'All categories', response: { 200: categoryListResponse } },
    },
    async () => listCategories(app.ctx.db),
  );

  app.get(
    '/api/health',
    {
      config: { access: 'public', readOnly: true },
      schema: { tags: ['public'], summary: 'Liveness and database check', response: { 200: healthResponse, 503: unavailableResponse } },
    },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute('select 1');
        return { status: 'ok' as const, database: app.ctx.database.engine };
      } catch {
        return reply.status(503).send({ message: 'Database unavailable' });
      }
    },
  );
};
