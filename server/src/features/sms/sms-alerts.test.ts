/**
 * SMS alerts (docs/rules.md "SMS and USSD") over HTTP against the simulator: a claim approved
 * reaches the claimer's verified phone in their language with a link; nothing for an unverified
 * number or a switch turned off; five match alerts a day at most; none 21:00–07:00 EAT, when
 * alerts wait for 07:00 and codes and turns still go at once (docs/decisions/0260). The clock is the test's (sms-clock.ts).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClaim, createItem, createUser } from '../../../test/factories';
import { setSmsClock } from './sms-clock';
import { queueSmsAlert } from './queue-sms-alert';
import { startSmsApp, type SmsTestApp } from './sms.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.sms.reset();
  // Day time, whatever the hour the suite runs at; the quiet-hours test sets its own night.
  setSmsClock(() => eatFuture('10:00:00'));
});
afterEach(() => setSmsClock(undefined));

let counter = 0;
const freshPhone = () => `+2547${String(Date.now() % 1e4).padStart(4, '0')}${String(counter++).padStart(4, '0')}`;
const finder = () => createUser(t.app.ctx.db, { role: 'finder', phone: freshPhone() });

/** An owner whose number is verified (or not), with their language. */
const owner = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.app.ctx.db, { phone: freshPhone(), phoneVerified: true, ...overrides });

/** The finder approves the owner's claim over HTTP; returns the item. */
async function approveClaimOf(claimer: { user: { id: string } }, title = 'Black leather wallet') {
  const f = await finder();
  const item = await createItem(t.app.ctx.db, f.user.id, { title });
  const claim = await createClaim(t.app.ctx.db, item.id, claimer.user.id);
  const answer = await t.request({ method: 'PUT', url: `/api/verifications/${claim.id}/status`, token: f.token, payload: { status: 'approved' } });
  expect(answer.statusCode).toBe(200);
  await t.runJobs();
  return item;
}

/** A match alert for this person (an item like the one they lost), queued as the matcher does. */
async function matchAlertFor(who: { user: { id: string } }) {
  const f = await finder();
  const item = await createItem(t.app.ctx.db, f.user.id, { title: 'Black leather wallet' });
  await queueSmsAlert({ ctx: t.app.ctx, db: t.app.ctx.db, userId: who.user.id, kind: 'match', itemId: item.id });
  await t.runJobs();
}

/** A day-time instant on a date in the future (so the queue's own clock never finds it due by accident). */
const eatFuture = (time: string) => {
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${day}T${time}+03:00`);
};

describe('SMS alerts', () => {
  it("tells the claimer their claim was approved, in their language, with the item's link", async () => {
    const claimer = await owner({ language: 'sw' });
    const item = await approveClaimOf(claimer);
    const [sms] = await t.sms.outbox(claimer.user.phone);
    // The category, never the finder's title (docs/decisions/0231).
    expect(sms.text).toMatch(
      new RegExp(`^Okota: dai lako limekubaliwa \\(Pochi\\)\\. Lipa ada ya KSh [\\d,]+ upate mawasiliano ya aliyekipata: ${t.origin}/item/${item.id}\\?pay$`),
    );
    expect((await t.rowsFor(claimer.user.phone)).map((r) => [r.kind, Boolean(r.sentAt)])).toEqual([['claim_approved', true]]);
  });

  it('sends nothing to a number that is not verified, or when the person turned that alert off', async () => {
    const unverified = await owner({ phoneVerified: false });
    await approveClaimOf(unverified);
    expect(await t.sms.outbox(unverified.user.phone)).toEqual([]);

    const choosy = await owner();
    const off = await t.request({ method: 'PUT', url: '/api/profile/sms-alerts', token: choosy.token, payload: { claimApproved: false } });
    expect(off.json()).toMatchObject({ alerts: { claimApproved: false, match: true, paymentCompleted: true }, phoneVerified: true });
    await approveClaimOf(choosy);
    expect(await t.sms.outbox(choosy.user.phone)).toEqual([]);
    await t.request({ method: 'PUT', url: '/api/profile/sms-alerts', token: choosy.token, payload: { claimApproved: true } });
    await approveClaimOf(choosy);
    expect(await t.sms.outbox(choosy.user.phone)).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/api/profile/sms-alerts', token: choosy.token })).json().alerts.claimApproved).toBe(true);
  });

  it('sends at most five alerts a day to one person; the sixth is kept as skipped; turns and codes do not count', async () => {
    const busy = await owner();
    for (let i = 0; i < 6; i++) await matchAlertFor(busy);
    expect(await t.sms.outbox(busy.user.phone)).toHaveLength(5);
    const rows = await t.rowsFor(busy.user.phone);
    expect(rows.map((r) => (r.sentAt ? 'went out' : r.status))).toEqual(['went out', 'went out', 'went out', 'went out', 'went out', 'skipped']);
    expect(rows[5]).toMatchObject({ failureReason: 'daily_cap', sentAt: null });
    // A turn the person waits for still goes (docs/decisions/0260).
    await approveClaimOf(busy);
    expect(await t.sms.outbox(busy.user.phone)).toHaveLength(6);
    // The next EAT day starts a new count.
    setSmsClock(() => new Date(eatFuture('10:00:00').getTime() + 86_400_000));
    await matchAlertFor(busy);
    expect(await t.sms.outbox(busy.user.phone)).toHaveLength(7);
  });

  it('holds alerts from 21:00 to 07:00 EAT and sends them at 07:00, while a code and a turn go out at once', async () => {
    const night = eatFuture('22:30:00');
    setSmsClock(() => night);
    const sleeper = await owner({ phoneVerified: false });
    await matchAlertFor(await owner()); // another person's alert, also held
    // The code for their number goes at once, night or not.
    expect((await t.request({ method: 'POST', url: '/api/auth/phone/send-code', token: sleeper.token, payload: {} })).statusCode).toBe(200);
    await t.runJobs();
    const code = await t.sms.codeFor(sleeper.user.phone);
    await t.request({ method: 'POST', url: '/api/auth/phone/verify', token: sleeper.token, payload: { code } });
    await matchAlertFor(sleeper);
    expect((await t.sms.outbox(sleeper.user.phone)).map((m) => m.text)).toEqual([expect.stringMatching(/^Okota code/)]);
    const [held] = (await t.rowsFor(sleeper.user.phone)).filter((r) => r.kind === 'match');
    const morning = new Date(night.getTime() + 8.5 * 3600_000);
    expect(held).toMatchObject({ status: 'scheduled', sendAfter: morning });
    // Their claim approved at 22:30 is their turn: it goes now.
    await approveClaimOf(sleeper);
    expect((await t.sms.outbox(sleeper.user.phone)).map((m) => m.text)).toEqual([
      expect.stringMatching(/^Okota: your claim was approved/),
      expect.stringMatching(/^Okota code/),
    ]);

    setSmsClock(() => new Date(morning.getTime() - 60_000));
    await t.reachTime(new Date(morning.getTime() - 60_000));
    await t.runJobs();
    expect(await t.sms.outbox(sleeper.user.phone)).toHaveLength(2);

    setSmsClock(() => morning);
    await t.reachTime(morning);
    await t.runJobs();
    const all = (await t.sms.outbox(sleeper.user.phone)).map((m) => m.text);
    // The approval's payment reminder (claims/claim-reminders.ts) is due by then on the job clock.
    const texts = all.filter((text) => !text.startsWith('Okota: your approved claim'));
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(/^Okota: a found item may be yours \(Wallets/);
  });
});
