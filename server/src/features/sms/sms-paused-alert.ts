/**
 * Once per trip of the SMS budget (sms-spend.ts): an audit row, and a job that tells every admin
 * by bell notification and e-mail (notifications/tell-admins-sms-paused.ts; the notifications
 * feature uses this one, so the telling is its job). A trip is one window of the budget's
 * counters: the next hour that runs over tells them again, the refusals in between do not.
 */
import type { AppContext } from '../../context';
import { enqueueJob } from '../../lib/enqueue-job';
import { recordAudit } from '../../lib/audit';
import { countHit } from '../../lib/rate-limit';
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';

/**
 * Telling the admins is the notifications feature's (it sits above sms): it serves this job with
 * its own telling. The bell is set once: a retry after a failed e-mail would ring it again, so no retries.
 */
export const smsPausedJob = defineJob({
  id: 'notifications.sms-paused',
  payload: z.object({ messages: z.number(), kes: z.number(), until: z.string() }),
  handler: (details, tell: { tellAdminsSmsPaused(details: SmsPause): Promise<void> }) => tell.tellAdminsSmsPaused(details),
  maxAttempts: 1,
});

export interface SmsPause {
  messages: number;
  kes: number;
  until: string;
}

export async function recordSmsPause(ctx: Pick<AppContext, 'db' | 'config' | 'log'>, resetAt: Date): Promise<void> {
  const details = { messages: ctx.config.SMS_BUDGET_MESSAGES_PER_HOUR, kes: ctx.config.SMS_BUDGET_KES_PER_HOUR, until: resetAt.toISOString() };
  const windowMs = resetAt.getTime() - Date.now() + 60_000;
  try {
    await ctx.db.transaction(async (tx) => {
      const { count } = await countHit(tx, { key: `sms-budget:alerted:${resetAt.getTime()}`, limit: 1, windowMs });
      if (count > 1) return;
      await recordAudit(tx, { actorId: null, action: 'sms.codes_paused', targetType: 'setting', targetId: 'sms-budget', details });
      await enqueueJob(tx, smsPausedJob, details, { dedupeKey: `sms-paused:${resetAt.getTime()}` });
    });
  } catch (error) {
    // The refusal stands whether or not the admins could be told.
    ctx.log.error({ err: error }, 'could not record that SMS codes are paused');
  }
}
