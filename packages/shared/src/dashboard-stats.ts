/**
 * Dashboard statistics (docs/product/user-flows.md section 9), computed from the lists the dashboards
 * already load, so the numbers a user sees always agree with the lists beside them.
 */
import { successRate } from './display';

export interface StatsItem {
  isClaimed: boolean;
  status: string;
  verifications?: Array<{ status: string }>;
}
export interface StatsClaim {
  status: string;
}
export interface StatsPayment {
  status: string;
  amount: number;
  finderAmount: number;
  role?: 'claimer' | 'finder';
  /** The finder's payout: only `paid` (M-Pesa confirmed it) counts as earned. */
  payoutStatus?: string;
}

export function finderStats(items: StatsItem[], payments: StatsPayment[]) {
  // Earned means arrived (issue 25): a payout held, queued or waiting for the finder's number is not earnings yet.
  const paidOut = payments.filter((p) => p.status === 'completed' && p.role !== 'claimer' && p.payoutStatus === 'paid');
  const successfulClaims = items.filter((i) => i.isClaimed).length;
  const totalEarnings = paidOut.reduce((sum, p) => sum + p.finderAmount, 0);
  return {
    itemsPosted: items.length,
    successfulClaims,
    activeListings: items.filter((i) => !i.isClaimed && i.status === 'available').length,
    pendingClaims: items.filter((i) => (i.verifications ?? []).some((v) => v.status === 'pending')).length,
    totalEarnings,
    successRate: successRate(successfulClaims, items.length),
    averagePerItem: successfulClaims === 0 ? 0 : Math.round(totalEarnings / successfulClaims),
  };
}

export function claimerStats(claims: StatsClaim[], payments: StatsPayment[]) {
  const mine = payments.filter((p) => p.role !== 'finder');
  const completed = mine.filter((p) => p.status === 'completed');
  const approvedClaims = claims.filter((c) => c.status === 'approved').length;
  return {
    claimsSubmitted: claims.length,
    approvedClaims,
    pendingClaims: claims.filter((c) => c.status === 'pending').length,
    itemsClaimed: completed.length,
    successRate: successRate(approvedClaims, claims.length),
    totalSpent: completed.reduce((sum, p) => sum + p.amount, 0),
    pendingPayments: mine.filter((p) => p.status === 'pending').length,
  };
}
