/**
 * POST /api/ussd?key=AT_CALLBACK_KEY: Africa's Talking's USSD callback (docs/rules.md "SMS and
 * USSD"). Form-encoded; the answer is `text/plain`, `CON …` or `END …`, always 200 once the key
 * is right: a caller's mistake gets a screen that says what to type, never an error status,
 * which would end the session without a word (docs/reference/africastalking.md §5.2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptFormBodies } from '../../integrations/africastalking/form-body';
import { isSameKey, loadAtCallbackKey } from '../../lib/kept-secret';
import { answerUssd } from './answer-ussd';

const field = (max: number) => z.string().max(max).default('');

export const ussdBody = z.object({
  sessionId: field(200).describe('Stable for the session, e.g. ATUid_…'),
  serviceCode: field(40).describe('The code dialled, e.g. *384*1234#'),
  phoneNumber: field(20).describe('The caller, +2547…; the network proves it'),
  networkCode: field(10).describe('63902 Safaricom, 63903 Airtel, 99999 sandbox'),
  text: field(1000).describe("Every input so far, joined by '*'; empty on the first request"),
});

export const ussdRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const { ctx } = app;
  // Read (or, in development, made and kept under DATA_DIR) at start: the key is there to copy
  // into a local test before the first callback (README, "Try the USSD menu locally").
  await loadAtCallbackKey(ctx.config);

  app.post(
    '/api/ussd',
    {
      // Every caller of a USSD code reaches us from Africa's Talking's few addresses: the per-address
      // limit of the API (1,200 a minute) would cut off a busy evening, so this route has its own.
      config: { access: 'callback', rateLimit: { max: 12_000, timeWindow: '1 minute' } },
      schema: {
        tags: ['sms'],
        summary: "Africa's Talking USSD callback: answers the next screen as text/plain (CON … or END …); a wrong key is 403",
        consumes: ['application/x-www-form-urlencoded'],
        querystring: z.object({ key: z.string().max(200).optional() }),
        body: ussdBody,
        response: {
          200: z.string().describe('CON <screen> (more to come) or END <screen> (last), at most 160 characters after the prefix'),
          403: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const expected = await loadAtCallbackKey(ctx.config);
      if (!isSameKey(request.query.key ?? '', expected)) return reply.status(403).send({ message: 'Forbidden' });
      const answer = await answerUssd(ctx, request.body);
      return reply.status(200).type('text/plain; charset=utf-8').send(answer);
    },
  );
};
