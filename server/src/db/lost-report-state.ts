/**
 * What "open" means for a lost report, said once (docs/decisions/0272). A report is open while its
 * status is 'open' and its 90 days have not passed: the hourly expiry job
 * (features/lost-reports/lost-report-lifecycle.ts `expireDueReports`) stores 'expired' afterwards,
 * and between two of its passes a report past its date already counts as expired everywhere: in
 * what its owner sees, in the open-report limit and in matching. Here, below the features, so
 * documents' exact-number matching reads the same condition.
 */
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { lostReports } from './schema';

export type ReportState = 'open' | 'closed' | 'expired';

/** The report's state now, from its stored status and its expiry date. */
export function reportStateOf(report: { status: string; expiresAt: Date }, now = new Date()): ReportState {
  if (report.status === 'open') return report.expiresAt > now ? 'open' : 'expired';
  return report.status as ReportState;
}

/** The same condition in a drizzle query on lost_reports. */
export const isReportOpen: SQL = and(eq(lostReports.status, 'open'), gt(lostReports.expiresAt, sql`now()`))!;

/** The same condition in raw SQL where lost_reports is joined under an alias. */
export const isReportOpenAs = (alias: 'r'): SQL => sql.raw(`${alias}.status = 'open' and ${alias}.expires_at > now()`);
