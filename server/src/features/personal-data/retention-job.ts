/** The retention pass as a recurring job of the queue (server/src/lib/jobs.ts): once a day, in whichever process takes it. */
import type { AppContext } from '../../context';
import { applyRetention } from './apply-retention';

export const RETENTION_JOB = 'personal-data.retention';
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

export function registerRetentionJob(ctx: AppContext): void {
  ctx.jobs.register(
    RETENTION_JOB,
    async () => {
      const counts = await applyRetention({ ctx });
      ctx.log.info({ counts }, 'retention pass done');
    },
    { everyMs: RETENTION_EVERY_MS },
  );
}
