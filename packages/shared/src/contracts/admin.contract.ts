/**
 * The admin API's shared pieces and its users screen (docs/product/admin-and-platform.md sections 2-3): the
 * server validates and documents from them, the web infers its types from them. Admin answers
 * carry dates already as ISO strings. Request bodies are in ../schemas/admin.schema.ts.
 */
import { z } from 'zod';
import { USER_ROLES } from '../constants';

export const userIdParams = z.object({ id: z.uuid('Invalid user id') });

export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

export const successResponse = z.object({ success: z.literal(true), message: z.string() });

/** Dates leave the server as ISO strings. */
export const isoDate = z.string();
export const nullableIsoDate = z.string().nullable();

/** `closed`: the person deleted their account; nothing waits for an admin there (no Verify). */
export const ADMIN_USER_STATUSES = ['active', 'suspended', 'pending', 'closed'] as const;

export const adminUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for an account made by phone without an address. */
  email: z.string().nullable(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(ADMIN_USER_STATUSES),
  suspended: z.boolean(),
  suspendedAt: nullableIsoDate,
  suspensionReason: z.string().nullable(),
  emailVerified: z.boolean(),
  /** Proved by an SMS code: finder payouts go only to a verified number. */
  phoneVerified: z.boolean(),
  profileImageUrl: z.string().nullable(),
  createdAt: isoDate,
});

/** A row of GET /api/admin/users: the user and their activity. */
export const adminUserRow = adminUser.extend({ itemsPosted: z.number(), itemsClaimed: z.number(), totalEarnings: z.number() });

export const adminUsersAnswer = z.object({
  users: z.array(adminUserRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
});

/** Suspend, unsuspend, activate, verify, edit, make or remove admin: the user as it now is. */
export const userActionAnswer = successResponse.extend({ user: adminUser });
export const suspendUserAnswer = userActionAnswer.extend({ emailSent: z.boolean() });
