/**
 * GET /api/profile/summary: the profile's four figures (items posted, items claimed, earned as
 * finder, spent as claimer), the 3 latest items and the 3 latest transactions.
 */
import { resolveImageUrl, type ItemStatus, type PaymentStatus } from '@okota/shared';
import type { PayoutStatus } from '../payments';
import type { Executor } from '../../db/client';
import { thumbnailUrlFor } from '../../integrations/storage/stored-photos';
import { heldForReview } from '../../db/item-visibility';
import { latestItemsOf, latestPaymentsOf, profileStats } from './profile.repository';

export async function getProfileSummary({ db, userId }: { db: Executor; userId: string }) {
  const [stats, latestItems, latestPayments] = await Promise.all([profileStats(db, userId), latestItemsOf(db, userId), latestPaymentsOf(db, userId)]);
  return {
    stats,
    recentItems: latestItems.map(({ images, status, hiddenBy, hiddenReason, ...item }) => ({
      ...item,
      status: status as ItemStatus,
      heldFor: heldForReview({ isHidden: item.isHidden, hiddenBy, hiddenReason, status }),
      imageUrl: images.length ? thumbnailUrlFor(resolveImageUrl(images[0])) : null,
    })),
    recentTransactions: latestPayments.map(({ claimerId, amount, finderAmount, status, payoutStatus, ...payment }) => {
      const isClaimer = claimerId === userId;
      // A claimer paid the whole fee; a finder receives their share of it.
      return {
        ...payment,
        status: status as PaymentStatus,
        payoutStatus: payoutStatus as PayoutStatus,
        role: isClaimer ? ('claimer' as const) : ('finder' as const),
        amount: isClaimer ? amount : finderAmount,
      };
    }),
  };
}
