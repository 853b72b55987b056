/**
 * The organisation turns someone waits for (docs/decisions/0261), at 23:30 EAT so "at once" is
 * tested: admins hear of a new application (bell, SMS, e-mail), the applicant of the decision by
 * SMS in our words, and every desk member of a new claim on a held item, not only its poster.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import { setSmsClock } from '../sms/sms-clock';
import { startSmsApp, type SmsTestApp } from '../sms/sms.test-support';
import { claimPath, eatFuture, person, received, type Person } from '../notifications/turns/turns.test-support';
import { deskOrganisation, postedItem } from './collections/collections.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());
beforeEach(() => setSmsClock(() => eatFuture('23:30:00')));
afterEach(() => setSmsClock(undefined));

const bellKinds = async (who: Person) => (await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, who.user.id))).map((n) => n.kind);

async function anAdmin(language: 'en' | 'sw' = 'en'): Promise<Person> {
  const admin = await person(t, { language });
  await t.app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  return admin;
}

async function apply(applicant: Person, name = 'Kilimani Police Station') {
  const res = await t.request({
    method: 'POST',
    url: '/api/organisations',
    token: applicant.token,
    payload: { name, kind: 'police_station', county: 'Nairobi', landmark: 'Argwings Kodhek Road', hours: 'Mon–Sun 24 hours', publicPhone: '0711222333' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().organisation.id as string;
}

describe('organisation turns', () => {
  it('tells every admin of a new application at once: bell, SMS and e-mail, in our words', async () => {
    const [en, sw] = [await anAdmin('en'), await anAdmin('sw')];
    await apply(await person(t), 'Wanjiru Secret Desk');
    for (const admin of [en, sw]) {
      expect(await bellKinds(admin)).toContain('organisation_applied');
      const { sms, mails } = await received(t, admin);
      expect(sms.join('\n')).toMatch(
        admin === en ? /^Okota: a new organisation applied and waits for verification\. Check it: \S+$/m : /^Okota: shirika jipya limeomba/m,
      );
      expect(mails.map((m) => m.subject)).toContain(admin === en ? 'A new organisation waits for verification' : 'Shirika jipya linasubiri kuthibitishwa');
      expect(JSON.stringify({ sms, mails })).not.toContain('Wanjiru');
    }
  });

  it('tells the applicant of a verification and of a rejection by SMS, never quoting the name or the reason', async () => {
    const admin = await anAdmin();
    const applicant = await person(t);
    const verified = await apply(applicant, 'Wanjiru Desk One');
    const rejected = await apply(applicant, 'Wanjiru Desk Two');
    expect((await t.request({ method: 'POST', url: `/api/admin/organisations/${verified}/verify`, token: admin.token, payload: {} })).statusCode).toBe(200);
    const reason = { reason: 'The phone Kamau gave did not answer' };
    expect((await t.request({ method: 'POST', url: `/api/admin/organisations/${rejected}/reject`, token: admin.token, payload: reason })).statusCode).toBe(200);
    const { sms } = await received(t, applicant);
    expect(sms).toContainEqual(expect.stringMatching(/^Okota: your organisation is verified\. Its desk can now post found items and hand them over: \S+$/));
    expect(sms).toContainEqual(expect.stringMatching(/^Okota: your organisation's application was not accepted\. The reason is in your notifications: \S+$/));
    expect(sms.join('\n')).not.toMatch(/Wanjiru|Kamau/);
  });

  it("tells every desk member of a new claim on an item the organisation posted, each by bell and SMS, linking to the desk's claims", async () => {
    // By day: whether claim_received waits out the night is the quiet hours' rule, not this one's.
    setSmsClock(() => eatFuture('10:00:00'));
    const { organisation, desk, manager } = await deskOrganisation(t);
    const item = await postedItem(t, organisation.id, desk);
    const owner = await person(t);
    await claimPath(t, desk, owner).claim(item.id);
    for (const member of [desk, manager]) {
      expect(await bellKinds(member)).toContain('claim_received');
      const { sms, mails } = await received(t, member);
      // The desk's claims (which /desk/<item> opens), not a finder's dashboard that does not list them.
      expect(sms).toContainEqual(expect.stringMatching(/^Okota: new claim on an item you found/));
      expect(sms.at(-1)).toMatch(new RegExp(`: ${t.origin}/desk/${item.id}$`));
      expect(mails.at(-1)?.text).toContain(`${t.origin}/desk/${item.id}`);
    }
  });
});
