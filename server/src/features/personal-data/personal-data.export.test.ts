import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser } from '../../../test/factories';
import { auditLog, users } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { sendMessage, settledDeal } from './personal-data.test-support';

describe('GET /api/me/export: download my data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Me (Wanjiru Kamau) with an item of my own, a claim, a paid deal with messages both ways, and a stranger's claim on my item. */
  async function world(language = 'en') {
    const db = t.app.ctx.db;
    const me = await createUser(db, { firstName: 'Wanjiru', lastName: 'Kamau', language });
    const finder = await createUser(db, { firstName: 'Otieno', lastName: 'Odhiambo' });
    const stranger = await createUser(db, { firstName: 'Chebet', lastName: 'Kiprono' });
    const myItem = await createItem(db, me.user.id, { title: 'Blue Kenya Power umbrella', verificationAnswer1: 'A torn strap' });
    await createClaim(db, myItem.id, stranger.user.id, { answer1: 'Stranger answer only the finder reads', additionalDetails: 'Stranger private details' });
    const theirItem = await createItem(db, finder.user.id, { title: 'Grey school bag' });
    await createClaim(db, theirItem.id, me.user.id, { answer1: 'My exercise books', additionalDetails: 'My name is on the math book.' });
    const deal = await settledDeal(t, finder, me, { title: 'Brown leather wallet' });
    await sendMessage(t, me, deal.item.id, 'Hello, I can collect it at Kencom tomorrow.');
    await sendMessage(t, finder, deal.item.id, 'Fine, I will be at the stage at noon.');
    return { me, finder, stranger, myItem, deal };
  }

  const download = (token: string, query = '') => t.request({ method: 'GET', url: `/api/me/export${query}`, token });

  it("holds the caller's items, claims, messages and payments, as an attachment", async () => {
    const { me, myItem, deal } = await world();
    const res = await download(me.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="okota-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = res.json();
    expect(doc.account).toMatchObject({ id: me.user.id, email: me.user.email, phone: me.user.phone, firstName: 'Wanjiru', lastName: 'Kamau' });
    expect(doc.items.map((i: { title: string }) => i.title)).toContain('Blue Kenya Power umbrella');
    expect(doc.items.find((i: { id: number }) => i.id === myItem.id)).toMatchObject({
      expectedAnswers: ['A torn strap', null, null],
      claimsReceived: 1,
      status: 'available',
      statusText: 'Available',
    });
    const claimTexts = doc.claims.flatMap((c: { answers: Array<{ answer: string }> }) => c.answers.map((a) => a.answer));
    expect(claimTexts).toContain('My exercise books');
    expect(
      doc.messages.map((m: { direction: string; content: string; otherPartyFirstName: string }) => [m.direction, m.content, m.otherPartyFirstName]),
    ).toEqual([
      ['sent', 'Hello, I can collect it at Kencom tomorrow.', 'Otieno'],
      ['received', 'Fine, I will be at the stage at noon.', 'Otieno'],
    ]);
    expect(doc.payments).toEqual([
      expect.objectContaining({
        id: deal.payment.id,
        role: 'claimer',
        amount: 150,
        status: 'completed',
        mpesaReceipt: deal.payment.mpesaTransactionId,
        phoneNumber: me.user.phone,
      }),
    ]);
    expect(doc.consents).toMatchObject({ termsAccepted: true, privacyPolicyAccepted: true });
    expect(doc.sessions.list).toEqual([expect.objectContaining({ active: true, thisSession: true })]);
    expect(doc.retention.join(' ')).toContain('30 days');
  });

  it("never carries another person's e-mail, phone or last name, nor a token or a hash", async () => {
    const { me, finder, stranger, deal } = await world();
    const [stored] = await t.app.ctx.db.select().from(users).where(eq(users.id, me.user.id));
    const text = (await download(me.token)).body;
    for (const other of [finder, stranger]) {
      expect(text).not.toContain(other.user.email);
      expect(text).not.toContain(other.user.phone);
      expect(text).not.toContain(other.user.lastName);
    }
    expect(text).not.toContain('Stranger answer only the finder reads');
    expect(text).not.toContain('Stranger private details');
    expect(text).not.toContain(me.token);
    expect(text).not.toContain(sha256(me.token));
    expect(text).not.toContain(stored.passwordHash);
    // The finder's payout receipt is the finder's, not the claimer's.
    expect(text).not.toContain(deal.payment.finderTransactionId);
  });

  it("uses the caller's language for its words, or the one asked for", async () => {
    const { me } = await world('sw');
    const sw = (await download(me.token)).json();
    expect(sw.language).toBe('sw');
    expect(sw.about).toContain('Okota inahifadhi');
    expect(sw.items[0].statusText).toBe('Inapatikana');
    expect(sw.payments[0].roleText).toBe('Ulilipa');
    const en = (await download(me.token, '?language=en')).json();
    expect(en.payments[0].roleText).toBe('You paid');
  });

  it('is refused to guests, allowed 3 times a day, and each download is in the audit log', async () => {
    expect((await t.request({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    const me = await createUser(t.app.ctx.db);
    for (let i = 0; i < 3; i++) expect((await download(me.token)).statusCode).toBe(200);
    const fourth = await download(me.token);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('You can download your data 3 times a day. Please try again tomorrow.');
    const entries = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.actorId, me.user.id));
    expect(entries.map((e) => [e.action, e.targetId])).toEqual(Array(3).fill(['user.export_data', me.user.id]));
  });
});
