/**
 * The job that sends one queued SMS (queue-sms.ts) through Africa's Talking. The client sorts
 * each answer (at-client.ts): accepted → 'sent' (the delivery report decides the rest); failed
 * → 'failed' with the reason, no retry; retry → the job fails and the queue tries again with
 * backoff, and after the last attempt the SMS is 'failed' with the last reason. Admins see
 * failures (GET /api/admin/sms).
 */
import type { AppContext } from '../../context';
import type { AtClient } from '../../integrations/africastalking/at-client';
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';
import { countSendAttempt, findSms, markGivenUp, recordSendOutcome } from './sms-messages.repository';

/** About a quarter of an hour of retries (30 s doubling): a code is still worth having then. */
export const SEND_SMS_MAX_ATTEMPTS = 6;

export interface SendSmsDeps {
  ctx: AppContext;
  client: AtClient;
}

export const sendSmsJob = defineJob({
  id: 'sms.send',
  payload: z.object({ smsId: z.number().int() }),
  handler: async ({ smsId }, { ctx, client }: SendSmsDeps, job) => {
    const sms = await findSms(ctx.db, smsId);
    if (!sms || (sms.status !== 'queued' && sms.status !== 'scheduled')) return;
    await countSendAttempt(ctx.db, sms.id);
    const result = await client.sendSms({ to: sms.phone, text: sms.text });
    await recordSendOutcome(ctx.db, sms, result, { isFinal: job.isLastAttempt });
    if (result.outcome === 'retry' && !job.isLastAttempt) throw new Error(`SMS ${sms.id} not sent yet: ${result.reason}`);
    if (result.outcome !== 'accepted') ctx.log.warn({ smsId: sms.id, kind: sms.kind, status: result.status, reason: result.reason }, 'SMS failed');
  },
  maxAttempts: SEND_SMS_MAX_ATTEMPTS,
  backoffMs: ({ ctx }: SendSmsDeps) => (ctx.config.isTest ? 10 : 30_000),
  onGiveUp: async ({ smsId }, { ctx }: SendSmsDeps, error) => markGivenUp(ctx.db, smsId, error instanceof Error ? error.message : String(error)),
});
