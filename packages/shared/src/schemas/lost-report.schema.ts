/**
 * Lost reports (issue 11): an owner says what they lost, where and when, and how to be told when
 * a matching item is found. The form and the server validate with the same fields; the form also
 * refuses contact details as the item form does, and the server replaces any that arrive
 * (report-values.ts). A report is private today (its owner and admins), but one rule for every
 * text people write is easier to keep than a list of exceptions (docs/decisions/0140).
 */
import { z } from 'zod';
import { MESSAGES, MESSAGE_KEYS as M } from '../messages';
import { isCounty } from '../counties';
import { hasNoContactDetails, hasNoEmailAddress, hasNoPhoneNumber, todayInNairobi } from './item.schema';
import { optionalDocumentNumberSchema } from './document.schema';
import { isRealDay } from '../dates';

/** A report stays open this long, and a renewal gives it this long again from the day of renewal. */
export const LOST_REPORT_TTL_DAYS = 90;
/** The owner is reminded once, this many days before the report expires. */
export const LOST_REPORT_REMINDER_DAYS = 7;
/** A found item matches a report only when found on the day of the loss or up to this many days after. */
export const LOST_REPORT_MATCH_WINDOW_DAYS = 60;
/** Open reports one account may have at a time. */
export const MAX_OPEN_LOST_REPORTS = 10;
/** How far back a loss may be reported. */
export const LOST_REPORT_MAX_AGE_DAYS = 365;

export const LOST_REPORT_STATUSES = ['open', 'closed', 'expired'] as const;
export type LostReportStatus = (typeof LOST_REPORT_STATUSES)[number];

/**
 * The English of this feature's messages. The form's rules are shared MESSAGES (their keys travel
 * as `errorKeys`); the last three go with their own error codes (LOST_REPORT_*).
 */
export const LOST_REPORT_MESSAGES = {
  dateLostRequired: MESSAGES.dateLostRequired,
  dateLostFuture: MESSAGES.dateLostFuture,
  dateLostTooOld: MESSAGES.dateLostTooOld,
  channelRequired: MESSAGES.notifyChannelRequired,
  descriptionMax: MESSAGES.lostDescriptionMax,
  tooManyOpen: `You can have at most ${MAX_OPEN_LOST_REPORTS} open lost reports. Close or delete one first.`,
  notFound: 'Lost report not found',
  closedCannotRenew: 'This report is closed. File a new report if you lost the item again.',
} as const;

/** Today minus `days`, as YYYY-MM-DD in East Africa Time. */
function daysBeforeToday(days: number): string {
  const today = new Date(`${todayInNairobi()}T00:00:00Z`);
  return new Date(today.getTime() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** true/false from JSON, or 'true'/'false'/'on' from a multipart form. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', 'on']).transform((v) => v !== 'false')]).default(true);

/** The fields without the channel rule, for schemas that add fields (the server's PUT body). */
export const lostReportObjectSchema = z.object({
  title: z.string({ error: M.titleMin }).trim().min(5, M.titleMin).max(200, M.titleMax),
  categoryId: z.coerce.number({ error: M.categoryRequired }).int().positive(M.categoryRequired),
  description: z.string({ error: M.descriptionMin }).trim().min(10, M.descriptionMin).max(2000, M.lostDescriptionMax),
  county: z.string({ error: M.countyRequired }).trim().refine(isCounty, M.countyRequired),
  nearLocation: z.string().trim().max(300, M.nearLocationMax).optional(),
  dateLost: z
    .string({ error: M.dateLostRequired })
    .regex(/^\d{4}-\d{2}-\d{2}/, M.dateLostRequired)
    .transform((d) => d.slice(0, 10))
    .refine(isRealDay, { message: M.dateLostRequired, abort: true })
    .refine((d) => d <= todayInNairobi(), M.dateLostFuture)
    .refine((d) => d >= daysBeforeToday(LOST_REPORT_MAX_AGE_DAYS), M.dateLostTooOld),
  notifyInApp: flag,
  notifyEmail: flag,
  notifyPush: flag,
  /** Documents only: a found item with the same number matches at once (document.schema.ts). */
  documentNumber: optionalDocumentNumberSchema,
});

/** At least one channel, or the owner would never hear of a match. */
export const hasNotifyChannel = (r: { notifyInApp: boolean; notifyEmail: boolean; notifyPush: boolean }) => r.notifyInApp || r.notifyEmail || r.notifyPush;
export const CHANNEL_ISSUE = { message: M.notifyChannelRequired, path: ['notifyInApp'] };

export const lostReportFieldsSchema = lostReportObjectSchema.refine(hasNotifyChannel, CHANNEL_ISSUE);

const shape = lostReportObjectSchema.shape;
/** The owner's form: the same fields, refusing phone numbers and e-mail addresses. */
export const lostReportFormSchema = lostReportObjectSchema
  .extend({
    title: shape.title.refine(hasNoContactDetails, M.titleContact),
    description: shape.description.refine(hasNoPhoneNumber, M.descriptionPhone).refine(hasNoEmailAddress, M.descriptionEmail),
    nearLocation: shape.nearLocation.refine(hasNoPhoneNumber, M.nearLocationPhone).refine(hasNoEmailAddress, M.nearLocationEmail),
  })
  .refine(hasNotifyChannel, CHANNEL_ISSUE);

export type LostReportFields = z.infer<typeof lostReportFieldsSchema>;
export type LostReportInput = z.input<typeof lostReportFieldsSchema>;
