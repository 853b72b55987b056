/**
 * What Africa's Talking calls: delivery reports, form-encoded, at a URL holding AT_CALLBACK_KEY
 * as `?key=` (docs/reference/africastalking.md §3: AT signs nothing, so the key is the proof). Any other key is
 * 403. A report is one UPDATE, applied at once; it is idempotent and monotonic, and unknown ids
 * and statuses still get 200 so Africa's Talking does not retry for hours.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as callbacksApi from '@okota/shared/contracts/callbacks.api';
import { registerRoute } from '../../plugins/register-route';
import { acceptFormBodies } from '../../integrations/africastalking/form-body';
import { forbidden } from '../../lib/errors';
import { isSameKey, loadAtCallbackKey } from '../../lib/kept-secret';
import { applyDeliveryReport } from './sms-messages.repository';

export const smsHooksRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);
  await registerRoute(
    app,
    callbacksApi.deliveryReport,
    async (request) => {
      const changed = await applyDeliveryReport(app.ctx.db, request.body);
      if (changed) request.log.info({ providerMessageId: request.body.id, status: request.body.status }, 'SMS delivery report');
      return { received: true };
    },
    {
      // The key before the body: a caller without it learns nothing, not even what the body should be.
      preValidation: async (request) => {
        const { key } = request.query as { key?: unknown };
        if (typeof key !== 'string' || !isSameKey(key, await loadAtCallbackKey(app.ctx.config))) throw forbidden('Forbidden');
      },
    },
  );
};
