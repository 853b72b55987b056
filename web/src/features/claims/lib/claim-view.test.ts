import { describe, expect, it } from 'vitest';
import type { ClaimableItem, ClaimOnMyItem, VerificationStatus } from '../api/types';
import { claimCardView, finderClaimRows, type VerificationQuery } from './claim-view';

const FINDER = 'finder-1';
const OWNER = 'owner-1';
const OTHER = 'other-1';

const item = (overrides: Partial<ClaimableItem> = {}): ClaimableItem => ({
  id: 5,
  title: 'Black wallet',
  finderId: FINDER,
  status: 'available',
  isClaimed: false,
  claimedBy: null,
  verificationQuestion1: 'What is inside?',
  ...overrides,
});

const loaded = (status: Partial<VerificationStatus>): VerificationQuery => ({
  isPending: false,
  isError: false,
  data: { status: 'none', hasPaid: false, finderNotes: null, underReview: null, claimsLeft: 3, usualAnswerHours: null, ...status },
});

const kindFor = (viewer: string | null, verification?: VerificationQuery, overrides?: Partial<ClaimableItem>) =>
  claimCardView(item(overrides), viewer, verification).kind;

describe('the claim card, by viewer', () => {
  it('shows the finder their own item whatever its state, never a claim button', () => {
    expect(kindFor(FINDER)).toBe('own-item');
    expect(kindFor(FINDER, loaded({ status: 'approved', hasPaid: true }), { status: 'claimed', isClaimed: true })).toBe('own-item');
  });

  it('asks a guest to sign in, says when someone else is approved, and hides a closed item', () => {
    expect(kindFor(null)).toBe('guest');
    expect(kindFor(null, undefined, { claimedBy: OTHER })).toBe('approved-elsewhere');
    expect(kindFor(null, undefined, { status: 'claimed', isClaimed: true })).toBe('hidden');
    expect(kindFor(null, undefined, { status: 'removed' })).toBe('hidden');
  });

  it("waits for the signed-in owner's claim, and offers a retry when it could not load", () => {
    expect(kindFor(OWNER, { isPending: true, isError: false, data: undefined })).toBe('loading');
    expect(kindFor(OWNER)).toBe('loading');
    expect(kindFor(OWNER, { isPending: false, isError: true, data: undefined })).toBe('load-failed');
    expect(kindFor(OWNER, { isPending: false, isError: false, data: undefined })).toBe('load-failed');
  });

  it('walks the claimer through start → pending → approved (pay) → paid', () => {
    expect(kindFor(OWNER, loaded({ status: 'none' }))).toBe('start');
    expect(kindFor(OWNER, loaded({ status: 'pending' }))).toBe('pending');
    expect(kindFor(OWNER, loaded({ status: 'approved' }), { claimedBy: OWNER })).toBe('approved');
    // Once paid the item is claimed and leaves the list, but the payer still sees the contact.
    expect(kindFor(OWNER, loaded({ status: 'approved', hasPaid: true }), { status: 'claimed', isClaimed: true, claimedBy: OWNER })).toBe('paid');
    // Hand-over done: the item is completed, the paid view stays.
    expect(kindFor(OWNER, loaded({ status: 'approved', hasPaid: true }), { status: 'completed', isClaimed: true, claimedBy: OWNER })).toBe('paid');
  });

  it('tells a waiting owner how long finders usually take, only when the server knows', () => {
    expect(claimCardView(item(), OWNER, loaded({ status: 'pending', usualAnswerHours: 6 }))).toEqual({
      kind: 'pending',
      usualAnswerHours: 6,
      underReview: null,
    });
    expect(claimCardView(item(), OWNER, loaded({ status: 'pending' }))).toEqual({ kind: 'pending', usualAnswerHours: null, underReview: null });
  });

  it('tells an owner whose claim an admin checks first why (issue 26)', () => {
    expect(claimCardView(item(), OWNER, loaded({ status: 'pending', underReview: 'digits' }))).toEqual({
      kind: 'pending',
      usualAnswerHours: null,
      underReview: 'digits',
    });
  });

  it("lets a rejected claimer try again while attempts remain, with the finder's words", () => {
    expect(claimCardView(item(), OWNER, loaded({ status: 'rejected', claimsLeft: 2, finderNotes: 'Wrong colour' }))).toEqual({
      kind: 'rejected',
      canClaimAgain: true,
      finderNotes: 'Wrong colour',
    });
    expect(claimCardView(item(), OWNER, loaded({ status: 'rejected', claimsLeft: 0 }))).toEqual({ kind: 'rejected', canClaimAgain: false, finderNotes: null });
  });

  it('never says "rejected" to an owner whose approved, paid claim was refunded after a dispute: it says where the money is', () => {
    for (const refund of ['refund_pending', 'refund_failed', 'refunded'] as const) {
      expect(claimCardView(item(), OWNER, loaded({ status: 'rejected', claimsLeft: 2, finderNotes: 'Refunded after a dispute', refund }))).toEqual({
        kind: 'refunded',
        refund,
      });
    }
  });

  it('tells everyone but the approved claimer that the item is taken, before their own claim', () => {
    expect(kindFor(OTHER, loaded({ status: 'pending' }), { claimedBy: OWNER })).toBe('approved-elsewhere');
    expect(kindFor(OTHER, { isPending: true, isError: false, data: undefined }, { claimedBy: OWNER })).toBe('approved-elsewhere');
    // An approval for me that is not paid, on an item since withdrawn: nothing to do.
    expect(kindFor(OWNER, loaded({ status: 'approved' }), { status: 'removed', claimedBy: OWNER })).toBe('hidden');
  });
});

const claim = (id: number, status: ClaimOnMyItem['status'], extra: { hasPaid?: boolean; hasApprovedClaimer?: boolean } = {}) =>
  ({ id, status, hasPaid: extra.hasPaid ?? false, item: { hasApprovedClaimer: extra.hasApprovedClaimer ?? false } }) as unknown as ClaimOnMyItem;

describe("the finder's claims to decide", () => {
  it('offers approve/reject on pending claims, but not while another claimer is approved', () => {
    const rows = finderClaimRows([claim(1, 'pending'), claim(2, 'pending', { hasApprovedClaimer: true })]);
    expect(rows.pending.map((row) => [row.claim.id, row.action])).toEqual([
      [1, 'decide'],
      [2, 'already-approved'],
    ]);
    expect(rows.awaitingPayment).toEqual([]);
  });

  it('lists approvals waiting for payment with a revoke, and drops paid and rejected claims', () => {
    const rows = finderClaimRows([claim(3, 'approved'), claim(4, 'approved', { hasPaid: true }), claim(5, 'rejected')]);
    expect(rows.pending).toEqual([]);
    expect(rows.awaitingPayment.map((row) => [row.claim.id, row.action])).toEqual([[3, 'revoke']]);
  });
});
