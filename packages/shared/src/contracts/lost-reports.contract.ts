/**
 * The lost-reports API's contract (issue 11): the server validates and documents from it, the
 * web infers its types from it. The report's fields are in ../schemas/lost-report.schema.ts.
 */
import { z } from 'zod';
import { CHANNEL_ISSUE, LOST_REPORT_STATUSES, hasNotifyChannel, lostReportFieldsSchema, lostReportObjectSchema } from '../schemas/lost-report.schema';

/** true/false from JSON, or 'true'/'false' from a multipart form. */
const formFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** POST: the shared fields; JSON, or multipart with an optional `photo` file. */
export const createReportBody = lostReportFieldsSchema;
export type CreateReportBody = z.infer<typeof createReportBody>;

/** PUT: every field again; a new `photo` file replaces the old one, `removePhoto` drops it. */
export const updateReportBody = lostReportObjectSchema
  .extend({
    removePhoto: formFlag.default(false),
    /** Forget the document number on file (a blank documentNumber keeps it: it is never sent back). */
    removeDocumentNumber: formFlag.default(false),
  })
  .refine(hasNotifyChannel, CHANNEL_ISSUE);
export type UpdateReportBody = z.infer<typeof updateReportBody>;

export const photoQuery = z.object({ size: z.enum(['full', 'thumb']).default('full') });

export const reportResponse = z.object({
  id: z.number(),
  title: z.string(),
  categoryId: z.number(),
  categoryName: z.string().nullable(),
  description: z.string(),
  photoUrl: z.string().nullable().describe('An authenticated address (owner and admins); null without a photo'),
  county: z.string(),
  nearLocation: z.string().nullable(),
  dateLost: z.string(),
  notifyInApp: z.boolean(),
  notifyEmail: z.boolean(),
  notifyPush: z.boolean(),
  status: z.enum(LOST_REPORT_STATUSES),
  expiresAt: z.string(),
  reminderSentAt: z.string().nullable(),
  matchCount: z.number().describe('Visible found items that match, as GET …/matches lists them'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportJson = z.infer<typeof reportResponse>;
export const reportListResponse = z.array(reportResponse);

export const matchResponse = z.object({
  itemId: z.number(),
  score: z.number().describe('0 to 1; the owner is told at 0.45 and above (docs/decisions/0110)'),
  matchedAt: z.string(),
  item: z.object({
    id: z.number(),
    title: z.string(),
    categoryName: z.string().nullable(),
    location: z.string(),
    nearLocation: z.string().nullable(),
    dateFound: z.string(),
    status: z.string(),
    thumbnail: z.string().nullable(),
  }),
});

export const matchesResponse = z.object({ reportId: z.number(), matches: z.array(matchResponse) });
