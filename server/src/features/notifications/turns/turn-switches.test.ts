/**
 * The turn messages are on by default and each can be switched off, by SMS and by e-mail
 * (GET/PUT /api/profile/sms-alerts); a turn's SMS goes at once at night; a reminder is
 * skipped once the hand-over is confirmed; an account without an address gets the SMS alone;
 * an event is told once. Over HTTP against the simulators (docs/decisions/0231).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setSmsClock } from '../../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { aDayLater, claimPath, eatFuture, notificationsOf, person, received, type Person } from './turns.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(() => setSmsClock(() => eatFuture('10:00:00')));
afterEach(() => setSmsClock(undefined));

const switches = (who: Person, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/api/profile/sms-alerts', token: who.token, payload });

describe('turn message switches', () => {
  it('are all on by default, and answer with the SMS and the e-mail switches', async () => {
    const someone = await person(t);
    const answer = (await t.request({ method: 'GET', url: '/api/profile/sms-alerts', token: someone.token })).json();
    expect(Object.values(answer.alerts).every(Boolean)).toBe(true);
    expect(answer.emails).toEqual({
      claimReceived: true,
      claimApproved: true,
      claimRejected: true,
      ownerPaid: true,
      handoverReminder: true,
      payoutWaiting: true,
    });
    expect(answer).toMatchObject({ phoneVerified: true, hasEmail: true });
  });

  it('refuses an empty or malformed change with 400 and changes nothing', async () => {
    const someone = await person(t);
    for (const payload of [{}, { emails: {} }, { emails: { claimReceived: 'yes' } }, { claimReceived: 'no' }]) {
      const res = await switches(someone, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(Object.values((await t.request({ method: 'GET', url: '/api/profile/sms-alerts', token: someone.token })).json().emails).every(Boolean)).toBe(true);
  });

  it('a turn switched off is not sent by that channel; the bell still tells', async () => {
    const finder = await person(t, { role: 'finder' });
    const owner = await person(t);
    const path = claimPath(t, finder, owner);
    const off = await switches(finder, { claimReceived: false, emails: { claimReceived: false } });
    expect(off.json()).toMatchObject({ alerts: { claimReceived: false, ownerPaid: true }, emails: { claimReceived: false, ownerPaid: true } });
    await path.claim((await path.item()).id);
    expect(await received(t, finder)).toMatchObject({ sms: [], subjects: [] });
    expect((await notificationsOf(t, finder)).map((n) => n.kind)).toEqual(['claim_received']);

    // E-mail back on, SMS still off.
    await switches(finder, { emails: { claimReceived: true } });
    await path.claim((await path.item()).id);
    expect(await received(t, finder)).toMatchObject({ sms: [], subjects: ['New claim on an item you found'] });
  });

  it('sends a turn SMS at once at night, with the e-mail (quiet hours hold only alerts and reminders, docs/decisions/0260)', async () => {
    const night = eatFuture('22:30:00', 5);
    setSmsClock(() => night);
    const finder = await person(t, { role: 'finder' });
    const path = claimPath(t, finder, await person(t));
    await path.claim((await path.item()).id);
    expect((await t.rowsFor(finder.user.phone)).map((r) => [r.kind, r.status])).toEqual([['claim_received', 'queued']]);
    const atNight = await received(t, finder);
    expect(atNight.sms).toEqual([expect.stringMatching(/^Okota: new claim on an item you found \(Wallets, Nairobi/)]);
    expect(atNight.subjects).toEqual(['New claim on an item you found']);
  });

  it('skips the hand-over reminder once the hand-over is confirmed', async () => {
    const finder = await person(t, { role: 'finder' });
    const owner = await person(t);
    const path = claimPath(t, finder, owner);
    const item = await path.item();
    await path.decide(await path.claim(item.id), 'approved');
    const payment = await path.pay(item.id);
    expect((await t.request({ method: 'POST', url: `/api/payments/${payment.id}/confirm-receipt`, token: owner.token, payload: {} })).statusCode).toBe(200);
    await aDayLater(t);
    const kinds = (await t.rowsFor(owner.user.phone)).map((r) => r.kind);
    expect(kinds).toEqual(['claim_approved', 'payment_completed']);
    expect((await notificationsOf(t, owner)).some((n) => n.kind === 'handover_reminder_owner')).toBe(false);
    expect((await received(t, finder)).subjects).not.toContain('Reminder: hand the item over');
  });

  it('tells an account without an e-mail address by SMS alone, and tells an event once', async () => {
    const finder = await person(t, { role: 'finder' });
    const owner = await person(t, { email: null });
    const path = claimPath(t, finder, owner);
    const item = await path.item();
    const claimId = await path.claim(item.id);
    await path.decide(claimId, 'approved');
    // A second approval of the same claim changes nothing and tells nobody again.
    const again = await t.request({ method: 'PUT', url: `/api/verifications/${claimId}/status`, token: finder.token, payload: { status: 'approved' } });
    expect(again.statusCode).toBe(409);
    await t.runJobs();
    expect((await t.rowsFor(owner.user.phone)).map((r) => r.kind)).toEqual(['claim_approved']);
    expect((await t.request({ method: 'GET', url: '/api/profile/sms-alerts', token: owner.token })).json().hasEmail).toBe(false);
    expect((await received(t, finder)).subjects).toEqual(['New claim on an item you found']);
  });
});
