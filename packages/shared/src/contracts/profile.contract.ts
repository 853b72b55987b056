/** The profile API's contract: the summary page's answer and the language switch. */
import { z } from 'zod';
import { ITEM_STATUSES, PAYMENT_STATUSES } from '../constants';
import { payoutStatus } from './payments.contract';

export const profileSummary = z.object({
  stats: z.object({
    itemsPosted: z.number(),
    itemsClaimed: z.number().describe('Items the caller paid for as a claimer (completed payments)'),
    earnedAsFinder: z.number().describe("The finder's share of completed payments on the caller's items whose payout M-Pesa confirmed, KSh"),
    spentAsClaimer: z.number().describe("The caller's completed payments as a claimer, KSh"),
  }),
  recentItems: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      status: z.enum(ITEM_STATUSES),
      isClaimed: z.boolean(),
      isHidden: z.boolean(),
      heldFor: z.enum(['contact', 'scam']).nullable().describe('Held for review by our system: the kind of reason'),
      location: z.string(),
      imageUrl: z.string().nullable().describe('Thumbnail of the first photo'),
      createdAt: z.date(),
    }),
  ),
  recentTransactions: z.array(
    z.object({
      id: z.number(),
      itemId: z.number(),
      itemTitle: z.string(),
      role: z.enum(['claimer', 'finder']),
      amount: z.number().describe('What the claimer paid, or what the finder receives'),
      status: z.enum(PAYMENT_STATUSES),
      payoutStatus: payoutStatus.describe('The finder\'s payout: a finder\'s row says "waiting for your number" or "paid" from it, never just "Completed"'),
      createdAt: z.date(),
    }),
  ),
});

export const languageBody = z.object({ language: z.enum(['en', 'sw']) });
