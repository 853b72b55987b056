import { describe, expect, it } from 'vitest';
import { claimerStats, finderStats } from './dashboard-stats';

describe('finder dashboard statistics', () => {
  const items = [
    { isClaimed: true, status: 'claimed', verifications: [{ status: 'approved' }] },
    { isClaimed: true, status: 'completed', verifications: [{ status: 'approved' }, { status: 'rejected' }] },
    { isClaimed: false, status: 'available', verifications: [{ status: 'pending' }, { status: 'pending' }] },
    { isClaimed: false, status: 'available', verifications: [] },
  ];
  const payments = [
    { status: 'completed', amount: 150, finderAmount: 100, role: 'finder' as const, payoutStatus: 'paid' },
    { status: 'completed', amount: 200, finderAmount: 140, role: 'finder' as const, payoutStatus: 'paid' },
    // Paid by the owner, but not yet by M-Pesa to the finder: not earnings yet.
    { status: 'completed', amount: 150, finderAmount: 100, role: 'finder' as const, payoutStatus: 'awaiting_phone' },
    { status: 'completed', amount: 150, finderAmount: 100, role: 'finder' as const, payoutStatus: 'held' },
    { status: 'completed', amount: 150, finderAmount: 100, role: 'finder' as const, payoutStatus: 'processing' },
    { status: 'pending', amount: 150, finderAmount: 100, role: 'finder' as const },
    { status: 'failed', amount: 150, finderAmount: 100, role: 'finder' as const },
    { status: 'completed', amount: 150, finderAmount: 100, role: 'claimer' as const },
  ];

  it('counts only what section 9 says, and only payouts M-Pesa confirmed as earnings', () => {
    expect(finderStats(items, payments)).toEqual({
      itemsPosted: 4,
      successfulClaims: 2,
      activeListings: 2,
      pendingClaims: 1,
      totalEarnings: 240,
      successRate: 50,
      averagePerItem: 120,
    });
  });

  it('is all zeros for a new finder', () => {
    expect(finderStats([], [])).toMatchObject({ itemsPosted: 0, successRate: 0, averagePerItem: 0, totalEarnings: 0 });
  });
});

describe('claimer dashboard statistics', () => {
  it('counts claims by status and spending from completed payments only', () => {
    const claims = [{ status: 'approved' }, { status: 'pending' }, { status: 'rejected' }, { status: 'approved' }];
    const payments = [
      { status: 'completed', amount: 150, finderAmount: 100, role: 'claimer' as const },
      { status: 'pending', amount: 150, finderAmount: 100, role: 'claimer' as const },
      { status: 'failed', amount: 150, finderAmount: 100, role: 'claimer' as const },
      { status: 'completed', amount: 999, finderAmount: 900, role: 'finder' as const },
    ];
    expect(claimerStats(claims, payments)).toEqual({
      claimsSubmitted: 4,
      approvedClaims: 2,
      pendingClaims: 1,
      itemsClaimed: 1,
      successRate: 50,
      totalSpent: 150,
      pendingPayments: 1,
    });
  });
});
