/** The admin items and categories screens' answers (docs/product/admin-and-platform.md sections 4-5). */
import { z } from 'zod';
import { ITEM_STATUSES } from '../constants';
import { isoDate, nullableIsoDate, successResponse } from './admin.contract';
import { dbId } from './ids';

export const adminItem = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  categoryId: z.number(),
  finderId: z.string(),
  finderName: z.string(),
  createdAt: isoDate,
  status: z.enum(ITEM_STATUSES),
  imageUrls: z.array(z.string()),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  heldFor: z.enum(['contact', 'scam']).nullable().describe('Held for review by our system, no admin having acted: the kind of reason'),
  contactDoubt: z
    .enum(['spelled-digits', 'digits', 'email'])
    .nullable()
    .describe("Held for contact details: what raised the doubt, shown in the admin's language instead of the stored English reason"),
  hiddenAt: nullableIsoDate,
  removalReason: z.string().nullable(),
  removedAt: nullableIsoDate,
});

export const adminItemsAnswer = z.object({ items: z.array(adminItem), total: z.number(), hasMore: z.boolean(), page: z.number() });

/** Hide, unhide, remove: the item as it now is. */
export const itemModerationAnswer = successResponse.extend({ item: adminItem.omit({ finderName: true }) });

export const adminCategory = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string(),
  description: z.string().nullable(),
  itemCount: z.number(),
  createdAt: isoDate,
});

export const adminCategoriesAnswer = z.array(adminCategory);

/** DELETE /api/admin/categories/{id}: a category that items use goes only with moveTo. */
export const deleteCategoryQuery = z.object({ moveTo: dbId.optional() });
export const deleteCategoryAnswer = successResponse.extend({ moved: z.object({ items: z.number(), lostReports: z.number() }) });
