/**
 * The job that answers one inbound WhatsApp message (docs/decisions/0267): the webhook stores the
 * message and queues this inside its transaction, so Meta is answered at once and each message is
 * answered once, by whichever process takes the job.
 */
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';
import { handleMessage } from './conversation/handle-message';
import type { WaDeps } from './conversation/wa-reply';
import { takeInbound } from './whatsapp.repository';

export const handleMessageJob = defineJob({
  id: 'whatsapp.handle-message',
  payload: z.object({ wamid: z.string().min(1).max(200) }),
  handler: async ({ wamid }, deps: WaDeps) => {
    const inbound = await takeInbound(deps.ctx.db, wamid);
    if (inbound) await handleMessage(deps, inbound.waId, inbound.message);
  },
});
