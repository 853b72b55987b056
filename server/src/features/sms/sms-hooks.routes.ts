/**
 * What Africa's Talking calls: delivery reports, form-encoded, at a URL holding AT_CALLBACK_KEY
 * as `?key=` (docs/reference/africastalking.md §3: AT signs nothing, so the key is the proof). Any other key is
 * 403. A report is one UPDATE, applied at once; it is idempotent and monotonic, and unknown ids
 * and statuses still get 200 so Africa's Talking does not retry for hours.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from '../../integrations/africastalking/form-body';
import { forbidden } from '../../lib/errors';
import { isSameKey, loadAtCallbackKey } from '../../lib/kept-secret';
import { applyDeliveryReport } from './sms-messages.repository';
import { DELIVERY_REPORTS_PATH } from './sms-deps';

const reportBody = z
  .object({
    id: z.string().trim().min(1).max(100),
    status: z.string().trim().min(1).max(50),
    phoneNumber: z.string().max(30).optional(),
    networkCode: z.string().max(10).optional(),
    failureReason: z.string().max(200).optional(),
    retryCount: z.string().max(10).optional(),
  })
  .loose();

export const smsHooksRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  app.post(
    DELIVERY_REPORTS_PATH,
    {
      config: { access: 'callback' },
      // The key before the body: a caller without it learns nothing, not even what the body should be.
      preValidation: async (request) => {
        const { key } = request.query as { key?: unknown };
        if (typeof key !== 'string' || !isSameKey(key, await loadAtCallbackKey(app.ctx.config))) throw forbidden('Forbidden');
      },
      schema: {
        tags: ['sms'],
        summary: "Africa's Talking delivery report (form-encoded; ?key=AT_CALLBACK_KEY)",
        querystring: z.object({ key: z.string().max(200).optional() }),
        body: reportBody,
        response: { 200: z.object({ received: z.boolean() }) },
      },
    },
    async (request) => {
      const changed = await applyDeliveryReport(app.ctx.db, request.body);
      if (changed) request.log.info({ providerMessageId: request.body.id, status: request.body.status }, 'SMS delivery report');
      return { received: true };
    },
  );
};
