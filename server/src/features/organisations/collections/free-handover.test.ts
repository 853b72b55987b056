/**
 * A public office hands over free (docs/decisions/0261), over HTTP with the SMS simulator: at a
 * police station, a chief's office or a government office the owner pays nothing, the code comes
 * when the desk approves the claim (SMS and the owner's page), no payment can be started, and the
 * desk's entry of the code completes the item with no payment row; elsewhere the fee stands.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collectionCodes, items, notifications, payments } from '../../../db/schema';
import { setSmsClock } from '../../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { claimPath, eatFuture } from '../../notifications/turns/turns.test-support';
import { successPhone } from '../../payments/payments.test-support';
import { codeSentTo, collect, deskOrganisation, dropOff, person, postedItem, type Person } from './collections.test-support';
import { createItem } from '../../../../test/factories';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
// At 23:30: the code is an answer to the desk's approval, so it goes at once.
beforeEach(() => setSmsClock(() => eatFuture('23:30:00')));
afterEach(() => setSmsClock(undefined));

const getItem = (itemId: number, token?: string) => t.request({ method: 'GET', url: `/api/items/${itemId}`, token });
const ownCollection = (itemId: number, token: string) => t.request({ method: 'GET', url: `/api/items/${itemId}/collection`, token });

async function approvedAt(kind: string, language: 'en' | 'sw' = 'en') {
  const { organisation, desk } = await deskOrganisation(t, { kind, name: 'Central Police Station' });
  const owner = await person(t, { firstName: 'Amani', language });
  const item = await postedItem(t, organisation.id, desk);
  const path = claimPath(t, desk, owner);
  const claimId = await path.claim(item.id);
  await path.decide(claimId, 'approved');
  await t.runJobs();
  return { organisation, desk, owner, item, claimId };
}

const paymentsOf = (itemId: number) => t.app.ctx.db.select().from(payments).where(eq(payments.itemId, itemId));

describe('at a public office', () => {
  it.each(['police_station', 'chiefs_office', 'government_office'])('%s: the item says there is nothing to pay before anyone claims', async (kind) => {
    const { organisation, desk } = await deskOrganisation(t, { kind });
    const item = await postedItem(t, organisation.id, desk);
    const body = (await getItem(item.id)).json();
    expect(body.heldBy).toMatchObject({ kind, free: true, idCardProof: 'abstract_or_birth_certificate' });
    expect(body.fees).toEqual({ total: 0, platform: 0, finder: 0, shareTo: 'none' });
  });

  it('approval issues the code at once: SMS in our words (both languages), the owner page shows it, the item is claimed, no payment', async () => {
    const en = await approvedAt('police_station');
    const { code, text } = await codeSentTo(t, en.owner);
    expect(text).toMatch(
      /^Okota: claim approved, nothing to pay\. Collection code \d{6}: show it at the desk; the item page says what to bring\. Valid until /,
    );
    expect(text).not.toMatch(/Central|Wanjiru|contact|KSh/);
    const page = await ownCollection(en.item.id, en.owner.token);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ state: 'open', code, collectedAt: null, place: 'Central Police Station', free: true });
    const [item] = await t.app.ctx.db.select().from(items).where(eq(items.id, en.item.id));
    expect(item).toMatchObject({ status: 'claimed', claimedBy: en.owner.user.id });
    expect(await paymentsOf(en.item.id)).toEqual([]);
    const bell = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, en.owner.user.id));
    expect(bell.find((n) => n.kind === 'claim_approved')?.params).toMatchObject({ held: 'free' });
    expect(JSON.stringify(bell)).not.toContain(code);

    const sw = await approvedAt('chiefs_office', 'sw');
    expect((await codeSentTo(t, sw.owner)).text).toMatch(/^Okota: dai limekubaliwa, bila malipo\. Msimbo wa kuchukua \d{6}: uonyeshe dawatini; /);
  });

  it('the code is nobody else’s to read: another person and the desk get 404', async () => {
    const { owner, desk, item } = await approvedAt('government_office');
    const stranger = await person(t);
    expect((await ownCollection(item.id, stranger.token)).statusCode).toBe(404);
    expect((await ownCollection(item.id, desk.token)).statusCode).toBe(404);
    expect((await ownCollection(item.id, owner.token)).statusCode).toBe(200);
  });

  it('refuses to start a payment, by STK push or Paybill, with a clear 409', async () => {
    const { organisation, desk } = await deskOrganisation(t, { kind: 'police_station' });
    const owner = await person(t);
    const item = await postedItem(t, organisation.id, desk);
    const path = claimPath(t, desk, owner);
    // Before approval (an approved claim is claimed at once) and after it, the same refusal.
    for (const url of ['/api/payments/initiate', '/api/payments/paybill']) {
      const res = await t.request({ method: 'POST', url, token: owner.token, payload: { itemId: item.id, phoneNumber: successPhone() } });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().code).toBe('PAYMENT_NOT_NEEDED');
    }
    await path.decide(await path.claim(item.id), 'approved');
    const res = await t.request({
      method: 'POST',
      url: '/api/payments/initiate',
      token: owner.token,
      payload: { itemId: item.id, phoneNumber: successPhone() },
    });
    expect(res.json().code).toBe('PAYMENT_NOT_NEEDED');
    expect(await paymentsOf(item.id)).toEqual([]);
  });

  it('the desk enters the code: collected, the owner page says when, the code is no longer kept', async () => {
    const { organisation, desk, owner, item } = await approvedAt('police_station');
    const { code } = await codeSentTo(t, owner);
    const res = await collect(t, organisation.id, desk.token, { code, itemId: item.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ item: { id: item.id, status: 'completed' }, payout: 'none' });
    const page = (await ownCollection(item.id, owner.token)).json();
    expect(page).toMatchObject({ state: 'collected', code: null });
    expect(Date.parse(page.collectedAt)).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await t.app.ctx.db.select().from(collectionCodes).where(eq(collectionCodes.itemId, item.id));
    expect(row.shownCode).toBeNull();
    expect(await paymentsOf(item.id)).toEqual([]);
    expect((await collect(t, organisation.id, desk.token, { code, itemId: item.id })).json().params.reason).toBe('code_used');
  });

  it("an individual finder's drop-off is free too: no share, the finder is told it was collected", async () => {
    const { organisation, desk } = await deskOrganisation(t, { kind: 'police_station' });
    const finder: Person = await person(t);
    const owner = await person(t);
    const found = await createItem(t.app.ctx.db, finder.user.id, { location: 'Nairobi', title: 'Green backpack' });
    expect((await dropOff(t, organisation.id, desk.token, found.id)).statusCode).toBe(200);
    expect((await getItem(found.id)).json().fees).toEqual({ total: 0, platform: 0, finder: 0, shareTo: 'none' });
    const path = claimPath(t, finder, owner);
    await path.decide(await path.claim(found.id), 'approved');
    const { code } = await codeSentTo(t, owner);
    expect((await collect(t, organisation.id, desk.token, { code })).json()).toMatchObject({ payout: 'none', item: { status: 'completed' } });
    const told = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, finder.user.id));
    expect(told.find((n) => n.kind === 'item_collected')?.params).toMatchObject({ amount: 0 });
  });
});

describe('elsewhere', () => {
  it('a SACCO keeps its fee and issues no code at approval', async () => {
    const { owner, item } = await approvedAt('sacco');
    const body = (await getItem(item.id, owner.token)).json();
    expect(body.heldBy.free).toBe(false);
    expect(body.fees.total).toBeGreaterThan(0);
    expect((await ownCollection(item.id, owner.token)).statusCode).toBe(404);
    expect((await t.app.ctx.db.select().from(items).where(eq(items.id, item.id)))[0].status).toBe('available');
  });
});
