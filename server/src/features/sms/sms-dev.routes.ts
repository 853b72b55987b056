/**
 * The development SMS outbox: with the built-in simulator (SMS_ENV=simulator) every SMS stays in
 * its memory, and /api/dev/sms-outbox shows them (codes included) to a developer on this
 * machine, like the e-mail outbox (access 'development': 404 in production or from elsewhere).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsOutboxAnswer, smsOutboxQuery } from '@okota/shared/contracts/sms.contract';
import { notFound } from '../../lib/errors';
import type { SmsSimulatorState } from '../../integrations/africastalking/simulator/sms-simulator-state';

export function smsDevRoutes(deps: { simulator: () => SmsSimulatorState | undefined }): FastifyPluginAsync {
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.get(
      '/api/dev/sms-outbox',
      {
        config: { access: 'development' },
        schema: {
          tags: ['development'],
          summary: 'SMS the built-in simulator received (development with SMS_ENV=simulator only), newest first',
          querystring: smsOutboxQuery,
          response: { 200: smsOutboxAnswer },
        },
      },
      async (request, reply) => {
        const simulator = deps.simulator();
        if (!simulator) throw notFound(`Route GET ${request.routeOptions.url} not found`);
        reply.header('Cache-Control', 'no-store');
        const { to } = request.query;
        const wanted = to ? to.replace(/[^\d]/g, '').slice(-9) : undefined;
        return { messages: simulator.outbox.filter((sms) => !wanted || sms.to.endsWith(wanted)) };
      },
    );
  };
  return routes as FastifyPluginAsync;
}
