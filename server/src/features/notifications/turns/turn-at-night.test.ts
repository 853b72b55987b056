/**
 * A message at every turn, day and night (docs/decisions/0260): with the clock at 23:00 EAT, every
 * turn kind the code declares (TURN_RULES, so a kind added later is covered here without a new
 * test) leaves at once by SMS and, where the turn has one, by e-mail, in the reader's language and
 * outside the daily cap; a reminder and a match alert wait for 07:00; a person's own quiet hours
 * are honoured. The clock is set, never waited for.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createItem } from '../../../../test/factories';
import { queueSmsAlert } from '../../sms/queue-sms-alert';
import { setSmsClock } from '../../sms/sms-clock';
import { SMS_DAILY_ALERT_CAP, SMS_KIND_CLASS } from '../../sms/sms-kinds';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { tellPerson } from './tell-person';
import { TURN_RULES, type Turn } from './turn-kinds';
import { eatFuture, person, type Person } from './turns.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
afterEach(() => setSmsClock(undefined));

const TURNS = Object.keys(TURN_RULES) as Turn[];
const at = (instant: Date) => setSmsClock(() => instant);

async function tell(who: Person, turn: Turn, eventKey: string) {
  const finder = await person(t, { role: 'finder' });
  const item = await createItem(t.app.ctx.db, finder.user.id, { location: 'Nairobi', dateFound: '2026-11-01' });
  await t.app.ctx.db.transaction((tx) =>
    tellPerson(t.app.ctx, tx, { userId: who.user.id, turn, itemId: item.id, eventKey, amount: 300, receipt: 'UAB1CD2EF3', otherUserId: finder.user.id }),
  );
  return item;
}

const matchAlert = async (who: Person) => {
  const finder = await person(t, { role: 'finder' });
  const item = await createItem(t.app.ctx.db, finder.user.id, { location: 'Nairobi', dateFound: '2026-11-01' });
  return queueSmsAlert({ ctx: t.app.ctx, db: t.app.ctx.db, userId: who.user.id, kind: 'match', itemId: item.id });
};

async function mailsTo(who: Person) {
  await t.runJobs();
  return t.app.ctx.mail.outbox().filter((m) => m.to === who.user.email);
}

describe('turn messages at 23:00 EAT', () => {
  const turns = TURNS.filter((turn) => SMS_KIND_CLASS[turn] === 'turn');
  const reminders = TURNS.filter((turn) => SMS_KIND_CLASS[turn] === 'reminder');

  it('declares every turn kind as a turn or a reminder, and several of each', () => {
    expect(TURNS.every((turn) => SMS_KIND_CLASS[turn] === 'turn' || SMS_KIND_CLASS[turn] === 'reminder')).toBe(true);
    expect(turns).toEqual(expect.arrayContaining(['claim_received', 'claim_approved', 'owner_paid', 'dispute_opened', 'dispute_refunded', 'listing_held']));
    expect(reminders).toEqual(expect.arrayContaining(['handover_owner', 'handover_finder']));
  });

  for (const language of ['en', 'sw'] as const) {
    it.each(turns)(`%s leaves at once by SMS and e-mail (${language}), past the day's alert cap`, async (turn) => {
      const night = eatFuture('23:00:00', 4);
      at(night);
      const who = await person(t, { language });
      // The day's alerts are spent (held for the morning): a turn is not an alert and is not counted against them.
      for (let i = 0; i < SMS_DAILY_ALERT_CAP; i++) await matchAlert(who);
      expect(await matchAlert(who)).toMatchObject({ status: 'skipped', reason: 'daily_cap' });
      await tell(who, turn, `night-${language}`);

      const rows = (await t.rowsFor(who.user.phone)).filter((row) => row.kind === turn);
      expect(rows.map((row) => [row.status, row.sendAfter.toISOString()])).toEqual([['queued', night.toISOString()]]);
      await t.runJobs();
      const sent = (await t.sms.outbox(who.user.phone)).map((m) => m.text);
      expect(sent).toEqual([rows[0].text]);
      expect(sent[0]).toMatch(/^Okota: /);
      // In the reader's language: no English word of ours in a Kiswahili reader's SMS.
      if (language === 'sw') expect(sent[0].replace(/https?:\S+/g, '')).not.toMatch(/\b(your|the|item|claim|listing|paid|review)\b/i);
      const mails = await mailsTo(who);
      expect(mails.length, 'e-mail where the turn has one').toBe(TURN_RULES[turn].email ? 1 : 0);
    });
  }

  it.each(reminders)('%s is a reminder: it waits for 07:00 EAT, and the e-mail goes at once', async (turn) => {
    const night = eatFuture('23:00:00', 4);
    at(night);
    const who = await person(t);
    await tell(who, turn, 'reminder');
    const [row] = await t.rowsFor(who.user.phone);
    expect([row.kind, row.status, row.sendAfter.toISOString()]).toEqual([turn, 'scheduled', eatFuture('07:00:00', 5).toISOString()]);
    await t.runJobs();
    expect(await t.sms.outbox(who.user.phone)).toEqual([]);
    expect(await mailsTo(who)).toHaveLength(1);
  });
});

describe('match alerts at night', () => {
  it('a match alert at 23:00 EAT waits for 07:00', async () => {
    at(eatFuture('23:00:00', 4));
    const who = await person(t);
    expect(await matchAlert(who)).toMatchObject({ status: 'scheduled', sendAfter: eatFuture('07:00:00', 5) });
    await t.runJobs();
    expect(await t.sms.outbox(who.user.phone)).toEqual([]);
    // The development outbox shows it waiting, with the time it will go.
    const outbox = await t.request({ method: 'GET', url: `/api/dev/sms-outbox?to=${encodeURIComponent(who.user.phone)}`, remoteAddress: '127.0.0.1' });
    expect(outbox.json().waiting).toEqual([
      {
        to: who.user.phone,
        kind: 'match',
        text: expect.stringMatching(/^Okota: a found item may be yours/),
        sendAfter: eatFuture('07:00:00', 5).toISOString(),
      },
    ]);
  });

  it("honours a person's own quiet hours, chosen in the profile", async () => {
    const who = await person(t);
    const chosen = await t.request({ method: 'PUT', url: '/api/profile/sms-alerts', token: who.token, payload: { quietHours: { start: 23, end: 5 } } });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().quietHours).toEqual({ start: 23, end: 5 });

    at(eatFuture('22:00:00', 4));
    expect(await matchAlert(who)).toMatchObject({ status: 'queued' });
    at(eatFuture('23:30:00', 4));
    expect(await matchAlert(who)).toMatchObject({ status: 'scheduled', sendAfter: eatFuture('05:00:00', 5) });
    at(eatFuture('06:00:00', 5));
    expect(await matchAlert(who)).toMatchObject({ status: 'queued' });
  });

  it('keeps quiet hours within the day too, and a turn still goes at once in them', async () => {
    const who = await person(t);
    await t.request({ method: 'PUT', url: '/api/profile/sms-alerts', token: who.token, payload: { quietHours: { start: 13, end: 15 } } });
    const lunch = eatFuture('14:00:00', 4);
    at(lunch);
    expect(await matchAlert(who)).toMatchObject({ status: 'scheduled', sendAfter: eatFuture('15:00:00', 4) });
    await tell(who, 'claim_received', 'lunch');
    expect((await t.rowsFor(who.user.phone)).find((row) => row.kind === 'claim_received')).toMatchObject({ status: 'queued', sendAfter: lunch });
  });

  it('refuses quiet hours that are not whole hours of the day, or start and end together, and keeps the old ones', async () => {
    const who = await person(t);
    for (const quietHours of [
      { start: 24, end: 7 },
      { start: -1, end: 7 },
      { start: 21.5, end: 7 },
      { start: 7, end: 7 },
      { start: 21 },
      { start: '21', end: '7' },
    ]) {
      const res = await t.request({ method: 'PUT', url: '/api/profile/sms-alerts', token: who.token, payload: { quietHours } });
      expect(res.statusCode, JSON.stringify(quietHours)).toBe(400);
    }
    const now = await t.request({ method: 'GET', url: '/api/profile/sms-alerts', token: who.token });
    expect(now.json().quietHours).toEqual({ start: 21, end: 7 });
  });
});
