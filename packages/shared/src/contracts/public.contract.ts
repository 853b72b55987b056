/** The public data many pages read: fees, categories, the landing page's live stats, support contact. */
import { z } from 'zod';

export const feesResponse = z.object({
  finderAmount: z.number(),
  platformAmount: z.number(),
  totalFee: z.number(),
  finderPercentage: z.number(),
  platformPercentage: z.number(),
  currency: z.literal('KES'),
});

export const categoryResponse = z.object({ id: z.number(), name: z.string(), icon: z.string(), description: z.string().nullable() });
export const categoryListResponse = z.array(categoryResponse);

export const recentItemResponse = z.object({
  id: z.number(),
  title: z.string(),
  categoryName: z.string().nullable(),
  location: z.string(),
  dateFound: z.string().describe('A day in EAT, YYYY-MM-DD'),
  thumbnail: z.string().nullable(),
});

export const publicStatsResponse = z.object({
  totalItems: z.number().describe('Visible items, whatever their status'),
  claimedItems: z.number().describe('Visible items paid for (claimed or completed)'),
  availableItems: z.number().describe('Visible items still waiting for their owner'),
  reunitedItems: z.number().describe('Items whose hand-over is done (completed)'),
  countiesCovered: z.number().describe('Counties with at least one visible item'),
  categories: z.array(categoryResponse.extend({ count: z.number().describe('Available items in the category') })),
  recentItems: z.array(recentItemResponse).describe('The newest available items, newest first'),
});

/** SUPPORT_EMAIL and SUPPORT_PHONE of the server (docs/decisions/0080). */
export const supportContactResponse = z.object({
  email: z.string(),
  phone: z.string().describe("As people write it: '0709 123 400'"),
  phoneHref: z.string(),
  ussdCode: z.string().optional().describe("The USSD code for phones without data, e.g. '*384*1234#'; absent when the site has none"),
});

export const healthResponse = z.object({ status: z.literal('ok'), database: z.string() });
export const unavailableResponse = z.object({ message: z.string() });
