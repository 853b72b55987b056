/**
 * GET /api/my-verifications: the claims I made (with the item and whether I paid), and the
 * claims on items I posted (with the answers beside the questions, the expected answers and
 * match hints, and the claimer's first name).
 */
import { resolveImageUrl } from '@okota/shared';
import type { AppContext } from '../../context';
import { listClaimsByClaimer, listClaimsOnFinderItems } from './claim-lists.repository';
import { toClaimDetail } from './claim-views';
import { underReviewOf } from './hold-doubtful-claim';

export type ClaimRole = 'finder' | 'claimer';

interface ItemSummaryRow {
  itemId: number;
  itemTitle: string;
  itemStatus: string;
  itemLocation: string;
  itemImages: string[];
  itemFinderId: string;
  itemClaimedBy: string | null;
}

const itemSummary = (row: ItemSummaryRow) => ({
  id: row.itemId,
  title: row.itemTitle,
  status: row.itemStatus,
  location: row.itemLocation,
  imageUrl: row.itemImages[0] ? resolveImageUrl(row.itemImages[0]) : null,
});

export async function listMyClaims({ ctx, userId, role }: { ctx: AppContext; userId: string; role?: ClaimRole }) {
  const [mine, onMyItems] = await Promise.all([
    role === 'finder' ? [] : listClaimsByClaimer(ctx.db, userId),
    role === 'claimer' ? [] : listClaimsOnFinderItems(ctx.db, userId),
  ]);
  const asClaimer = mine.map((row) => ({
    viewerRole: 'claimer' as const,
    id: row.id,
    itemId: row.itemId,
    claimerId: row.claimerId,
    status: row.status,
    answer1: row.answer1,
    answer2: row.answer2,
    answer3: row.answer3,
    additionalDetails: row.additionalDetails,
    description: row.description,
    finderNotes: row.finderNotes,
    underReview: underReviewOf(row),
    hasPaid: row.hasPaid,
    verifiedAt: row.verifiedAt,
    createdAt: row.createdAt,
    item: itemSummary(row),
  }));
  const asFinder = onMyItems.map((row) => {
    const questions = {
      question1: row.question1,
      question2: row.question2,
      question3: row.question3,
      expected1: row.expected1,
      expected2: row.expected2,
      expected3: row.expected3,
    };
    return {
      viewerRole: 'finder' as const,
      ...toClaimDetail(row, questions, { isFinder: true }),
      item: { ...itemSummary(row), hasApprovedClaimer: !!row.itemClaimedBy },
    };
  });
  return [...asClaimer, ...asFinder].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}
