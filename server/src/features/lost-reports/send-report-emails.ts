/** The e-mail jobs: sent when their job runs, and only if the report is still open then. */
import type { AppContext } from '../../context';
import { expiryReminderMail, matchFoundMail } from './lost-report-emails';
import { findMatchNotice, isMatchItemVisible } from './matches.repository';
import { findReminderRecipient, findReportStatus } from './lost-reports.repository';
import { z } from 'zod';
import { defineJob } from '../../lib/job-definition';

export const matchEmailJob = defineJob({
  id: 'lost-reports.match-email',
  payload: z.object({ reportId: z.number().int(), itemId: z.number().int() }),
  handler: (pair, ctx: AppContext) => sendMatchEmail(ctx, pair),
  maxAttempts: 6,
  backoffMs: 60_000,
});

export const reminderEmailJob = defineJob({
  id: 'lost-reports.reminder-email',
  payload: z.object({ reportId: z.number().int() }),
  handler: ({ reportId }, ctx: AppContext) => sendReminderEmail(ctx, reportId),
  maxAttempts: 6,
  backoffMs: 60_000,
});

export async function sendMatchEmail(ctx: AppContext, pair: { reportId: number; itemId: number }): Promise<void> {
  const notice = await findMatchNotice(ctx.db, pair.reportId, pair.itemId);
  // The report was deleted or closed, or the item hidden, while the e-mail waited: say nothing.
  const visible = await isMatchItemVisible(ctx.db, pair.itemId);
  const status = await findReportStatus(ctx.db, pair.reportId);
  if (!notice || !visible || status !== 'open') return;
  const mail = matchFoundMail({
    language: notice.language,
    firstName: notice.ownerFirstName,
    reportTitle: notice.reportTitle,
    county: notice.itemLocation,
    dateFound: notice.itemDateFound,
    itemUrl: `${ctx.config.publicUrl}/items/${notice.itemId}`,
    supportEmail: ctx.config.SUPPORT_EMAIL,
  });
  if (notice.ownerEmail) await ctx.mail.send({ to: notice.ownerEmail, ...mail });
}

export async function sendReminderEmail(ctx: AppContext, reportId: number): Promise<void> {
  const row = await findReminderRecipient(ctx.db, reportId);
  if (!row || row.report.status !== 'open') return;
  const mail = expiryReminderMail({
    language: row.owner.language,
    firstName: row.owner.firstName,
    reportTitle: row.report.title,
    expiresAt: row.report.expiresAt,
    reportsUrl: `${ctx.config.publicUrl}/claimer-dashboard?tab=lost-reports`,
    supportEmail: ctx.config.SUPPORT_EMAIL,
  });
  if (row.owner.email) await ctx.mail.send({ to: row.owner.email, ...mail });
}
