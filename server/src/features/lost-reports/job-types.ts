/** The background jobs of lost reports (server/src/lib/jobs.ts). */
export const MATCH_ITEM_JOB = 'lost-reports.match-item';
export const MATCH_REPORT_JOB = 'lost-reports.match-report';
export const MATCH_EMAIL_JOB = 'lost-reports.match-email';
export const REMINDER_EMAIL_JOB = 'lost-reports.reminder-email';
export const EXPIRY_JOB = 'lost-reports.expiry';
