/** The retention pass as a recurring job of the queue (server/src/lib/jobs.ts, docs/decisions/0271): once a day, in whichever process takes it. */
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../../lib/job-definition';
import { applyRetention } from './apply-retention';

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

export const retentionJob = defineJob({
  id: 'personal-data.retention',
  payload: z.object({}),
  handler: async (_payload, ctx: AppContext) => {
    const counts = await applyRetention({ ctx });
    ctx.log.info({ counts }, 'retention pass done');
  },
  everyMs: RETENTION_EVERY_MS,
});
