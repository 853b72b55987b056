import { z } from 'zod';
import { MESSAGE_KEYS as M } from '../messages';
import { CONTACT_CATEGORIES, MESSAGE_MAX_LENGTH, REVIEW_COMMENT, REVIEW_TYPES } from '../constants';
import { toInternationalPhone } from '../phone';
import { emailSchema } from './auth.schema';
import { dbId } from '../contracts/ids';

export const reviewSchema = z.object({
  rating: z.coerce.number({ error: M.ratingRequired }).int(M.ratingRange).min(1, M.ratingRange).max(5, M.ratingRange),
  comment: z
    .string()
    .trim()
    .min(REVIEW_COMMENT.min, M.commentMin)
    .max(REVIEW_COMMENT.max - 1, M.commentMax),
  itemId: dbId,
  revieweeId: z.string().min(1).max(64),
  type: z.enum(REVIEW_TYPES),
});

export const messageSchema = z.object({
  itemId: dbId,
  content: z.string().trim().min(1, M.messageEmpty).max(MESSAGE_MAX_LENGTH, M.messageTooLong),
  messageType: z.literal('text').default('text'),
  receiverId: z.string().max(64).optional(),
  senderId: z.string().max(64).optional(),
  /**
   * Made once per message by the client and sent again on each retry (docs/decisions/0284): the
   * server stores a message once per key and answers a repeat with it. Optional for older clients.
   */
  sendKey: z.uuid().optional(),
});

/** The contact form (docs/product/admin-and-platform.md section 5); its phone is kept in international form. */
export const contactMessageSchema = z.object({
  name: z.string({ error: M.contactNameMin }).trim().min(2, M.contactNameMin).max(100),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(15, M.contactPhoneMax)
    .refine((p) => p === '' || p.length >= 10, M.contactPhoneMin)
    .refine((p) => /^[\d+\-\s()]*$/.test(p), M.contactPhoneChars)
    .transform((p) => (p ? toInternationalPhone(p) : undefined))
    .nullish(),
  subject: z.string({ error: M.contactSubjectMin }).trim().min(5, M.contactSubjectMin).max(200),
  category: z.enum(CONTACT_CATEGORIES, { error: M.categoryRequired }),
  message: z.string({ error: M.contactMessageMin }).trim().min(10, M.contactMessageMin).max(5000),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
