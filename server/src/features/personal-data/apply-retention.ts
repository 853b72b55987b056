/**
 * The daily retention pass (docs/rules.md "Personal data"; periods in shared RETENTION): proof
 * photos 30 days after the claim's decision, closed or expired lost reports 30 days after,
 * unfinished sign-ups after 7 days, messages 12 months after the hand-over. A file is deleted from
 * storage (local or S3) before the row forgets it; a file that cannot be deleted keeps its row
 * for the next pass, so nothing is left behind unreachable. Each kind's deletions are counted in
 * the audit log: how many, never whose. Document-number hashes go once their item is no longer
 * available (claimed, handed over or removed): nobody needs to find it by number any more. An
 * SMS keeps its kind, status and cost but loses its words and number after 90 days; spent or
 * expired phone codes go; the USSD menu forgets a number's language after 12 months unused.
 * Finished background jobs go 30 days after their last run (failed ones after 90), and rate-limit
 * counters as soon as their window has passed (platform-traces.repository.ts).
 */
import { RETENTION } from '@okota/shared';
import type { AppContext } from '../../context';
import { publicUrlFor } from '../../integrations/storage/keys';
import { recordAudit } from '../../lib/audit';
import { deleteHashesOfUnavailableItems } from '../documents';
import { deletePhoto } from '../../integrations/storage/stored-photos';
import {
  RETENTION_BATCH,
  deleteLostReports,
  deleteMessagesOfEndedDeals,
  deleteNotificationsOfClosedAccounts,
  deleteUnfinishedSignUps,
  forgetClaimProofs,
  lockDecidedClaimProofs,
  lockEndedLostReports,
} from './retention.repository';
import { deleteSpentPhoneCodes, forgetIdleUssdCallers, forgetOldSmsTexts } from './sms-traces.repository';
import { PLATFORM_TRACES_BATCH, deleteExpiredRateLimits, deleteFinishedJobs } from './platform-traces.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A pass stops after this many batches of a kind; the next day's pass goes on. */
const MAX_BATCHES = 50;

export interface RetentionCounts {
  claimProofPhotos: number;
  lostReports: number;
  unfinishedSignUps: number;
  messages: number;
  closedAccountNotifications: number;
  documentNumbers: number;
  smsTexts: number;
  phoneCodes: number;
  ussdLanguages: number;
  finishedJobs: number;
  expiredRateLimits: number;
}

const PERIODS: Record<keyof RetentionCounts, string> = {
  claimProofPhotos: `${RETENTION.claimProofDays} days after the decision`,
  lostReports: `${RETENTION.closedLostReportDays} days after closing or expiry`,
  unfinishedSignUps: `${RETENTION.unfinishedSignUpDays} days`,
  messages: `${RETENTION.messagesAfterHandOverMonths} months after the hand-over`,
  closedAccountNotifications: 'when the account is closed',
  documentNumbers: 'when the item is no longer available',
  smsTexts: `${RETENTION.smsTextDays} days after sending`,
  phoneCodes: 'once used or expired',
  ussdLanguages: `${RETENTION.ussdLanguageMonths} months after the last use`,
  finishedJobs: `${RETENTION.finishedJobDays} days after the last run (failed: ${RETENTION.failedJobDays} days)`,
  expiredRateLimits: 'once the window has passed',
};

/** `now` is the clock: the job passes the real time, tests a later one. */
export async function applyRetention({ ctx, now = new Date() }: { ctx: AppContext; now?: Date }): Promise<RetentionCounts> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const monthsAgo = monthsBefore(now, RETENTION.messagesAfterHandOverMonths);

  const counts: RetentionCounts = {
    claimProofPhotos: await inBatches(() =>
      ctx.db.transaction(async (tx) => {
        const due = await lockDecidedClaimProofs(tx, daysAgo(RETENTION.claimProofDays));
        const gone = await deleteFiles(ctx, due, (row) => (row.key?.startsWith('private/proofs/') ? ctx.storage.delete(row.key) : Promise.resolve()));
        if (gone.length)
          await forgetClaimProofs(
            tx,
            gone.map((row) => row.id),
          );
        return { seen: due.length, done: gone.length };
      }),
    ),
    lostReports: await inBatches(() =>
      ctx.db.transaction(async (tx) => {
        const due = await lockEndedLostReports(tx, daysAgo(RETENTION.closedLostReportDays));
        const gone = await deleteFiles(ctx, due, (row) => (row.photoKey ? deletePhoto(ctx.storage, publicUrlFor(row.photoKey)) : Promise.resolve()));
        if (gone.length)
          await deleteLostReports(
            tx,
            gone.map((row) => row.id),
          );
        return { seen: due.length, done: gone.length };
      }),
    ),
    unfinishedSignUps: await deleteUnfinishedSignUps(ctx.db, daysAgo(RETENTION.unfinishedSignUpDays)),
    messages: await inBatches(async () => {
      const done = await deleteMessagesOfEndedDeals(ctx.db, monthsAgo);
      return { seen: done, done };
    }, RETENTION_BATCH * 10),
    closedAccountNotifications: await deleteNotificationsOfClosedAccounts(ctx.db),
    documentNumbers: await deleteHashesOfUnavailableItems(ctx.db),
    smsTexts: await forgetOldSmsTexts(ctx.db, daysAgo(RETENTION.smsTextDays)),
    phoneCodes: await deleteSpentPhoneCodes(ctx.db, now),
    ussdLanguages: await forgetIdleUssdCallers(ctx.db, monthsBefore(now, RETENTION.ussdLanguageMonths)),
    finishedJobs: await inBatches(async () => {
      const done = await deleteFinishedJobs(ctx.db, { doneBefore: daysAgo(RETENTION.finishedJobDays), failedBefore: daysAgo(RETENTION.failedJobDays) });
      return { seen: done, done };
    }, PLATFORM_TRACES_BATCH),
    expiredRateLimits: await inBatches(async () => {
      const done = await deleteExpiredRateLimits(ctx.db, now);
      return { seen: done, done };
    }, PLATFORM_TRACES_BATCH),
  };

  for (const [kind, count] of Object.entries(counts) as Array<[keyof RetentionCounts, number]>) {
    if (count > 0) {
      await recordAudit(ctx.db, {
        actorId: null,
        action: 'retention.delete',
        targetType: 'retention',
        targetId: kind,
        details: { count, period: PERIODS[kind] },
      });
    }
  }
  return counts;
}

function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCMonth(then.getUTCMonth() - months);
  return then;
}

/** Runs a batch until one comes back short; answers how many rows were done in all. */
async function inBatches(batch: () => Promise<{ seen: number; done: number }>, size = RETENTION_BATCH): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const { seen, done } = await batch();
    total += done;
    // A batch whose files all failed would come back again: stop rather than spin.
    if (seen < size || done === 0) break;
  }
  return total;
}

/** The rows whose file is gone now (or never existed); failures are logged by key and kept. */
async function deleteFiles<T>(ctx: AppContext, rows: T[], remove: (row: T) => Promise<void>): Promise<T[]> {
  const results = await Promise.allSettled(rows.map(remove));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed) ctx.log.warn({ failed, of: rows.length }, 'retention: some files could not be deleted; their rows wait for the next pass');
  return rows.filter((_, i) => results[i].status === 'fulfilled');
}
