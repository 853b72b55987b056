import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COUNTIES } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
import { items, jobs, lostReportMatches, lostReports } from '../../db/schema';
import { matchItemJob } from './run-matching';
import {
  categoryIdOf,
  daysAgo,
  editItem,
  fileReport,
  matchesOf,
  notificationsOf,
  postItem,
  runJobs,
  type ItemPost,
  type ReportFields,
} from './lost-reports.test-support';

describe('matching found items with lost reports', () => {
  let t: TestApp;
  let electronics: number;
  let wallets: number;
  beforeAll(async () => {
    t = await createTestApp();
    electronics = await categoryIdOf(t, 'Electronics');
    wallets = await categoryIdOf(t, 'Wallets');
  });
  afterAll(() => t.close());

  const newUser = (firstName = 'Wanjiru') => createUser(t.app.ctx.db, { firstName });
  // Every scenario in a county of its own: a report also matches items posted before it.
  const unusedCounties = COUNTIES.filter((c) => c !== 'Nairobi' && c !== 'Turkana');
  const freshCounty = () => unusedCounties.shift()!;
  const tecnoReport = (overrides: Partial<ReportFields> = {}): ReportFields => ({
    title: 'Tecno Spark 10 phone, black',
    categoryId: electronics,
    description: 'Lost my black Tecno Spark 10 in a matatu from Githurai to town. It has a clear cover with an Arsenal sticker.',
    county: 'Nairobi',
    nearLocation: 'Githurai 45 stage',
    dateLost: daysAgo(10),
    ...overrides,
  });
  const tecnoItem = (overrides: Partial<ItemPost> = {}): ItemPost => ({
    title: 'Black Tecno phone',
    categoryId: electronics,
    description: 'Found a black Tecno Spark phone on the seat of a Super Metro matatu at Archives. Clear cover with a football sticker.',
    location: 'Nairobi',
    nearLocation: 'Archives stage',
    dateFound: daysAgo(9),
    ...overrides,
  });
  const matchNotices = async (token: string) => (await notificationsOf(t, token)).filter((n) => n.type === 'match');

  it('tells the owner once, in the background, with a link to the item; editing the item does not tell them again', async () => {
    const owner = await newUser('Brian');
    const finder = await newUser('Kamau');
    const report = await fileReport(t, owner.token, tecnoReport());
    await runJobs(t);

    const item = await postItem(t, finder.token, tecnoItem());
    // The finder's request only queued the work: nothing is matched yet.
    expect(await matchNotices(owner.token)).toEqual([]);
    const [queued] = await t.app.ctx.db.select().from(jobs).where(eq(jobs.type, matchItemJob.id));
    expect(queued).toBeDefined();

    await runJobs(t);
    const notices = await matchNotices(owner.token);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ type: 'match', itemId: item.id, title: 'Possible Match' });
    expect(notices[0].message).toContain('Tecno Spark 10 phone, black');

    const matches = await matchesOf(t, owner.token, report.id);
    expect(matches.map((m) => m.itemId)).toEqual([item.id]);
    expect(matches[0].score).toBeGreaterThanOrEqual(0.45);
    const listed = await t.request({ method: 'GET', url: '/api/lost-reports', token: owner.token });
    expect(listed.json()[0].matchCount).toBe(1);

    await editItem(
      t,
      finder.token,
      item.id,
      tecnoItem({ description: 'Found a black Tecno Spark phone in a Super Metro matatu at Archives. Clear cover, football sticker on the back.' }),
    );
    await runJobs(t);
    await editItem(t, finder.token, item.id, tecnoItem());
    await runJobs(t);
    expect(await matchNotices(owner.token)).toHaveLength(1);
    expect(await t.app.ctx.db.select().from(lostReportMatches).where(eq(lostReportMatches.itemId, item.id))).toHaveLength(1);
  });

  it('tells the owner of a report filed after the item was posted', async () => {
    const owner = await newUser();
    const finder = await newUser();
    const county = freshCounty();
    const item = await postItem(
      t,
      finder.token,
      tecnoItem({ location: county, title: 'Nokia 105 kabambe', description: 'Grey Nokia kabambe found at Kibuye market near the vegetable stalls.' }),
    );
    await runJobs(t);
    await fileReport(
      t,
      owner.token,
      tecnoReport({
        county,
        title: 'Nokia kabambe mulika mwizi',
        description: 'Small grey Nokia 105 kabambe phone, lost at Kibuye market on Sunday.',
      }),
    );
    await runJobs(t);
    const notices = await matchNotices(owner.token);
    expect(notices.map((n) => n.itemId)).toEqual([item.id]);
  });

  it('does not match another category, another county, or a date outside the window', async () => {
    const finder = await newUser();
    const cases: Array<[string, Partial<ReportFields>, Partial<ItemPost>]> = [
      ['category', {}, { categoryId: wallets }],
      ['county', {}, { location: 'Turkana' }],
      ['found before the loss', { dateLost: daysAgo(10) }, { dateFound: daysAgo(12) }],
      ['found 61 days after', { dateLost: daysAgo(70) }, { dateFound: daysAgo(9) }],
    ];
    for (const [why, reportChange, itemChange] of cases) {
      const owner = await newUser();
      const county = freshCounty();
      const report = await fileReport(t, owner.token, tecnoReport({ county, ...reportChange }));
      await postItem(t, finder.token, tecnoItem({ location: county, ...itemChange }));
      await runJobs(t);
      expect(await matchNotices(owner.token), why).toEqual([]);
      expect(await matchesOf(t, owner.token, report.id), why).toEqual([]);
    }
    // The last day of the window still matches: found 60 days after the loss.
    const owner = await newUser();
    const county = freshCounty();
    await fileReport(t, owner.token, tecnoReport({ county, dateLost: daysAgo(70) }));
    await postItem(t, finder.token, tecnoItem({ location: county, dateFound: daysAgo(10) }));
    await runJobs(t);
    expect(await matchNotices(owner.token)).toHaveLength(1);
  });

  it('does not tell the owner about a different phone in the same place and days', async () => {
    const owner = await newUser();
    const finder = await newUser();
    const county = freshCounty();
    await fileReport(
      t,
      owner.token,
      tecnoReport({ county, title: 'iPhone 12 white', description: 'White iPhone 12 in a pink case, lost at Sarit Centre food court.' }),
    );
    await postItem(
      t,
      finder.token,
      tecnoItem({ location: county, title: 'Infinix Hot 30 black', description: 'Found a black Infinix Hot phone near the Westlands stage, next to Sarit.' }),
    );
    await runJobs(t);
    expect(await matchNotices(owner.token)).toEqual([]);
  });

  it('never matches a closed or an expired report', async () => {
    const finder = await newUser();
    const county = freshCounty();
    const closedOwner = await newUser();
    const closed = await fileReport(t, closedOwner.token, tecnoReport({ county }));
    await t.request({ method: 'POST', url: `/api/lost-reports/${closed.id}/close`, token: closedOwner.token });
    // Expired by the clock, before the hourly job has marked it.
    const lateOwner = await newUser();
    const late = await fileReport(t, lateOwner.token, tecnoReport({ county }));
    await t.app.ctx.db
      .update(lostReports)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(lostReports.id, late.id));
    const expiredOwner = await newUser();
    const expired = await fileReport(t, expiredOwner.token, tecnoReport({ county }));
    await t.app.ctx.db.update(lostReports).set({ status: 'expired' }).where(eq(lostReports.id, expired.id));

    await postItem(t, finder.token, tecnoItem({ location: county }));
    await runJobs(t);
    for (const [owner, report] of [
      [closedOwner, closed],
      [lateOwner, late],
      [expiredOwner, expired],
    ] as const) {
      expect(await matchNotices(owner.token)).toEqual([]);
      expect(await matchesOf(t, owner.token, report.id)).toEqual([]);
    }
  });

  it('tells the finder nothing and shows them nothing of the report', async () => {
    const owner = await newUser('Faith');
    const finder = await newUser('Otieno');
    const county = freshCounty();
    const report = await fileReport(t, owner.token, tecnoReport({ county, title: 'Tecno Spark with Arsenal sticker' }));
    const posted = await postItem(t, finder.token, tecnoItem({ location: county }));
    await runJobs(t);
    expect(await matchNotices(owner.token)).toHaveLength(1);

    expect(await notificationsOf(t, finder.token)).toEqual([]);
    const reads = [
      JSON.stringify(posted),
      (await t.request({ method: 'GET', url: `/api/items/${posted.id}`, token: finder.token })).body,
      (await t.request({ method: 'GET', url: '/api/my-items', token: finder.token })).body,
      (await t.request({ method: 'GET', url: '/api/lost-reports', token: finder.token })).body,
      (await t.request({ method: 'GET', url: `/api/lost-reports/${report.id}`, token: finder.token })).body,
      (await t.request({ method: 'GET', url: `/api/lost-reports/${report.id}/matches`, token: finder.token })).body,
    ];
    for (const body of reads) {
      expect(body).not.toContain('Arsenal');
      expect(body).not.toContain('Faith');
      expect(body).not.toContain(owner.user.email);
      expect(body).not.toContain(owner.user.id);
      expect(body).not.toMatch(/lostReport|matchCount|"score"/);
    }
    const item = (await t.request({ method: 'GET', url: `/api/items/${posted.id}`, token: finder.token })).json();
    expect(Object.keys(item).sort()).toEqual(Object.keys(posted).sort());
  });

  it('does not tell a finder about their own item, nor match a hidden one', async () => {
    const finder = await newUser();
    const county = freshCounty();
    await fileReport(t, finder.token, tecnoReport({ county }));
    await postItem(t, finder.token, tecnoItem({ location: county }));
    await runJobs(t);
    expect(await matchNotices(finder.token)).toEqual([]);

    const owner = await newUser();
    const hiddenCounty = freshCounty();
    const report = await fileReport(t, owner.token, tecnoReport({ county: hiddenCounty }));
    await runJobs(t);
    const hidden = await postItem(t, finder.token, tecnoItem({ location: hiddenCounty }));
    // An admin hides it before the matching job runs.
    await t.app.ctx.db.update(items).set({ isHidden: true }).where(eq(items.id, hidden.id));
    await runJobs(t);
    expect(await matchNotices(owner.token)).toEqual([]);
    expect(await matchesOf(t, owner.token, report.id)).toEqual([]);
  });
});
