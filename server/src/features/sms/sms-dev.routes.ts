/**
 * The development SMS outbox: with the built-in simulator (SMS_ENV=simulator) every SMS stays in
 * its memory, and /api/dev/sms-outbox shows them (codes included) to a developer on this
 * machine, like the e-mail outbox (access 'development': 404 in production or from elsewhere), and
 * the SMS waiting for the end of someone's quiet hours with the time each will go.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as devApi from '@okota/shared/contracts/dev.api';
import { registerRoute } from '../../plugins/register-route';
import { notFound } from '../../lib/errors';
import { listScheduledSms } from './sms-messages.repository';
import type { SmsSimulatorState } from '../../integrations/africastalking/simulator/sms-simulator-state';

export function smsDevRoutes(deps: { simulator: () => SmsSimulatorState | undefined }): FastifyPluginAsync {
  return async (app) => {
    await registerRoute(app, devApi.smsOutbox, async (request, reply) => {
      const simulator = deps.simulator();
      if (!simulator) throw notFound(`Route GET ${request.routeOptions.url} not found`);
      reply.header('Cache-Control', 'no-store');
      const { to } = request.query;
      const wanted = to ? to.replace(/[^\d]/g, '').slice(-9) : undefined;
      // What waits for the morning (quiet hours hold match alerts and reminders, docs/decisions/0260), and when it goes.
      const waiting = await listScheduledSms(app.ctx.db, { phoneEnding: wanted });
      return {
        messages: simulator.outbox.filter((sms) => !wanted || sms.to.endsWith(wanted)),
        waiting: waiting.map((sms) => ({ ...sms, sendAfter: sms.sendAfter.toISOString() })),
      };
    });
  };
}
