import { describe, expect, expectTypeOf, it } from 'vitest';
import { myClaimsAnswer, submittedClaim, verificationStatus } from './claims.contract';
import type { WireOf } from './wire';

const claimedAt = new Date('2026-03-04T09:30:00Z');
const item = { id: 7, title: 'Black wallet', status: 'available', location: 'Kencom', imageUrl: null };
const base = {
  id: 1,
  itemId: 7,
  claimerId: 'c',
  status: 'pending',
  answer1: 'Brown',
  answer2: null,
  answer3: null,
  additionalDetails: 'A receipt from Naivas inside',
  description: null,
  finderNotes: null,
  hasPaid: false,
  verifiedAt: null,
  createdAt: claimedAt,
};

describe('the claims contract', () => {
  it("keeps the item's expected answers and the proof photo out of the claimer's own view", () => {
    const [mine] = myClaimsAnswer.parse([
      {
        ...base,
        viewerRole: 'claimer',
        item,
        answers: [{ number: 1, question: 'Colour?', answer: 'Brown', expectedAnswer: 'Maroon', match: 'different' }],
        proofPhotoUrl: '/api/verifications/1/proof',
        claimerFirstName: 'Wanjiru',
        underReview: null,
      },
    ]);
    expect(mine).not.toHaveProperty('answers');
    expect(mine).not.toHaveProperty('proofPhotoUrl');
    expect(JSON.stringify(mine)).not.toContain('Maroon');
  });

  it('gives the finder the answers, with what they expected', () => {
    const [theirs] = myClaimsAnswer.parse([
      {
        ...base,
        viewerRole: 'finder',
        claimerFirstName: 'Wanjiru',
        proofPhotoUrl: null,
        item: { ...item, hasApprovedClaimer: false },
        answers: [{ number: 1, question: 'Colour?', answer: 'Brown', expectedAnswer: 'Black', match: 'different' }],
      },
    ]);
    expect(theirs).toMatchObject({ viewerRole: 'finder', answers: [{ expectedAnswer: 'Black', match: 'different' }] });
  });

  it('answers a claimer with the fields named for them, in the order they always came', () => {
    const full = {
      ...base,
      claimerFirstName: 'Wanjiru',
      answers: [],
      hasProofPhoto: true,
      proofPhotoUrl: '/p',
      viewerRole: 'claimer',
      item,
      underReview: null,
    };
    expect(Object.keys(submittedClaim.parse(full))).toEqual([
      'id',
      'itemId',
      'claimerId',
      'status',
      'answer1',
      'answer2',
      'answer3',
      'additionalDetails',
      'description',
      'hasProofPhoto',
      'createdAt',
      'underReview',
    ]);
    expect(Object.keys(myClaimsAnswer.parse([full])[0])).toEqual([
      'viewerRole',
      'id',
      'itemId',
      'claimerId',
      'status',
      'answer1',
      'answer2',
      'answer3',
      'additionalDetails',
      'description',
      'finderNotes',
      'hasPaid',
      'verifiedAt',
      'createdAt',
      'underReview',
      'item',
    ]);
  });

  it('refuses a claim state the web does not know', () => {
    expect(verificationStatus.safeParse({ status: 'maybe', hasPaid: false, finderNotes: null, claimsLeft: 3 }).success).toBe(false);
  });

  it('types the dates the web receives as the ISO strings JSON carries', () => {
    type Mine = Extract<WireOf<typeof myClaimsAnswer>[number], { viewerRole: 'claimer' }>;
    expectTypeOf<Mine['createdAt']>().toEqualTypeOf<string>();
    expectTypeOf<Mine['verifiedAt']>().toEqualTypeOf<string | null>();
    expectTypeOf<Mine['status']>().toEqualTypeOf<'pending' | 'approved' | 'rejected'>();
  });
});
