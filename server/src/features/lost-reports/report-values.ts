/** Form fields → report columns. */
import { LOST_REPORT_TTL_DAYS, type LostReportFields } from '@okota/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

export function reportValuesFrom(fields: LostReportFields) {
  const nearLocation = fields.nearLocation?.trim();
  return {
    title: fields.title,
    categoryId: fields.categoryId,
    description: fields.description,
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
