/**
 * The profile's SMS alert switches (decisions.md "SMS and USSD"): one per kind, on by default,
 * effective once the number is verified (docs/decisions/0201).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateSmsAlertsSchema } from '@okota/shared';
import { smsAlertsAnswer as alertsAnswer } from '@okota/shared/contracts/sms.contract';
import { currentUser } from '../../plugins/auth';
import { readSmsAlerts, writeSmsAlerts } from './sms-alert-preferences.repository';

export const smsAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profile/sms-alerts', {
    config: { access: 'user' },
    schema: { tags: ['profile'], summary: 'Which SMS alerts the signed-in user gets', response: { 200: alertsAnswer } },
  }, async (request) => {
    const user = currentUser(request);
    return { alerts: await readSmsAlerts(app.ctx.db, user.id), phone: user.phone, phoneVerified: user.phoneVerified };
  });

  app.put('/api/profile/sms-alerts', {
    config: { access: 'user' },
    schema: { tags: ['profile'], summary: 'Turn SMS alerts on or off (only the switches sent change)', body: updateSmsAlertsSchema, response: { 200: alertsAnswer } },
  }, async (request) => {
    const user = currentUser(request);
    return { alerts: await writeSmsAlerts(app.ctx.db, user.id, request.body), phone: user.phone, phoneVerified: user.phoneVerified };
  });
};
