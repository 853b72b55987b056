import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatPhoneLocal, toInternationalPhone } from '@okota/shared';
import { getCurrentFees } from '../settings/settings.repository';
import { listCategories } from './public.repository';
import { landingStats } from './landing-stats';

const feesResponse = z.object({
  finderAmount: z.number(),
  platformAmount: z.number(),
  totalFee: z.number(),
  finderPercentage: z.number(),
  platformPercentage: z.number(),
  currency: z.literal('KES'),
});

const categoryResponse = z.object({ id: z.number(), name: z.string(), icon: z.string(), description: z.string().nullable() });

const recentItemResponse = z.object({
  id: z.number(),
  title: z.string(),
  categoryName: z.string().nullable(),
  location: z.string(),
  dateFound: z.string().describe('A day in EAT, YYYY-MM-DD'),
  thumbnail: z.string().nullable(),
});

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {

  app.get('/api/public/fees', {
    config: { access: 'public', readOnly: true },
    schema: { tags: ['public'], summary: 'Current claim fee', response: { 200: feesResponse } },
  }, async () => ({ ...(await getCurrentFees(app.ctx.db)), currency: 'KES' as const }));

  app.get('/api/public/stats', {
    config: { access: 'public', readOnly: true },
    schema: {
      tags: ['public'],
      summary: 'Live counts for the landing page',
      response: {
        200: z.object({
          totalItems: z.number().describe('Visible items, whatever their status'),
          claimedItems: z.number().describe('Visible items paid for (claimed or completed)'),
          availableItems: z.number().describe('Visible items still waiting for their owner'),
          reunitedItems: z.number().describe('Items whose hand-over is done (completed)'),
          countiesCovered: z.number().describe('Counties with at least one visible item'),
          categories: z.array(categoryResponse.extend({ count: z.number().describe('Available items in the category') })),
          recentItems: z.array(recentItemResponse).describe('The newest available items, newest first'),
        }),
      },
    },
  }, async (_request, reply) => {
    // Polled every 30 s by every visitor: kept while the catalogue is unchanged (landing-stats.ts).
    reply.header('Cache-Control', 'public, max-age=5');
    return landingStats(app.ctx);
  });

  app.get('/api/public/support', {
    config: { access: 'public', readOnly: true },
    schema: {
      tags: ['public'],
      summary: 'How to reach support: e-mail and phone (SUPPORT_EMAIL, SUPPORT_PHONE), and the USSD code when there is one (USSD_SERVICE_CODE)',
      response: { 200: z.object({ email: z.string(), phone: z.string(), phoneHref: z.string(), ussdCode: z.string().optional() }) },
    },
  }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    const phone = formatPhoneLocal(app.ctx.config.supportPhone);
    const { USSD_SERVICE_CODE: ussdCode } = app.ctx.config;
    return { email: app.ctx.config.SUPPORT_EMAIL, phone, phoneHref: `tel:${toInternationalPhone(phone)}`, ...(ussdCode ? { ussdCode } : {}) };
  });

  app.get('/api/categories', {
    config: { access: 'public', readOnly: true },
    schema: { tags: ['public'], summary: 'All categories', response: { 200: z.array(categoryResponse) } },
  }, async () => listCategories(app.ctx.db));

  app.get('/api/health', {
    config: { access: 'public', readOnly: true },
    schema: { tags: ['public'], summary: 'Liveness and database check', response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ message: z.string() }) } },
  }, async (_request, reply) => {
    try {
      await app.ctx.db.execute('select 1');
      return { status: 'ok' as const, database: app.ctx.database.engine };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });
};
