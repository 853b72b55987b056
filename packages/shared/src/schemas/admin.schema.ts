import { z } from 'zod';
import { MESSAGE_KEYS as M } from '../messages';
import { FEE_LIMITS, ITEM_STATUSES, USER_ROLES } from '../constants';
import { emailSchema, safaricomPhoneSchema } from './auth.schema';

export const finderAmountSchema = z.coerce
  .number({ error: M.finderAmountRange })
  .int(M.finderAmountRange)
  .min(FEE_LIMITS.finderAmount.min, M.finderAmountRange)
  .max(FEE_LIMITS.finderAmount.max, M.finderAmountRange);

export const platformAmountSchema = z.coerce
  .number({ error: M.platformAmountRange })
  .int(M.platformAmountRange)
  .min(FEE_LIMITS.platformAmount.min, M.platformAmountRange)
  .max(FEE_LIMITS.platformAmount.max, M.platformAmountRange);

/** The longest holding period an organisation may choose, per kind of item (issue 28, docs/decisions/0240). */
const HOLDING_LIMIT_RANGE = 'Holding days must be a whole number from 7 to 3650';
export const holdingDaysLimitSchema = z.coerce
  .number({ error: HOLDING_LIMIT_RANGE })
  .int(HOLDING_LIMIT_RANGE)
  .min(7, HOLDING_LIMIT_RANGE)
  .max(3650, HOLDING_LIMIT_RANGE);

export const feeSettingSchema = z.discriminatedUnion('key', [
  z.object({ key: z.literal('finder_amount'), value: finderAmountSchema, description: z.string().max(500).optional() }),
  z.object({ key: z.literal('platform_amount'), value: platformAmountSchema, description: z.string().max(500).optional() }),
  z.object({ key: z.literal('holding_days_documents_max'), value: holdingDaysLimitSchema, description: z.string().max(500).optional() }),
  z.object({ key: z.literal('holding_days_other_max'), value: holdingDaysLimitSchema, description: z.string().max(500).optional() }),
]);

export const reasonSchema = z.object({ reason: z.string().trim().min(1, M.reasonRequired).max(500) });

export const removeItemSchema = reasonSchema.extend({
  customMessage: z.string().trim().max(1000).optional(),
  sendEmail: z.boolean().optional(),
});

export const suspendUserSchema = removeItemSchema;

export const editUserSchema = z.object({ email: emailSchema, phone: safaricomPhoneSchema });

export const categorySchema = z.object({
  name: z.string().trim().min(1, M.categoryFields).max(100),
  icon: z.string().trim().min(1, M.categoryFields).max(50),
  description: z.string().trim().max(500).optional(),
});

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', 'active', 'suspended', 'pending']).default('all'),
  role: z.enum(['all', ...USER_ROLES]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const adminItemsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** held: listings our system holds for review, waiting for a person (docs/decisions/0260). */
  status: z.enum(['all', 'held', ...ITEM_STATUSES]).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const quickLoginSchema = z.object({ adminKey: z.string().trim().min(1, M.adminKeyRequired).max(500) });

export const REPORT_TARGET_TYPES = ['item', 'user'] as const;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

/** "Report this item" / "Report this user": any signed-in user, a reason required. */
/**
 * The report reason the form sends for a scam (web/src/features/reports/reasons.ts): a listing
 * reported so by a trusted reporter is hidden at once pending review (docs/decisions/0237).
 */
export const SCAM_REPORT_REASON = 'Asking for money outside Okota';

export const reportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(64)),
  reason: z.string().trim().min(1, M.reasonRequired).max(1000),
});

export const closeReportSchema = z.object({ resolution: z.string().trim().max(1000).optional() });
