import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatPhoneLocal, toInternationalPhone } from '@okota/shared';
import { getCurrentFees } from '../settings/settings.repository';
import { countPublicItems, listCategories, listCategoriesWithCounts } from './public.repository';

const feesResponse = z.object({
  finderAmount: z.number(),
  platformAmount: z.number(),
  totalFee: z.number(),
  finderPercentage: z.number(),
  platformPercentage: z.number(),
  currency: z.literal('KES'),
});

const categoryResponse = z.object({ id: z.number(), name: z.string(), icon: z.string(), description: z.string().nullable() });

/** Stats are polled every 30 s by every visitor: one small cached answer serves them all. */
const STATS_CACHE_MS = 5000;

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  let statsCache: { at: number; body: unknown } | undefined;

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
          totalItems: z.number(),
          claimedItems: z.number(),
          categories: z.array(categoryResponse.extend({ count: z.number() })),
        }),
      },
    },
  }, async (_request, reply) => {
    if (!statsCache || Date.now() - statsCache.at > STATS_CACHE_MS) {
      const [counts, categories] = await Promise.all([countPublicItems(app.ctx.db), listCategoriesWithCounts(app.ctx.db)]);
      statsCache = { at: Date.now(), body: { ...counts, categories } };
    }
    reply.header('Cache-Control', 'public, max-age=5');
    return statsCache.body as never;
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
