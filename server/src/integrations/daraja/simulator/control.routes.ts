/**
 * Test controls, served only by the simulator (so only when MPESA_ENV=simulator): change the
 * callback delay, drop, duplicate or time out the next callbacks, force Daraja errors, expire
 * tokens, re-send a callback late, and read what the simulator saw.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimulatorScope } from './simulator-scope';
import { conversationId, receiptNumber } from './simulator-state';
import { stkCallbackBody } from './stk.routes';
import { b2cResultBody } from './b2c.routes';
import { sendReversalResult } from './reversal.routes';

const settingsBody = z.object({ callbackDelayMs: z.number().int().min(0).max(600_000) });
const nextBody = z.object({
  mode: z.enum(['normal', 'drop', 'duplicate', 'timeout']),
  delayMs: z.number().int().min(0).max(600_000).optional(),
  count: z.number().int().min(1).max(50).default(1),
});
const errorBody = z.object({
  endpoint: z.enum(['oauth', 'stkpush', 'stkquery', 'b2c', 'transactionstatus', 'reversal', 'c2bregister', 'c2bsimulate']),
  httpStatus: z.number().int().min(400).max(599),
  errorCode: z.string(),
  errorMessage: z.string(),
  times: z.number().int().min(1).max(50).default(1),
});

export function registerControlRoutes(app: FastifyInstance, scope: SimulatorScope): void {
  const { state, fail } = scope;
  const opts = { config: { access: 'development' as const }, schema: { hide: true } };

  app.get('/__control/state', opts, async () => ({
    stats: state.stats,
    callbackDelayMs: state.callbackDelayMs,
    stk: [...state.stk.values()],
    b2c: [...state.b2c.values()],
    reversals: [...state.reversals.values()],
    c2b: [...state.c2b.values()],
    c2bRegistrations: [...state.c2bRegistrations.values()],
  }));

  app.post('/__control/settings', opts, async (request, reply) => {
    const parsed = settingsBody.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, '400.002.02', 'Bad Request - Invalid callbackDelayMs');
    state.callbackDelayMs = parsed.data.callbackDelayMs;
    return { callbackDelayMs: state.callbackDelayMs };
  });

  app.post('/__control/next-callback', opts, async (request, reply) => {
    const parsed = nextBody.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, '400.002.02', 'Bad Request - Invalid mode');
    for (let i = 0; i < parsed.data.count; i++) state.nextDeliveries.push({ mode: parsed.data.mode, delayMs: parsed.data.delayMs });
    return { queued: state.nextDeliveries.length };
  });

  app.post('/__control/force-error', opts, async (request, reply) => {
    const parsed = errorBody.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, '400.002.02', 'Bad Request - Invalid forced error');
    const { times, ...forced } = parsed.data;
    state.forcedErrors.push({ ...forced, remaining: times });
    return { forced: state.forcedErrors.length };
  });

  app.post('/__control/expire-tokens', opts, async () => {
    state.tokens.clear();
    return { expired: true };
  });

  app.post('/__control/stk/:checkoutRequestId/resend', opts, async (request, reply) => {
    const transaction = state.stk.get((request.params as { checkoutRequestId: string }).checkoutRequestId);
    if (!transaction?.result) return fail(reply, 404, '404.001.01', 'No resolved transaction with that CheckoutRequestID');
    transaction.callbacksSent++;
    await state.post(transaction.callbackUrl, stkCallbackBody(transaction));
    return { resent: true };
  });

  /**
   * What an operator does in the M-Pesa organisation portal: reverse a customer's STK payment by
   * hand. The reversal gets its own receipt, which Transaction Status then knows (docs/decisions/0262).
   */
  app.post('/__control/stk/:checkoutRequestId/portal-reversal', opts, async (request, reply) => {
    const transaction = state.stk.get((request.params as { checkoutRequestId: string }).checkoutRequestId);
    if (!transaction?.result?.receipt || transaction.result.resultCode !== 0)
      return fail(reply, 404, '404.001.01', 'No paid transaction with that CheckoutRequestID');
    const receipt = receiptNumber();
    const id = conversationId();
    state.reversals.set(id, {
      originatorConversationId: id,
      conversationId: id,
      originalTransactionId: transaction.result.receipt,
      amount: transaction.amount,
      msisdn: transaction.msisdn,
      resultUrl: '',
      queueTimeoutUrl: '',
      createdAt: new Date().toISOString(),
      result: { resultCode: 0, resultDesc: 'The service request is processed successfully.', receipt },
      resultsSent: 0,
    });
    return { receipt };
  });

  app.post('/__control/b2c/:originatorConversationId/resend', opts, async (request, reply) => {
    const transaction = state.b2c.get((request.params as { originatorConversationId: string }).originatorConversationId);
    if (!transaction?.result) return fail(reply, 404, '404.001.01', 'No resolved payout with that OriginatorConversationID');
    transaction.resultsSent++;
    await state.post(transaction.resultUrl, b2cResultBody(transaction));
    return { resent: true };
  });

  app.post('/__control/reversal/:originatorConversationId/resend', opts, async (request, reply) => {
    const reversal = state.reversals.get((request.params as { originatorConversationId: string }).originatorConversationId);
    if (!reversal?.result) return fail(reply, 404, '404.001.01', 'No resolved reversal with that OriginatorConversationID');
    await sendReversalResult(scope, reversal);
    return { resent: true };
  });

  app.post('/__control/reset', opts, async () => {
    state.reset();
    return { reset: true };
  });
}
