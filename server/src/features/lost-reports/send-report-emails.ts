/** The e-mail jobs: sent when their job runs, and only if the report is still open then. */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { items, lostReports, users } from '../../db/schema';
import { publiclyVisible } from '../public/public.repository';
import { expiryReminderMail, matchFoundMail } from './lost-report-emails';
import { findMatchNotice } from './matches.repository';

export async function sendMatchEmail(ctx: AppContext, pair: { reportId: number; itemId: number }): Promise<void> {
  const notice = await findMatchNotice(ctx.db, pair.reportId, pair.itemId);
  // The report was deleted or closed, or the item hidden, while the e-mail waited: say nothing.
  const [visible] = await ctx.db.select({ id: items.id }).from(items).where(and(eq(items.id, pair.itemId), publiclyVisible));
  const [report] = await ctx.db.select({ status: lostReports.status }).from(lostReports).where(eq(lostReports.id, pair.reportId));
  if (!notice || !visible || report?.status !== 'open') return;
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
  const [row] = await ctx.db
    .select({ report: { title: lostReports.title, status: lostReports.status, expiresAt: lostReports.expiresAt }, owner: { email: users.email, firstName: users.firstName, language: users.language } })
    .from(lostReports)
    .innerJoin(users, eq(users.id, lostReports.ownerId))
    .where(eq(lostReports.id, reportId));
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
