/** Paying by Paybill (Daraja C2B, docs/decisions/0232): its routes, callbacks and the C2B URL registration at start (its jobs are among payment-jobs.ts). */
import type { FastifyInstance } from 'fastify';
import type { PaymentsDeps } from '../payments-deps';
import { paybillHooksRoutes } from './paybill-hooks.routes';
import { paybillRoutes } from './paybill.routes';
import { paybillAdminRoutes } from './paybill-admin.routes';
import { registerPaybillUrls } from './register-paybill-urls';

export async function registerPaybill(app: FastifyInstance, deps: PaymentsDeps): Promise<void> {
  await app.register(paybillRoutes(deps));
  await app.register(paybillAdminRoutes(deps));
  await app.register(paybillHooksRoutes(deps));
  app.addHook('onListen', async () => {
    await registerPaybillUrls(deps);
  });
}
