/**
 * POST /api/ussd?key=AT_CALLBACK_KEY: Africa's Talking's USSD callback (docs/rules.md "SMS and
 * USSD"). Form-encoded; the answer is `text/plain`, `CON …` or `END …`, always 200 once the key
 * is right: a caller's mistake gets a screen that says what to type, never an error status,
 * which would end the session without a word (docs/reference/africastalking.md §5.2).
 */
import type { FastifyPluginAsync } from 'fastify';
import * as callbacksApi from '@okota/shared/contracts/callbacks.api';
import { registerRoute } from '../../plugins/register-route';
import { acceptFormBodies } from '../../integrations/africastalking/form-body';
import { isSameKey, loadAtCallbackKey } from '../../lib/kept-secret';
import { answerUssd } from './answer-ussd';

export { ussdBody } from '@okota/shared/contracts/callbacks.contract';

export const ussdRoutes: FastifyPluginAsync = async (app) => {
  acceptFormBodies(app);
  const { ctx } = app;
  // Read (or, in development, made and kept under DATA_DIR) at start: the key is there to copy
  // into a local test before the first callback (README, "Try the USSD menu locally").
  await loadAtCallbackKey(ctx.config);

  await registerRoute(
    app,
    callbacksApi.ussd,
    async (request, reply) => {
      const expected = await loadAtCallbackKey(ctx.config);
      if (!isSameKey(request.query.key ?? '', expected)) return reply.status(403).send({ message: 'Forbidden' });
      const answer = await answerUssd(ctx, request.body);
      return reply.status(200).type('text/plain; charset=utf-8').send(answer);
    },
    // Every caller of a USSD code reaches us from Africa's Talking's few addresses: the per-address
    // limit of the API (1,200 a minute) would cut off a busy evening, so this route has its own.
    { rateLimit: { max: 12_000, timeWindow: '1 minute' } },
  );
};
