/** The background jobs of telling people their turn (each defined beside the code it runs; docs/decisions/0271). */
import { handoverReminderJob } from './handover-reminder';
import { turnMailJob } from './send-turn-mail';

export const turnJobs = [turnMailJob, handoverReminderJob] as const;
