/**
 * The items API's contract (docs/product/user-flows.md section 7): the server validates and documents from
 * it, the web infers its types from it. The shared form fields and the search query are in
 * ../schemas/item.schema.ts.
 */
import { z } from 'zod';
import { ITEM_STATUSES, MAX_PHOTOS_PER_ITEM } from '../constants';
import { MESSAGE_KEYS } from '../messages';
import { itemFieldsSchema } from '../schemas/item.schema';
import { heldBy } from './organisations.contract';

/** One URL or several: multipart sends a repeated field, JSON an array. */
const urlList = z
  .union([z.string().max(500), z.array(z.string().max(500))])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((url) => url.trim()).filter(Boolean))
  .pipe(z.array(z.string()).max(MAX_PHOTOS_PER_ITEM, MESSAGE_KEYS.tooManyImages));

/** true/false from JSON, or 'true'/'false' from a multipart form. */
const formFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** POST /api/items: the shared fields, plus photos already uploaded (temporary uploads). */
export const createItemBody = itemFieldsSchema.extend({
  images: urlList.optional(),
  existingImages: urlList.optional(),
  /** Post for this organisation (its desk or manager, issue 28): the item is held there. */
  organisationId: z.uuid().optional(),
});
export type CreateItemBody = z.infer<typeof createItemBody>;

/**
 * POST /api/organisations/{id}/items: the same form, but a Documents item may leave the question
 * blank (the owner proves it at the desk with the ID's name and number; docs/decisions/0241).
 */
export const organisationItemBody = createItemBody.omit({ organisationId: true }).extend({
  verificationQuestion1: z
    .string()
    .trim()
    .max(500)
    .refine((q) => q.length === 0 || q.length >= 10, MESSAGE_KEYS.questionRequired)
    .optional(),
});
export type OrganisationItemBody = z.infer<typeof organisationItemBody>;

/** PUT /api/items/{id}: the same fields; `images` is the whole new list when present. */
export const updateItemBody = itemFieldsSchema.extend({
  images: urlList.optional(),
  /** Forget the document number on file (a blank documentNumber keeps it: it is never sent back to the form). */
  removeDocumentNumber: formFlag.default(false),
});
export type UpdateItemBody = z.infer<typeof updateItemBody>;

const nullableText = z.string().nullable();

export const itemResponse = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  categoryId: z.number(),
  categoryName: nullableText,
  location: z.string(),
  nearLocation: nullableText,
  latitude: nullableText,
  longitude: nullableText,
  dateFound: z.string(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  mediumImages: z.array(z.string()).describe('Each photo at 800 px on its longest side, for phones (the full one where it has none)'),
  verificationQuestion1: z.string(),
  verificationQuestion2: nullableText,
  verificationQuestion3: nullableText,
  requiresProofPhoto: z.boolean(),
  isClaimed: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  isHidden: z.boolean(),
  heldFor: z
    .enum(['contact', 'scam'])
    .nullable()
    .optional()
    .describe('Held for review by our system, no admin having acted: the kind of reason (only for the finder and admins)'),
  removedByFinder: z.boolean().describe('Removed by its own finder (withdrawn), not by an admin'),
  finderId: z.string(),
  finderName: z.string(),
  finderPhone: z.string().optional().describe('Only for the finder, an admin and the claimer who paid'),
  finderEmail: z.string().optional().describe('Only for the finder, an admin and the claimer who paid'),
  verificationAnswer1: nullableText.optional().describe('Only for the finder'),
  verificationAnswer2: nullableText.optional().describe('Only for the finder'),
  verificationAnswer3: nullableText.optional().describe('Only for the finder'),
  claimedBy: nullableText,
  createdAt: z.string(),
  heldBy: heldBy.nullable().optional().describe('Where an organisation holds it (issue 28); absent for an ordinary item'),
  fees: z
    .object({
      total: z.number(),
      platform: z.number(),
      finder: z.number(),
      shareTo: z
        .enum(['finder', 'organisation', 'none'])
        .optional()
        .describe('Who receives the share: the person who found and handed it in, the organisation, or nobody (docs/decisions/0261)'),
    })
    .optional()
    .describe('Held items only (GET /api/items/{id}): what the owner pays for this item; finder 0 when nobody takes a share (docs/decisions/0242)'),
});

export const itemsPageResponse = z.object({
  items: z.array(itemResponse),
  total: z.number().describe('Exact up to 1,000 (see totalCapped), unless totalIsEstimate'),
  totalCapped: z.boolean().describe('More than 1,000 items match; total is 1,000'),
  totalIsEstimate: z
    .boolean()
    .optional()
    .describe('True when total is an estimate ("about 1,200"): a search many items match reads only the newest weeks (docs/decisions/0256)'),
  currentPage: z.number(),
  hasMore: z.boolean(),
  nextCursor: z.string().optional().describe('With hasMore, in the date orders: pass as cursor (with page + 1) for the next page'),
  correctedQuery: z
    .string()
    .optional()
    .describe(
      'Present when mistyped words were searched as catalogue words ("walet" → "wallet"), or words no listing has were left out ("ID card ya Kamau" → "id card"): the words searched',
    ),
  originalQuery: z.string().optional().describe('With correctedQuery: the words as typed, to search again with exact=1'),
});

/** GET /api/my-items: each of the caller's items with its claims. */
export const myItemResponse = itemResponse.extend({
  verifications: z.array(z.object({ id: z.number(), status: z.string(), claimerId: z.string(), createdAt: z.string() })),
});
export const myItemsResponse = z.array(myItemResponse);

export const withdrawItemResponse = z.object({ success: z.literal(true), claimsClosed: z.number() });

const uploadedPhoto = z.object({ url: z.string(), thumbnailUrl: z.string() });
export const uploadedImagesResponse = z.object({ images: z.array(uploadedPhoto) });
export const uploadedPhotosResponse = z.object({ photos: z.array(uploadedPhoto) });
