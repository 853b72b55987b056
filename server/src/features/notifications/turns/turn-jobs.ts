/** The background work of telling people their turn, registered with the job queue. */
import type { AppContext } from '../../../context';
import { HANDOVER_REMINDER_JOB, remindHandover } from './handover-reminder';
import { sendTurnMail } from './send-turn-mail';
import { TURN_MAIL_JOB, type TurnMailPayload } from './tell-person';

export function registerTurnJobs(ctx: AppContext): void {
  ctx.jobs.register<TurnMailPayload>(TURN_MAIL_JOB, (payload) => sendTurnMail(ctx, payload), { maxAttempts: 5, backoffMs: 60_000 });
  ctx.jobs.register<{ paymentId: number }>(HANDOVER_REMINDER_JOB, (payload) => remindHandover(ctx, payload.paymentId), { maxAttempts: 5, backoffMs: 60_000 });
}
