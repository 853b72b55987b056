/**
 * Who is paid when a held item is collected (issue 28, docs/decisions/0242), and the handover
 * point for individual finders: the fee the owner sees and pays, and the B2C the Daraja simulator
 * receives after the desk enters the code.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toMsisdn } from '@okota/shared';
import { createItem } from '../../../../test/factories';
import { heldItems, jobs, organisations, payments } from '../../../db/schema';
import { paymentRow, settleUntil } from '../../payments/payments.test-support';
import { releaseDuePayoutsJob } from '../../payments/payouts/release-due-payouts';
import { getCurrentFees } from '../../settings/settings.repository';
import { setSmsClock } from '../../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { eatFuture } from '../../notifications/turns/turns.test-support';
import { claimApproveAndPay, codeSentTo, collect, deskOrganisation, dropOff, freshPhone, person, postedItem } from './collections.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(() => setSmsClock(() => eatFuture('10:00:00')));
afterEach(() => setSmsClock(undefined));

const b2cFor = async (paymentId: number) => (await t.simulator.state()).b2c.filter((b) => b.originatorConversationId.startsWith(`okota-payout-${paymentId}-`));
const fees = () => getCurrentFees(t.app.ctx.db);

/** Collects with the owner's code, then lets the payout job and the simulator run. */
async function collectWithCode(organisationId: string, desk: { token: string }, owner: Parameters<typeof codeSentTo>[1]) {
  const { code } = await codeSentTo(t, owner);
  const res = await collect(t, organisationId, desk.token, { code });
  expect(res.statusCode, res.body).toBe(200);
  await t.runJobs();
  return res.json();
}

describe("the finder's share of a held item", () => {
  it("an individual finder's dropped-off item: received with a receipt SMS, paid to the finder on collection", async () => {
    const { organisation, desk } = await deskOrganisation(t, { holdingDaysOther: 30 });
    const finder = await person(t, { firstName: 'Otieno' });
    const owner = await person(t);
    const item = await createItem(t.app.ctx.db, finder.user.id, { location: 'Nairobi' });

    const received = await dropOff(t, organisation.id, desk.token, item.id);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().item).toMatchObject({ id: item.id, custody: 'dropped_off' });
    const [held] = await t.app.ctx.db.select().from(heldItems).where(eq(heldItems.itemId, item.id));
    expect(held).toMatchObject({ organisationId: organisation.id, custody: 'dropped_off', receivedBy: desk.user.id });
    expect(held.heldUntil.getTime() - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    await t.runJobs();
    expect((await t.sms.outbox(finder.user.phone)).map((m) => m.text)).toContain(
      'Your found item is now held at a handover point on Okota. You will be paid your share when the owner collects it.',
    );
    // Twice is a 409; the finder keeps the ordinary fee's share.
    expect((await dropOff(t, organisation.id, desk.token, item.id)).statusCode).toBe(409);
    const page = (await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: owner.token })).json();
    expect(page.fees).toEqual({
      total: (await fees()).totalFee,
      platform: (await fees()).platformAmount,
      finder: (await fees()).finderAmount,
      shareTo: 'finder',
    });

    const { payment } = await claimApproveAndPay(t, { poster: finder, owner, itemId: item.id });
    expect(payment.finderAmount).toBe((await fees()).finderAmount);
    // The 72-hour release does not pay a held item's share before the owner collects it.
    await t.app.ctx.db
      .update(payments)
      .set({ payoutDueAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.id));
    await t.app.ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.type, releaseDuePayoutsJob.id));
    await t.runJobs();
    expect((await paymentRow(t, payment.id)).payoutStatus).toBe('held');

    expect(await collectWithCode(organisation.id, desk, owner)).toMatchObject({ item: { status: 'completed' }, payout: 'finder' });
    const paid = await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect(paid.payoutStatus).toBe('paid');
    expect((await b2cFor(payment.id)).map((b) => b.msisdn)).toEqual([toMsisdn(finder.user.phone)]);
  });

  it('an organisation that takes the share and proved its number: the share goes to that number, not to the desk member', async () => {
    const payoutPhone = freshPhone();
    const { organisation, desk } = await deskOrganisation(t, { takesFinderShare: true, payoutPhone, payoutPhoneVerifiedAt: new Date() });
    const owner = await person(t);
    const item = await postedItem(t, organisation.id, desk);
    const { payment } = await claimApproveAndPay(t, { poster: desk, owner, itemId: item.id });
    expect(payment.finderAmount).toBe((await fees()).finderAmount);

    expect(await collectWithCode(organisation.id, desk, owner)).toMatchObject({ payout: 'organisation' });
    await settleUntil(t, payment.id, (p) => p.finderPaid);
    expect((await b2cFor(payment.id)).map((b) => b.msisdn)).toEqual([toMsisdn(payoutPhone)]);
  });

  it('an organisation without a share (or without a proved number): the owner pays only the platform fee and nobody is paid out', async () => {
    const { organisation, desk } = await deskOrganisation(t, { takesFinderShare: true, payoutPhone: freshPhone(), payoutPhoneVerifiedAt: null });
    const owner = await person(t);
    const item = await postedItem(t, organisation.id, desk);
    const { platformAmount } = await fees();
    const page = (await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: owner.token })).json();
    expect(page.fees).toEqual({ total: platformAmount, platform: platformAmount, finder: 0, shareTo: 'none' });
    // The full fee is refused with the item's own total.
    const path = await claimApproveAndPay(t, { poster: desk, owner, itemId: item.id });
    expect(path.payment).toMatchObject({ amount: platformAmount, finderAmount: 0, platformAmount });

    expect(await collectWithCode(organisation.id, desk, owner)).toMatchObject({ payout: 'none' });
    await t.runJobs();
    expect(await paymentRow(t, path.payment.id)).toMatchObject({ payoutStatus: 'none', finderPaid: false, status: 'completed' });
    expect(await b2cFor(path.payment.id)).toEqual([]);
  });
});

describe('receiving a drop-off', () => {
  it('needs a verified organisation that takes drop-offs, and an available item nobody holds or is paying for', async () => {
    const { organisation, desk } = await deskOrganisation(t, { acceptsDropOffs: false });
    const finder = await person(t);
    const item = await createItem(t.app.ctx.db, finder.user.id);
    const refused = await dropOff(t, organisation.id, desk.token, item.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('does not take drop-offs');
    expect(refused.json().code).toBe('DROP_OFF_NOT_ACCEPTED');

    await t.app.ctx.db.update(organisations).set({ acceptsDropOffs: true, status: 'suspended' }).where(eq(organisations.id, organisation.id));
    expect((await dropOff(t, organisation.id, desk.token, item.id)).json()).toMatchObject({ code: 'ORG_NOT_VERIFIED' });
    await t.app.ctx.db.update(organisations).set({ status: 'verified' }).where(eq(organisations.id, organisation.id));

    const stranger = await person(t);
    expect((await dropOff(t, organisation.id, stranger.token, item.id)).json()).toMatchObject({ code: 'ORG_NOT_A_MEMBER' });
    // The desk's own posted item is held already.
    const posted = await postedItem(t, organisation.id, desk);
    const held = await dropOff(t, organisation.id, desk.token, posted.id);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('DROP_OFF_ALREADY_HELD');
    // An item whose owner paid is handed over as arranged.
    const owner = await person(t);
    const paidItem = await createItem(t.app.ctx.db, finder.user.id);
    await claimApproveAndPay(t, { poster: finder, owner, itemId: paidItem.id });
    const paying = await dropOff(t, organisation.id, desk.token, paidItem.id);
    expect(paying.statusCode).toBe(409);
    expect(paying.json().code).toMatch(/^DROP_OFF_(PAYMENT_UNDER_WAY|NOT_AVAILABLE)$/);
    const missing = await dropOff(t, organisation.id, desk.token, 999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ITEM_NOT_FOUND');
    expect(await t.app.ctx.db.select().from(heldItems).where(eq(heldItems.itemId, item.id))).toEqual([]);
  });
});
