import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createCompletedPayment } from '../../../test/factories';
import { items } from '../../db/schema';
import { decide, itemWithFinder, newUser, submit } from './claims.test-support';

describe('reading claims', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const status = (itemId: number, userId: string, token?: string) => t.request({ method: 'GET', url: `/api/items/${itemId}/verification/${userId}`, token });

  describe('GET /api/items/{id}/verification/{userId}', () => {
    it('follows the claimer through none, pending, rejected and approved', async () => {
      const { item, finder } = await itemWithFinder(t);
      const claimer = await newUser(t);
      expect((await status(item.id, claimer.user.id, claimer.token)).json()).toMatchObject({ status: 'none', hasPaid: false, claimsLeft: 3 });
      const first = (await submit(t, item.id, claimer.token)).json().id;
      expect((await status(item.id, claimer.user.id, claimer.token)).json()).toMatchObject({ status: 'pending', verificationId: first });
      await decide(t, first, finder.token, { status: 'rejected', finderNotes: 'The colour is wrong' });
      expect((await status(item.id, claimer.user.id, claimer.token)).json()).toMatchObject({
        status: 'rejected',
        finderNotes: 'The colour is wrong',
        claimsLeft: 2,
      });
      const second = (await submit(t, item.id, claimer.token)).json().id;
      await decide(t, second, finder.token, { status: 'approved' });
      expect((await status(item.id, claimer.user.id, claimer.token)).json()).toMatchObject({ status: 'approved', hasPaid: false, verificationId: second });
    });

    it('says hasPaid once the payment completed', async () => {
      const { item, claimer } = await createCompletedPayment(t.app.ctx.db);
      expect((await status(item.id, claimer.user.id, claimer.token)).json()).toMatchObject({ status: 'approved', hasPaid: true });
    });

    it('answers the finder and an admin', async () => {
      const { item, finder } = await itemWithFinder(t);
      const claimer = await newUser(t);
      await submit(t, item.id, claimer.token);
      const admin = await newUser(t, { role: 'admin' });
      expect((await status(item.id, claimer.user.id, finder.token)).json().status).toBe('pending');
      expect((await status(item.id, claimer.user.id, admin.token)).json().status).toBe('pending');
    });

    it("refuses another user asking about someone else's claim with 403", async () => {
      const { item } = await itemWithFinder(t);
      const claimer = await newUser(t);
      const peer = await newUser(t);
      await submit(t, item.id, claimer.token);
      const res = await status(item.id, claimer.user.id, peer.token);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('pending');
      expect((await status(item.id, claimer.user.id)).statusCode).toBe(401);
    });
  });

  describe('GET /api/items/{id}/verifications', () => {
    it("gives the finder every claim with the claimer's answers beside the questions and expected answers", async () => {
      const { item, finder } = await itemWithFinder(t, { verificationAnswer1: 'blue card-holder', verificationAnswer2: 'My son' });
      const claimer = await newUser(t, { firstName: 'Amina' });
      await submit(t, item.id, claimer.token);
      const res = await t.request({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: finder.token });
      expect(res.statusCode).toBe(200);
      const [claim] = res.json();
      expect(claim).toMatchObject({ claimerFirstName: 'Amina', additionalDetails: expect.any(String), status: 'pending' });
      expect(claim.answers).toEqual([
        { number: 1, question: item.verificationQuestion1, answer: 'Blue card holder', expectedAnswer: 'blue card-holder', match: 'match' },
        { number: 2, question: item.verificationQuestion2, answer: 'My daughter Amani', expectedAnswer: 'My son', match: 'different' },
      ]);
    });

    it('gives an admin the answers but not the expected answers', async () => {
      const { item } = await itemWithFinder(t, { verificationAnswer1: 'secret-expected' });
      const claimer = await newUser(t);
      await submit(t, item.id, claimer.token);
      const admin = await newUser(t, { role: 'admin' });
      const res = await t.request({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: admin.token });
      expect(res.json()[0].answers[0].answer).toBe('Blue card holder');
      expect(res.body).not.toContain('secret-expected');
      expect(res.body).not.toContain('"match"');
    });

    it("shows other claimers only their own status, never another claimer's answers", async () => {
      const { item } = await itemWithFinder(t, { verificationAnswer1: 'secret-expected' });
      const claimer = await newUser(t);
      const peer = await newUser(t);
      await submit(t, item.id, claimer.token);
      await submit(t, item.id, peer.token, { answer1: 'peer answer here', answer2: 'peer answer two', additionalDetails: 'The peer details are here.' });
      const res = await t.request({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: claimer.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { id: expect.any(Number), claimerId: claimer.user.id, status: 'pending', finderNotes: null, createdAt: expect.any(String), underReview: null },
      ]);
      for (const secret of ['peer answer', 'secret-expected', peer.user.id, 'Blue card holder']) expect(res.body).not.toContain(secret);
    });
  });

  describe('GET /api/my-verifications', () => {
    it('gives a claimer their claims with the item and never the expected answers or hints', async () => {
      const { item } = await itemWithFinder(t, { verificationAnswer1: 'secret-expected' });
      const claimer = await newUser(t);
      await submit(t, item.id, claimer.token);
      const res = await t.request({ method: 'GET', url: '/api/my-verifications?role=claimer', token: claimer.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toHaveLength(1);
      expect(res.json()[0]).toMatchObject({ viewerRole: 'claimer', status: 'pending', hasPaid: false, item: { id: item.id, title: item.title } });
      expect(res.body).not.toContain('secret-expected');
      expect(res.body).not.toContain('"match"');
    });

    it('gives a finder the claims on their items with match hints, and both roles by default', async () => {
      const { item, finder } = await itemWithFinder(t, { verificationAnswer1: 'Dark blue' });
      const claimer = await newUser(t, { firstName: 'Baraka' });
      await submit(t, item.id, claimer.token);
      const other = await itemWithFinder(t);
      await submit(t, other.item.id, finder.token);

      const asFinder = (await t.request({ method: 'GET', url: '/api/my-verifications?role=finder', token: finder.token })).json();
      expect(asFinder).toHaveLength(1);
      expect(asFinder[0]).toMatchObject({
        viewerRole: 'finder',
        claimerFirstName: 'Baraka',
        item: { id: item.id, hasApprovedClaimer: false },
        answers: [expect.objectContaining({ answer: 'Blue card holder', expectedAnswer: 'Dark blue', match: 'close' }), expect.anything()], // blue for dark blue: vaguer, so close
      });
      expect(asFinder[0]).not.toHaveProperty('claimerEmail');

      const both = (await t.request({ method: 'GET', url: '/api/my-verifications', token: finder.token })).json();
      expect(both.map((c: { viewerRole: string }) => c.viewerRole).sort()).toEqual(['claimer', 'finder']);
    });

    it('marks that an item of the finder already has an approved claimer', async () => {
      const { item, finder } = await itemWithFinder(t);
      const [a, b] = [await newUser(t), await newUser(t)];
      const first = (await submit(t, item.id, a.token)).json().id;
      await submit(t, item.id, b.token);
      await decide(t, first, finder.token, { status: 'approved' });
      const rows = (await t.request({ method: 'GET', url: '/api/my-verifications?role=finder', token: finder.token })).json();
      expect(rows.every((r: { item: { hasApprovedClaimer: boolean } }) => r.item.hasApprovedClaimer)).toBe(true);
      expect((await t.app.ctx.db.select().from(items).where(eq(items.id, item.id)))[0].claimedBy).toBe(a.user.id);
    });

    it('refuses a guest with 401', async () => {
      expect((await t.request({ method: 'GET', url: '/api/my-verifications' })).statusCode).toBe(401);
    });
  });
});
