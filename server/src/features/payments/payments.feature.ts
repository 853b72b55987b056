/**
 * The payments feature: the payment API, the Daraja callbacks, the admin payout, refund and
 * ledger screens, the payment jobs, and (when MPESA_ENV=simulator) the built-in Daraja simulator under /__daraja.
 */
import type { FastifyPluginAsync } from 'fastify';
import { SIMULATOR_PREFIX } from '../../integrations/daraja/daraja-settings';
import { darajaSimulator } from '../../integrations/daraja/simulator/simulator.plugin';
import { paymentHooksRoutes } from './payment-hooks.routes';
import { paymentJobs } from './payment-jobs';
import { createPaymentsDeps } from './payments-deps';
import { paymentsRoutes } from './payments.routes';
import { payoutsAdminRoutes } from './payouts/payouts-admin.routes';
import { refundHooksRoutes } from './refunds/refund-hooks.routes';
import { refundsAdminRoutes } from './refunds/refunds-admin.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { registerPaybill } from './paybill/paybill.feature';
import { onPhoneVerified } from '../auth';
import { releasePayoutsAwaitingPhone } from './payouts/release-parked-payouts';

/** The simulated customer takes this long to enter a PIN; tests want it nearly at once. */
const SIMULATOR_DELAY_MS = { development: 2000, test: 20 };

export const paymentsFeature: FastifyPluginAsync = async (app) => {
  const deps = createPaymentsDeps(app);
  // A finder's payouts parked for want of a verified number go once it is verified (0202).
  onPhoneVerified(app.ctx, releasePayoutsAwaitingPhone);
  if (deps.isSimulator) {
    await app.register(darajaSimulator, {
      prefix: SIMULATOR_PREFIX,
      settings: deps.settings,
      callbackDelayMs: app.ctx.config.isTest ? SIMULATOR_DELAY_MS.test : SIMULATOR_DELAY_MS.development,
    });
  }
  app.ctx.jobs.serve(paymentJobs, deps);
  await app.register(paymentsRoutes(deps));
  await app.register(paymentHooksRoutes(deps));
  await app.register(payoutsAdminRoutes(deps));
  await app.register(refundHooksRoutes(deps));
  await app.register(refundsAdminRoutes(deps));
  await app.register(ledgerRoutes(deps));
  await registerPaybill(app, deps);
};
