/**
 * Telling an owner, on the channels they chose for the report: in the app (the bell and /ws),
 * Web Push, e-mail. Runs inside the transaction that records the match or the reminder, so a
 * rolled-back run tells nobody; the e-mail is a job of its own, retried if the mail server fails.
 * The finder is never told anything.
 */
import { scrubItemText } from '@okota/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notify } from '../notifications';
import { tellNumberOfMatch } from './tell-number';
import { queueSmsAlert } from '../sms';
import { matchEmailJob, reminderEmailJob } from './send-report-emails';
import { findMatchNotice } from './matches.repository';
import type { ReportRow } from './lost-reports.repository';

/** Web Push delivers an in-app notification, so choosing push alone still stores it for the bell. */
const wantsNotification = (report: { notifyInApp: boolean; notifyPush: boolean }) => report.notifyInApp || report.notifyPush;

export async function tellOwnerOfMatch(ctx: AppContext, db: Executor, pair: { reportId: number; itemId: number }): Promise<void> {
  const found = await findMatchNotice(db, pair.reportId, pair.itemId);
  // No account behind the report (filed by USSD): its number hears by SMS.
  if (!found) return tellNumberOfMatch(ctx, db, pair);
  // The finder's words reach someone who has not paid: scrubbed as on the item page (decisions/0140).
  const notice = { ...found, itemTitle: scrubItemText(found.itemTitle) };
  if (wantsNotification(notice)) {
    await notify(db, {
      userId: notice.ownerId,
      type: 'match',
      kind: 'match_found',
      params: { report: notice.reportTitle, item: notice.itemTitle, county: notice.itemLocation },
      itemId: notice.itemId,
      itemTitle: notice.itemTitle,
      webPush: notice.notifyPush,
    });
  }
  await queueSmsAlert({ ctx, db, userId: notice.ownerId, kind: 'match', itemId: notice.itemId, lostReportId: notice.reportId });
  if (notice.notifyEmail) {
    await ctx.jobs.enqueue(db, matchEmailJob, pair, { dedupeKey: `lost-report-match-mail:${pair.reportId}:${pair.itemId}` });
  }
}

export async function remindOwnerOfExpiry(ctx: AppContext, db: Executor, report: ReportRow & { language: string }): Promise<void> {
  // A report filed by USSD without an account has no app or inbox to remind.
  if (!report.ownerId) return;
  if (wantsNotification(report)) {
    await notify(db, {
      userId: report.ownerId,
      type: 'system',
      kind: 'lost_report_expiring',
      params: { report: report.title, expiresAt: report.expiresAt.toISOString() },
      webPush: report.notifyPush,
    });
  }
  if (report.notifyEmail) {
    // The key carries the expiry, so a renewed report's next reminder is a new e-mail.
    await ctx.jobs.enqueue(
      db,
      reminderEmailJob,
      { reportId: report.id },
      {
        dedupeKey: `lost-report-reminder:${report.id}:${report.expiresAt.getTime()}`,
      },
    );
  }
}
