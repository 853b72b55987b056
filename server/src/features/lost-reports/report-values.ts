/** Form fields → report columns, contact details replaced as in items (docs/decisions/0140). */
import { LOST_REPORT_TTL_DAYS, scrubItemText, type LostReportFields } from '@okota/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export function reportValuesFrom(fields: LostReportFields) {
  // Column sizes (db/schema/lost-reports.ts): a scrubbed text is cut to fit them.
  const nearLocation = fields.nearLocation?.trim() && scrubItemText(fields.nearLocation.trim(), 300);
  return {
    title: scrubItemText(fields.title, 200),
    categoryId: fields.categoryId,
    description: scrubItemText(fields.description),
    county: fields.county,
    nearLocation: nearLocation || null,
    dateLost: fields.dateLost,
    notifyInApp: fields.notifyInApp,
    notifyEmail: fields.notifyEmail,
    notifyPush: fields.notifyPush,
  };
}

/** 90 days from now: at filing, and again at each renewal. */
export const freshExpiry = (now = Date.now()) => new Date(now + LOST_REPORT_TTL_DAYS * DAY_MS);
