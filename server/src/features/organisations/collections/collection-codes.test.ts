/**
 * Collection in person (issue 28, docs/decisions/0242), over HTTP with the Daraja and Africa's
 * Talking simulators: the owner of a held item pays and gets a code by SMS (never anyone's
 * contact); a desk member of the organisation that holds it enters the code and the item completes.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collectionCodes, items, notifications } from '../../../db/schema';
import { paymentRow } from '../../payments/payments.test-support';
import { setSmsClock } from '../../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { eatFuture } from '../../notifications/turns/turns.test-support';
import { claimApproveAndPay, codeSentTo, collect, deskOrganisation, otherCode, person, postedItem } from './collections.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
// Late at night: a code still goes out at once (alerts would wait for the morning).
beforeEach(() => setSmsClock(() => eatFuture('23:30:00')));
afterEach(() => setSmsClock(undefined));

async function paidHeldItem(language: 'en' | 'sw' = 'en') {
  const { organisation, desk, manager } = await deskOrganisation(t);
  const owner = await person(t, { firstName: 'Amani', language });
  const item = await postedItem(t, organisation.id, desk);
  const { claimId, payment } = await claimApproveAndPay(t, { poster: desk, owner, itemId: item.id });
  return { organisation, desk, manager, owner, item, claimId, payment };
}

describe('the collection code', () => {
  it('is sent to the owner by SMS in our words only, in English and Kiswahili, with a bell notice that does not carry it', async () => {
    const en = await paidHeldItem('en');
    const { code, text } = await codeSentTo(t, en.owner);
    expect(text).toMatch(
      /^Your Okota collection code is \d{6}\. Show it at the desk where the item is held; the item page says what to bring\. Valid until \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
    );
    // Nothing typed by anyone: not the item's title, not the organisation's name.
    expect(text).not.toContain('Wanjiru');
    expect(text).not.toContain('Kencom');
    // Only the hash is stored, valid until the holding period ends.
    const [row] = await t.app.ctx.db.select().from(collectionCodes).where(eq(collectionCodes.itemId, en.item.id));
    expect(row).toMatchObject({ claimId: en.claimId, usedAt: null, failedAttempts: 0 });
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    // No "the finder's contact is on the item page" for a held item, in SMS or the bell.
    const all = (await t.sms.outbox(en.owner.user.phone)).map((m) => m.text).join('\n');
    expect(all).not.toMatch(/contact/i);
    const bell = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, en.owner.user.id));
    expect(bell.map((n) => n.kind)).toContain('collection_code_sent');
    expect(bell.map((n) => n.kind)).not.toContain('payment_received');
    expect(JSON.stringify(bell)).not.toContain(code);
    // The share waits for the desk: no 72-hour release date.
    expect((await paymentRow(t, en.payment.id)).payoutDueAt!.getTime()).toBe(row.expiresAt.getTime());

    const sw = await paidHeldItem('sw');
    const swText = (await codeSentTo(t, sw.owner)).text;
    expect(swText).toMatch(
      /^Msimbo wako wa Okota wa kuchukua kitu ni \d{6}\. Uonyeshe dawatini kinapohifadhiwa; ukurasa wa kitu unasema ulete nini\. Halali hadi \d{1,2} \S+ \d{4}\.$/,
    );
  });

  it('tells the approved owner of a held item, in their language, that the fee brings a collection code, not a contact', async () => {
    setSmsClock(() => eatFuture('10:00:00'));
    for (const [language, approved] of [
      ['en', /^Okota: your claim was approved \([^)]+\)\. Pay the KSh \d+ fee to get your collection code by SMS: \S+$/],
      ['sw', /^Okota: dai lako limekubaliwa \([^)]+\)\. Lipa ada ya KSh \d+ upate msimbo wa kuchukua kwa SMS: \S+$/],
    ] as const) {
      const { owner } = await paidHeldItem(language);
      await t.runJobs();
      const texts = (await t.sms.outbox(owner.user.phone)).map((m) => m.text);
      expect(texts.filter((text) => approved.test(text))).toHaveLength(1);
      expect(texts.join('\n')).not.toMatch(/contact|mawasiliano/i);
      const bell = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
      expect(bell.find((n) => n.kind === 'claim_approved')?.params).toMatchObject({ held: 'yes' });
    }
  });

  it("does not give the paid owner the desk member's phone or e-mail: the item carries where it is held", async () => {
    const { owner, item, desk, payment } = await paidHeldItem();
    const res = await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: owner.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('finderPhone');
    expect(body).not.toHaveProperty('finderEmail');
    expect(body.finderName).not.toContain(desk.user.lastName);
    expect(body.heldBy).toMatchObject({ name: 'Kencom Matatu SACCO Office', hours: 'Mon–Sat 7am–7pm' });
    // The owner cannot close the hand-over alone: it is the desk's, with the code.
    const confirm = await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: owner.token });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('COLLECTION_AT_DESK');
  });

  it('refuses anyone but a member: a stranger, a member of another organisation, and checks nothing for them', async () => {
    const { organisation, owner } = await paidHeldItem();
    const { code } = await codeSentTo(t, owner);
    const stranger = await person(t);
    const other = await deskOrganisation(t);
    expect((await collect(t, organisation.id, stranger.token, { code })).statusCode).toBe(403);
    expect((await collect(t, organisation.id, other.desk.token, { code })).statusCode).toBe(403);
    // Its own desk does not find another organisation's codes either.
    expect((await collect(t, other.organisation.id, other.desk.token, { code })).statusCode).toBe(400);
    expect((await collect(t, organisation.id, owner.token, { code })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/organisations/${organisation.id}/collections`, payload: { code } })).statusCode).toBe(401);
  });

  it('answers an item id no database column can hold with 400, never a 500, and the code still works', async () => {
    const { organisation, desk, owner, item } = await paidHeldItem();
    const { code } = await codeSentTo(t, owner);
    // What a client can send, typed or not: the JSON body accepts "5" as well as 5.
    for (const itemId of [2_147_483_648, '1e10', -1] as number[]) {
      expect((await collect(t, organisation.id, desk.token, { code, itemId })).statusCode).toBe(400);
    }
    expect((await collect(t, organisation.id, desk.token, { code, itemId: item.id })).statusCode).toBe(200);
  });

  it("answers a wrong code with 400, and locks the item's code for an hour after five", async () => {
    const { organisation, desk, owner, item } = await paidHeldItem();
    const { code } = await codeSentTo(t, owner);
    const wrong = otherCode(code);
    for (let i = 1; i <= 4; i++) {
      const res = await collect(t, organisation.id, desk.token, { code: wrong, itemId: item.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'COLLECTION_CODE_WRONG', params: { reason: 'code_wrong', attemptsLeft: 5 - i } });
    }
    const fifth = await collect(t, organisation.id, desk.token, { code: wrong, itemId: item.id });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toContain('locked for an hour');
    // Now even the right code waits an hour.
    const locked = await collect(t, organisation.id, desk.token, { code, itemId: item.id });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('COLLECTION_CODE_LOCKED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    const [row] = await t.app.ctx.db.select().from(collectionCodes).where(eq(collectionCodes.itemId, item.id));
    expect(row.usedAt).toBeNull();
    expect((await t.app.ctx.db.select().from(items).where(eq(items.id, item.id)))[0].status).toBe('claimed');
  });

  it('locks a desk that typed five wrong codes without naming the item', async () => {
    const { organisation, desk, owner } = await paidHeldItem();
    const { code } = await codeSentTo(t, owner);
    for (let i = 0; i < 5; i++) expect((await collect(t, organisation.id, desk.token, { code: otherCode(otherCode(code)) })).statusCode).toBe(400);
    expect((await collect(t, organisation.id, desk.token, { code })).statusCode).toBe(429);
  });

  it('completes the item with the right code, once: a used code is a 400', async () => {
    const { organisation, desk, owner, item, claimId } = await paidHeldItem();
    const { code } = await codeSentTo(t, owner);
    const res = await collect(t, organisation.id, desk.token, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item: { id: item.id, status: 'completed' }, claimId, payout: 'none' });
    const [row] = await t.app.ctx.db.select().from(collectionCodes).where(eq(collectionCodes.itemId, item.id));
    expect(row.usedBy).toBe(desk.user.id);
    const again = await collect(t, organisation.id, desk.token, { code, itemId: item.id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'COLLECTION_CODE_USED', params: { reason: 'code_used' } });
    expect((await collect(t, organisation.id, desk.token, { code })).statusCode).toBe(400);
  });

  it('refuses an expired code with 400', async () => {
    const { organisation, desk, owner, item } = await paidHeldItem();
    const { code } = await codeSentTo(t, owner);
    await t.app.ctx.db
      .update(collectionCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(collectionCodes.itemId, item.id));
    const res = await collect(t, organisation.id, desk.token, { code, itemId: item.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'COLLECTION_CODE_EXPIRED', params: { reason: 'code_expired' } });
  });
});
