/**
 * A match by SMS (issue 16), over HTTP: a found item that matches a lost report reaches the
 * owner's verified phone; and a report may name another phone to alert (the owner's own is often
 * what was lost), which gets nothing until its code is entered, and then gets the match.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { categoryIdOf, daysAgo, fileReport, postItem } from '../lost-reports/lost-reports.test-support';
import { setSmsClock } from './sms-clock';
import { startSmsApp, type SmsTestApp } from './sms.test-support';

let t: SmsTestApp;
let bags: number;
beforeAll(async () => {
  t = await startSmsApp();
  bags = await categoryIdOf(t, 'Bags');
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.sms.reset();
  setSmsClock(() => new Date(`${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T10:00:00+03:00`));
});
afterEach(() => setSmsClock(undefined));

let counter = 0;
const freshPhone = () => `+2547${String(Date.now() % 1e4).padStart(4, '0')}${String(counter++).padStart(4, '0')}`;

async function reportAndFind(county: string, owner: { token: string }) {
  const report = await fileReport(t, owner.token, {
    title: 'Black Nike backpack',
    categoryId: bags,
    county,
    dateLost: daysAgo(6),
    description: 'Black Nike backpack with school books of Form 3 and a blue water bottle.',
  });
  const finder = await createUser(t.app.ctx.db, { phone: freshPhone() });
  const post = async () => {
    const item = await postItem(t, finder.token, {
      title: 'Nike school bag',
      categoryId: bags,
      location: county,
      dateFound: daysAgo(5),
      description: 'Black Nike backpack with Form 3 books and a blue bottle, found in a matatu.',
    });
    for (let i = 0; i < 3; i++) await t.runJobs();
    return item;
  };
  return { reportId: report.id, post };
}

describe('match alerts by SMS', () => {
  it("go to the owner's verified phone with the item's link", async () => {
    const owner = await createUser(t.app.ctx.db, { phone: freshPhone() });
    const { post } = await reportAndFind('Kisumu', owner);
    const item = await post();
    const [sms] = await t.sms.outbox(owner.user.phone);
    expect(sms.text).toMatch(new RegExp(`^Okota: a found item may be yours \\(Bags, Kisumu, \\d+ \\w+ \\d{4}\\)\\. See it: ${t.origin}/item/${item.id}$`));
  });

  it('go to the phone the report names once it is proven, and only then', async () => {
    const owner = await createUser(t.app.ctx.db, { phone: freshPhone(), phoneVerified: false });
    const { reportId, post } = await reportAndFind('Kericho', owner);
    const spare = freshPhone();
    const named = await t.request({
      method: 'PUT',
      url: `/api/lost-reports/${reportId}/alert-phone`,
      token: owner.token,
      payload: { phone: `0${spare.slice(4)}` },
    });
    expect(named.json()).toEqual({ phone: expect.stringMatching(/^07/), verified: false });
    await t.runJobs();
    const code = await t.sms.codeFor(spare);
    // Not proven yet: a match now reaches nobody by SMS.
    await post();
    expect((await t.sms.outbox(spare)).map((m) => m.text)).toEqual([expect.stringMatching(/^Okota code/)]);
    expect(await t.sms.outbox(owner.user.phone)).toEqual([]);

    // Someone else's report: as if it did not exist.
    const stranger = await createUser(t.app.ctx.db, { phone: freshPhone() });
    expect(
      (await t.request({ method: 'POST', url: `/api/lost-reports/${reportId}/alert-phone/verify`, token: stranger.token, payload: { code } })).statusCode,
    ).toBe(404);

    // A wrong code is answered as the account's own phone code is (one rule for every code, auth/codes/check-sent-code.ts).
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await t.request({
      method: 'POST',
      url: `/api/lost-reports/${reportId}/alert-phone/verify`,
      token: owner.token,
      payload: { code: wrongCode },
    });
    expect(wrong.json()).toMatchObject({ code: 'PHONE_CODE_WRONG', reason: 'code_wrong', attemptsLeft: 4 });

    const proven = await t.request({ method: 'POST', url: `/api/lost-reports/${reportId}/alert-phone/verify`, token: owner.token, payload: { code } });
    expect(proven.json()).toMatchObject({ verified: true });
    await t.sms.reset();
    const item = await post();
    expect((await t.sms.outbox(spare)).map((m) => m.text)).toEqual([
      expect.stringMatching(new RegExp(`^Okota: a found item may be yours \\(Bags, Kericho, .+\\)\\. See it: ${t.origin}/item/${item.id}$`)),
    ]);
    expect(await t.sms.outbox(owner.user.phone)).toEqual([]);
  });
});
