/**
 * Every background job of the app, in one list (docs/decisions/0271). Each is defined beside the
 * code it runs, named by its feature's front door, and served by that feature at start (with what its handler needs); the queue is made
 * with this list, so a job missing here can be neither queued nor served, and job-registry.test.ts
 * proves the ids unique and every stored id still known. A new job: `defineJob` in its feature, add it to the
 * feature's list (or here), and serve it where the feature starts.
 */
import type { AnyJobDefinition } from '../lib/job-definition';
import { claimJobs } from './claims';
import { publicTextsFillJob, renditionsBackfillJob } from './items';
import { lostReportJobs } from './lost-reports';
import { turnJobs } from './notifications';
import { holdingPeriodJob } from './organisations';
import { paymentJobs } from './payments';
import { retentionJob } from './personal-data';
import { sendSmsJob, smsPausedJob } from './sms';
import { handleMessageJob, whatsappTurnJob } from './whatsapp';

export const JOB_REGISTRY: readonly AnyJobDefinition[] = [
  renditionsBackfillJob,
  publicTextsFillJob,
  ...claimJobs,
  ...lostReportJobs,
  ...turnJobs,
  smsPausedJob,
  holdingPeriodJob,
  ...paymentJobs,
  retentionJob,
  sendSmsJob,
  handleMessageJob,
  whatsappTurnJob,
];
