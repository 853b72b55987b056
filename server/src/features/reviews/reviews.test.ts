import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createApprovedClaim, createClaim, createCompletedPayment, createUser } from '../../../test/factories';

describe('reviews by the two parties of a paid item', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (token: string | undefined, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/reviews', token, payload });
  const comment = 'Very honest finder, kept my wallet safe.';
  /** A paid item whose owner confirmed the hand-over: the moment reviews open. */
  const handedOver = () => createCompletedPayment(t.app.ctx.db, { receiptConfirmedAt: new Date() });

  it("takes a review as soon as the payment completed, as the spec's rule says (the page offers it after the hand-over)", async () => {
    const paid = await createCompletedPayment(t.app.ctx.db);
    const res = await post(paid.claimer.token, { rating: 5, comment, itemId: paid.item.id, revieweeId: paid.finder.user.id, type: 'finder' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('lets the claimer review the finder and the finder the claimer, once each, and notifies the reviewee', async () => {
    const paid = await handedOver();
    const byClaimer = await post(paid.claimer.token, { rating: 5, comment, itemId: paid.item.id, revieweeId: paid.finder.user.id, type: 'finder' });
    expect(byClaimer.statusCode).toBe(201);
    expect(byClaimer.json()).toMatchObject({
      rating: 5,
      comment,
      itemId: paid.item.id,
      reviewerId: paid.claimer.user.id,
      revieweeId: paid.finder.user.id,
      type: 'finder',
      reviewer: { firstName: paid.claimer.user.firstName },
    });

    const again = await post(paid.claimer.token, {
      rating: 1,
      comment: 'Changed my mind about this.',
      itemId: paid.item.id,
      revieweeId: paid.finder.user.id,
      type: 'finder',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already reviewed this item');

    const byFinder = await post(paid.finder.token, {
      rating: 4,
      comment: 'Polite owner, paid quickly.',
      itemId: paid.item.id,
      revieweeId: paid.claimer.user.id,
      type: 'claimer',
    });
    expect(byFinder.statusCode).toBe(201);

    const finderBell = (await t.request({ method: 'GET', url: '/api/notifications', token: paid.finder.token })).json();
    expect(finderBell.notifications[0]).toMatchObject({ type: 'review', title: 'New Review', itemId: paid.item.id });
    expect(finderBell.notifications[0].message).toContain('5/5');
    const claimerBell = (await t.request({ method: 'GET', url: '/api/notifications', token: paid.claimer.token })).json();
    expect(claimerBell.notifications.filter((n: { type: string }) => n.type === 'review')).toHaveLength(1);

    const rating = await t.request({ method: 'GET', url: `/api/reviews/rating/${paid.finder.user.id}` });
    expect(rating.json()).toEqual({ rating: 5, count: 1 });
  });

  it('refuses anyone but the two parties: another claimer, another user, an unpaid approved claimer, a guest', async () => {
    const paid = await handedOver();
    const otherClaimer = await createUser(t.app.ctx.db);
    await createClaim(t.app.ctx.db, paid.item.id, otherClaimer.user.id);
    const stranger = await createUser(t.app.ctx.db);
    for (const outsider of [otherClaimer, stranger]) {
      const res = await post(outsider.token, {
        rating: 1,
        comment: 'I never got anything here.',
        itemId: paid.item.id,
        revieweeId: paid.finder.user.id,
        type: 'finder',
      });
      expect(res.statusCode).toBe(403);
    }
    const unpaid = await createApprovedClaim(t.app.ctx.db);
    const early = await post(unpaid.claimer.token, { rating: 5, comment, itemId: unpaid.item.id, revieweeId: unpaid.finder.user.id, type: 'finder' });
    expect(early.statusCode).toBe(403);
    expect((await post(undefined, { rating: 5, comment, itemId: paid.item.id, revieweeId: paid.finder.user.id, type: 'finder' })).statusCode).toBe(401);
    expect((await post(stranger.token, { rating: 5, comment, itemId: 999999, revieweeId: paid.finder.user.id, type: 'finder' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/reviews/rating/${paid.finder.user.id}` })).json()).toEqual({ rating: 0, count: 0 });
  });

  it('lets a party review only the other party, with the matching type', async () => {
    const paid = await handedOver();
    const stranger = await createUser(t.app.ctx.db);
    const self = await post(paid.claimer.token, { rating: 5, comment, itemId: paid.item.id, revieweeId: paid.claimer.user.id, type: 'claimer' });
    expect(self.statusCode).toBe(400);
    const third = await post(paid.claimer.token, { rating: 1, comment, itemId: paid.item.id, revieweeId: stranger.user.id, type: 'finder' });
    expect(third.statusCode).toBe(400);
    const notUuid = await post(paid.claimer.token, { rating: 1, comment, itemId: paid.item.id, revieweeId: 'someone', type: 'finder' });
    expect(notUuid.statusCode).toBe(400);
    const wrongType = await post(paid.claimer.token, { rating: 5, comment, itemId: paid.item.id, revieweeId: paid.finder.user.id, type: 'claimer' });
    expect(wrongType.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/reviews/user/${stranger.user.id}` })).json()).toEqual([]);
  });

  it('checks rating and comment with the spec wording', async () => {
    const paid = await handedOver();
    const base = { itemId: paid.item.id, revieweeId: paid.finder.user.id, type: 'finder' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ comment }, 'Please select a rating'],
      [{ rating: 0, comment }, 'Rating must be between 1 and 5'],
      [{ rating: 6, comment }, 'Rating must be between 1 and 5'],
      [{ rating: 3.5, comment }, 'Rating must be between 1 and 5'],
      [{ rating: 4, comment: 'Too short' }, 'Please provide a comment with at least 10 characters'],
      [{ rating: 4, comment: 'x'.repeat(500) }, 'Comment must be less than 500 characters'],
    ];
    for (const [fields, message] of cases) {
      const res = await post(paid.claimer.token, { ...base, ...fields });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await post(paid.claimer.token, { ...base, rating: 4, comment: 'x'.repeat(499) })).statusCode).toBe(201);
  });

  it("lists reviews about a user newest first with the reviewer's name, and the reviews of an item", async () => {
    const first = await handedOver();
    const second = await handedOver();
    await post(first.claimer.token, {
      rating: 3,
      comment: 'Took a while but it worked out.',
      itemId: first.item.id,
      revieweeId: first.finder.user.id,
      type: 'finder',
    });
    await post(first.finder.token, {
      rating: 5,
      comment: 'Lovely person, thank you!',
      itemId: first.item.id,
      revieweeId: first.claimer.user.id,
      type: 'claimer',
    });
    await post(second.claimer.token, {
      rating: 4,
      comment: 'Call me on 0712345678 anytime',
      itemId: second.item.id,
      revieweeId: second.finder.user.id,
      type: 'finder',
    });

    const about = await t.request({ method: 'GET', url: `/api/reviews/user/${first.finder.user.id}` });
    expect(about.statusCode).toBe(200);
    expect(about.json()).toHaveLength(1);
    expect(about.json()[0]).toMatchObject({
      rating: 3,
      reviewer: { firstName: first.claimer.user.firstName, lastName: `${first.claimer.user.lastName[0]}.` },
    });
    expect(Number.isNaN(Date.parse(about.json()[0].createdAt))).toBe(false);

    const ofItem = await t.request({ method: 'GET', url: `/api/reviews/item/${first.item.id}` });
    expect(ofItem.json().map((r: { rating: number }) => r.rating)).toEqual([5, 3]);

    const scrubbed = await t.request({ method: 'GET', url: `/api/reviews/user/${second.finder.user.id}` });
    expect(scrubbed.json()[0].comment).not.toContain('0712345678');

    expect((await t.request({ method: 'GET', url: '/api/reviews/user/not-a-uuid' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/reviews/rating/not-a-uuid' })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/reviews/item/abc' })).statusCode).toBe(400);
  });

  it('averages ratings to one decimal', async () => {
    const { finder } = await handedOver();
    for (const rating of [5, 4, 4]) {
      // Three claimers who each paid this one finder.
      const paid = await handedOver();
      await t.app.ctx.db.execute(`update payments set finder_id = '${finder.user.id}' where id = ${paid.payment.id}`);
      const res = await post(paid.claimer.token, { rating, comment, itemId: paid.item.id, revieweeId: finder.user.id, type: 'finder' });
      expect(res.statusCode).toBe(201);
    }
    expect((await t.request({ method: 'GET', url: `/api/reviews/rating/${finder.user.id}` })).json()).toEqual({ rating: 4.3, count: 3 });
  });

  it('removes disguised numbers and spelled-out e-mails from a public review (docs/decisions/0140)', async () => {
    const paid = await handedOver();
    const res = await post(paid.claimer.token, {
      rating: 5,
      comment: 'Honest finder! 07 12/34/56/78 or jane at gmail dot com',
      itemId: paid.item.id,
      revieweeId: paid.finder.user.id,
      type: 'finder',
    });
    expect(res.statusCode).toBe(201);
    const listed = await t.request({ method: 'GET', url: `/api/reviews/user/${paid.finder.user.id}` });
    expect(listed.json()[0].comment).toBe('Honest finder! [Contact removed] or [Email removed]');
  });
});
