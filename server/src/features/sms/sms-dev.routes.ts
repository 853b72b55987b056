/**
 * The development SMS outbox: with the built-in simulator (SMS_ENV=simulator) every SMS stays in
 * its memory, and /api/dev/sms-outbox shows them (codes included) to a developer on this
 * machine, like the e-mail outbox (access 'development': 404 in production or from elsewhere).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { SmsSimulatorState } from '../../integrations/africastalking/simulator/sms-simulator-state';

const outboxEntry = z.object({
  messageId: z.string().nullable(),
  to: z.string(),
  text: z.string(),
  status: z.string(),
  statusCode: z.number(),
  receivedAt: z.string(),
  reports: z.array(z.object({ status: z.string(), failureReason: z.string().optional(), sentAt: z.string(), httpStatus: z.number().nullable() })),
});

export function smsDevRoutes(deps: { simulator: () => SmsSimulatorState | undefined }): FastifyPluginAsync {
  const routes: FastifyPluginAsyncZod = async (app) => {
    app.get('/api/dev/sms-outbox', {
      config: { access: 'development' },
      schema: {
        tags: ['development'],
        summary: 'SMS the built-in simulator received (development with SMS_ENV=simulator only), newest first',
        querystring: z.object({ to: z.string().max(30).optional() }),
        response: { 200: z.object({ messages: z.array(outboxEntry) }) },
      },
    }, async (request, reply) => {
      const simulator = deps.simulator();
      if (!simulator) throw notFound(`Route GET ${request.routeOptions.url} not found`);
      reply.header('Cache-Control', 'no-store');
      const { to } = request.query;
      const wanted = to ? to.replace(/[^\d]/g, '').slice(-9) : undefined;
      return { messages: simulator.outbox.filter((sms) => !wanted || sms.to.endsWith(wanted)) };
    });
  };
  return routes as FastifyPluginAsync;
}
