import type { FastifyPluginAsync } from 'fastify';
import { formatPhoneLocal, toInternationalPhone } from '@okota/shared';
import * as publicApi from '@okota/shared/contracts/public.api';
import { registerRoute } from '../../plugins/register-route';
import { getCurrentFees } from '../settings';
import { listCategories } from './public.repository';
import { landingStats } from './landing-stats';

export const publicRoutes: FastifyPluginAsync = async (app) => {
  await registerRoute(app, publicApi.fees, async () => ({ ...(await getCurrentFees(app.ctx.db)), currency: 'KES' as const }));

  await registerRoute(app, publicApi.stats, async (_request, reply) => {
    // Polled every 30 s by every visitor: kept while the catalogue is unchanged (landing-stats.ts).
    reply.header('Cache-Control', 'public, max-age=5');
    return landingStats(app.ctx);
  });

  await registerRoute(app, publicApi.support, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600');
    const phone = formatPhoneLocal(app.ctx.config.supportPhone);
    const { USSD_SERVICE_CODE: ussdCode } = app.ctx.config;
    return { email: app.ctx.config.SUPPORT_EMAIL, phone, phoneHref: `tel:${toInternationalPhone(phone)}`, ...(ussdCode ? { ussdCode } : {}) };
  });

  await registerRoute(app, publicApi.categories, async () => listCategories(app.ctx.db));

  await registerRoute(app, publicApi.health, async (_request, reply) => {
    try {
      await app.ctx.db.execute('select 1');
      return { status: 'ok' as const, database: app.ctx.database.engine };
    } catch {
      return reply.status(503).send({ message: 'Database unavailable' });
    }
  });
};
