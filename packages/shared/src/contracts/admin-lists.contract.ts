/**
 * The admin lists' queries and answers (docs/product/admin-and-platform.md sections 7-9): every claim, the
 * audit trail and the contact inbox, 20 a page.
 */
import { z } from 'zod';
import { CLAIM_STATUSES, CONTACT_CATEGORIES } from '../constants';
import { isoDate, nullableIsoDate, pageQuery } from './admin.contract';

export const adminVerificationsQuery = z.object({
  status: z.enum(['all', ...CLAIM_STATUSES]).default('all'),
  search: z.string().trim().max(100).optional(),
  page: pageQuery,
});

export const adminVerification = z.object({
  id: z.number(),
  itemId: z.number(),
  itemTitle: z.string(),
  itemStatus: z.string(),
  finderId: z.string(),
  finderName: z.string(),
  claimerId: z.string(),
  claimerName: z.string(),
  claimerEmail: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  answers: z.array(z.string()),
  additionalDetails: z.string(),
  finderNotes: z.string().nullable(),
  hasProofPhoto: z.boolean(),
  paymentStatus: z.string().nullable(),
  createdAt: isoDate,
  verifiedAt: nullableIsoDate,
});

export const adminVerificationsAnswer = z.object({
  verifications: z.array(adminVerification),
  total: z.number(),
  hasMore: z.boolean(),
  counts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
});

export const auditQuery = z.object({
  page: pageQuery,
  action: z.string().trim().max(50).optional(),
  targetType: z.string().trim().max(30).optional(),
  targetId: z.string().trim().max(64).optional(),
});

export const auditEntry = z.object({
  id: z.number(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDate,
});

export const auditAnswer = z.object({ entries: z.array(auditEntry), total: z.number(), hasMore: z.boolean(), page: z.number() });

export const contactMessagesQuery = z.object({
  unread: z.enum(['true', 'false']).optional(),
  category: z.enum(CONTACT_CATEGORIES).optional(),
  page: pageQuery,
});

export const contactMessage = z.object({
  id: z.number(),
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  category: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: isoDate,
});

export const contactMessagesAnswer = z.object({
  messages: z.array(contactMessage),
  total: z.number(),
  unreadCount: z.number(),
  hasMore: z.boolean(),
});
export const contactMessageReadAnswer = z.object({ success: z.literal(true), message: contactMessage });
