import { z } from 'zod';
import { MESSAGE_KEYS as M } from '../messages';
import { containsContactDetails, containsEmailAddress, containsPhoneNumber } from '../scrub';
import { isCounty } from '../counties';
import { DB_ID_MAX, ITEM_STATUSES, MAX_PHOTOS_PER_ITEM, PAGE_SIZE } from '../constants';
import { optionalDocumentNumberSchema } from './document.schema';
import { dbId } from '../contracts/ids';
import { isRealDay } from '../dates';

/** Today in East Africa Time as YYYY-MM-DD. */
export function todayInNairobi(now = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const optionalQuestion = z
  .string()
  .trim()
  .max(500)
  .refine((q) => q.length === 0 || q.length >= 10, M.questionMin)
  .optional();

const optionalAnswer = z.string().trim().max(200).optional();

/** The fields shared by the post form, the edit form and the server. */
export const itemFieldsSchema = z.object({
  title: z.string().trim().min(5, M.titleMin).max(200, M.titleMax),
  description: z.string().trim().min(10, M.descriptionMin).max(5000),
  categoryId: z.coerce.number({ error: M.categoryRequired }).int().positive(M.categoryRequired).max(DB_ID_MAX, M.categoryRequired),
  location: z.string().trim().min(3, M.countyRequired).max(200).refine(isCounty, M.countyRequired),
  nearLocation: z.string().trim().max(300, M.nearLocationMax).optional(),
  dateFound: z
    .string({ error: M.dateFoundRequired })
    .regex(/^\d{4}-\d{2}-\d{2}/, M.dateFoundRequired)
    .transform((d) => d.slice(0, 10))
    .refine(isRealDay, { message: M.dateFoundRequired, abort: true })
    .refine((d) => d <= todayInNairobi(), M.dateFoundFuture),
  verificationQuestion1: z.string({ error: M.questionRequired }).trim().min(10, M.questionRequired).max(500),
  verificationQuestion2: optionalQuestion,
  verificationQuestion3: optionalQuestion,
  verificationAnswer1: optionalAnswer,
  verificationAnswer2: optionalAnswer,
  verificationAnswer3: optionalAnswer,
  latitude: z
    .string()
    .trim()
    .regex(/^-?\d{1,2}(\.\d{1,8})?$/)
    .optional()
    .or(z.literal('')),
  longitude: z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,8})?$/)
    .optional()
    .or(z.literal('')),
  requiresProofPhoto: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(false),
  /** Documents only: kept as a keyed hash, never shown (document.schema.ts). */
  documentNumber: optionalDocumentNumberSchema,
});

/** Blank, or free of the contact details the detector finds (scrub.ts). */
export const hasNoContactDetails = (text: string | undefined) => !text || !containsContactDetails(text);
export const hasNoPhoneNumber = (text: string | undefined) => !text || !containsPhoneNumber(text);
export const hasNoEmailAddress = (text: string | undefined) => !text || !containsEmailAddress(text);

/**
 * The form refuses contact details outright in every public text; the server replaces any that
 * arrive instead (docs/rules.md "Items", docs/decisions/0140-contact-detector.md).
 */
const shape = itemFieldsSchema.shape;
export const itemFormSchema = itemFieldsSchema.extend({
  title: shape.title.refine(hasNoContactDetails, M.titleContact),
  description: shape.description.refine(hasNoPhoneNumber, M.descriptionPhone).refine(hasNoEmailAddress, M.descriptionEmail),
  nearLocation: shape.nearLocation.refine(hasNoPhoneNumber, M.nearLocationPhone).refine(hasNoEmailAddress, M.nearLocationEmail),
  verificationQuestion1: shape.verificationQuestion1.refine(hasNoContactDetails, M.questionContact),
  verificationQuestion2: shape.verificationQuestion2.refine(hasNoContactDetails, M.questionContact),
  verificationQuestion3: shape.verificationQuestion3.refine(hasNoContactDetails, M.questionContact),
});

export const imageUrlListSchema = z.array(z.string().max(500)).max(MAX_PHOTOS_PER_ITEM, M.tooManyImages);

export const itemsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** exact=1: search the words as typed, without correcting them ("search instead for …"). */
  exact: z.enum(['0', '1']).optional(),
  categoryId: dbId.optional(),
  category: z.string().trim().max(100).optional(),
  location: z.string().trim().max(200).optional(),
  status: z.enum([...ITEM_STATUSES, 'all']).optional(),
  sort: z.enum(['newest', 'oldest', 'location']).default('newest'),
  /** For sort=location: the searcher's county, or their position (lat and lng together). */
  near: z.string().trim().max(50).optional(),
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE),
  /**
   * "Load more": the previous answer's nextCursor (the last item's date to the microsecond and id).
   * With it the page starts after that item instead of re-reading the pages before; `page` still
   * numbers it. Only for the date orders; ignored by sort=location.
   */
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d{1,9}$/)
    // A real instant: '2026-02-30' or hour 99 has the right shape and no place in any order.
    .refine((cursor) => isRealDay(cursor.slice(0, 19)))
    .optional(),
});

/** Why a finder takes their own listing down. */
export const WITHDRAW_REASONS = ['owner_found', 'handed_in', 'other'] as const;
export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];
export const withdrawItemSchema = z.object({ reason: z.enum(WITHDRAW_REASONS) });

export type ItemFields = z.infer<typeof itemFieldsSchema>;
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;
