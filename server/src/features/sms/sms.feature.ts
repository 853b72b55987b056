/**
 * The SMS feature (issue 16): the Africa's Talking client and its send job, the delivery-report
 * callback, the development SMS outbox and (when SMS_ENV=simulator) the built-in simulator under
 * /__at; the profile's alert switches, the admins' SMS list (a lost report's alert phone is lost-reports'). Phone
 * verification lives in auth/phone/.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AT_SIMULATOR_CREDENTIALS, AT_SIMULATOR_PREFIX } from '../../integrations/africastalking/at-settings';
import { smsSimulator } from '../../integrations/africastalking/simulator/sms-simulator.plugin';
import type { SmsSimulatorState } from '../../integrations/africastalking/simulator/sms-simulator-state';
import { createAtClientFor, deliveryReportUrl } from './sms-deps';
import { sendSmsJob } from './send-sms.job';
import { smsHooksRoutes } from './sms-hooks.routes';
import { smsDevRoutes } from './sms-dev.routes';
import { smsAlertsRoutes } from './sms-alerts.routes';
import { smsAdminRoutes } from './sms-admin.routes';

/** The simulated network reports this long after a send; tests want it soon, not at once. */
const REPORT_DELAY_MS = { development: 1000, test: 150 };

export const smsFeature: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const { client } = createAtClientFor(app);
  let simulator: SmsSimulatorState | undefined;
  if (ctx.config.SMS_ENV === 'simulator') {
    await app.register(smsSimulator, {
      prefix: AT_SIMULATOR_PREFIX,
      ...AT_SIMULATOR_CREDENTIALS,
      reportUrl: () => deliveryReportUrl(ctx.config),
      reportDelayMs: ctx.config.isTest ? REPORT_DELAY_MS.test : REPORT_DELAY_MS.development,
      onState: (state) => (simulator = state),
    });
  }
  ctx.jobs.serve([sendSmsJob], { ctx, client });
  await app.register(smsHooksRoutes as FastifyPluginAsync);
  await app.register(smsDevRoutes({ simulator: () => simulator }));
  await app.register(smsAlertsRoutes as FastifyPluginAsync);
  await app.register(smsAdminRoutes as FastifyPluginAsync);
};
