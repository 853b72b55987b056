/**
 * Reports of items and users (docs/product/admin-and-platform.md section 4): filed by any signed-in user,
 * read and closed by admins. The bodies are in ../schemas/admin.schema.ts.
 */
import { z } from 'zod';
import { REPORT_STATUSES, REPORT_TARGET_TYPES } from '../schemas/admin.schema';

export const reportResponse = z.object({
  id: z.number(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});

const reportAnswer = z.object({ success: z.literal(true), message: z.string(), report: reportResponse });

/** Filing again while one's own report of the target is open answers that one, saying so (no refusal). */
export const fileReportResponse = reportAnswer.extend({
  alreadyOpen: z.boolean().describe("The caller's open report of this target, filed before: thanked again, not piled up"),
});

export const adminReportResponse = reportResponse.extend({
  reporterId: z.string(),
  reporterName: z.string(),
  targetLabel: z.string().nullable(),
  targetState: z.string().nullable().describe('What the target is like now: visible, hidden, removed, active, suspended or missing'),
  resolvedByName: z.string().nullable(),
});

export const adminReportsQuery = z.object({
  status: z.enum(['all', ...REPORT_STATUSES]).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminReportsResponse = z.object({ reports: z.array(adminReportResponse), total: z.number(), hasMore: z.boolean() });

/** Resolving or dismissing: the report as it is now. */
export const closeReportResponse = reportAnswer;
