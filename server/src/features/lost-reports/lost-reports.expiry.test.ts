import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp';
import { lostReports } from '../../db/schema';
import { expireAndRemind } from './expire-reports';
import { categoryIdOf, daysAgo, fileReport, notificationsOf, postItem, runJobs, type ReportFields } from './lost-reports.test-support';

const DAY_MS = 86_400_000;

describe('lost report expiry and reminder', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let keys: number;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    keys = await categoryIdOf(t, 'Keys');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const keysReport = (overrides: Partial<ReportFields> = {}): ReportFields => ({
    title: 'Toyota car key with Gor Mahia keyholder',
    categoryId: keys,
    description: 'Toyota remote car key on a green Gor Mahia keyholder, lost at Yaya Centre parking.',
    county: 'Nairobi',
    dateLost: daysAgo(5),
    ...overrides,
  });
  const setExpiry = (id: number, inDays: number) =>
    t.app.ctx.db
      .update(lostReports)
      .set({ expiresAt: new Date(Date.now() + inDays * DAY_MS) })
      .where(eq(lostReports.id, id));
  const reportOf = async (token: string, id: number) => (await t.request({ method: 'GET', url: `/api/lost-reports/${id}`, token })).json();

  it('reminds the owner once a week before expiry, in the app and by e-mail in their language, and not again', async () => {
    const owner = await createUser(t.app.ctx.db, { firstName: 'Njeri', language: 'sw' });
    const report = await fileReport(t, owner.token, keysReport());
    await setExpiry(report.id, 6);
    await runJobs(t);
    await expireAndRemind(t.app.ctx);
    await runJobs(t);

    const reminders = (await notificationsOf(t, owner.token)).filter((n) => n.type === 'system');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].message).toContain('Toyota car key with Gor Mahia keyholder');
    const mail = await smtp.waitFor(owner.user.email);
    expect(mail.subject).toBe('Ripoti yako "Toyota car key with Gor Mahia keyholder" itaisha baada ya wiki moja');
    expect(mail.text).toContain('/claimer-dashboard?tab=lost-reports');
    expect((await reportOf(owner.token, report.id)).reminderSentAt).not.toBeNull();
    expect(smtp.messages.filter((m) => m.to.includes(owner.user.email))).toHaveLength(1);
  });

  it('does not remind a report with more than a week to go, nor a closed one', async () => {
    const owner = await createUser(t.app.ctx.db);
    const early = await fileReport(t, owner.token, keysReport());
    await setExpiry(early.id, 8);
    const closed = await fileReport(t, owner.token, keysReport());
    await setExpiry(closed.id, 3);
    await t.request({ method: 'POST', url: `/api/lost-reports/${closed.id}/close`, token: owner.token });
    await expireAndRemind(t.app.ctx);
    await runJobs(t);
    expect(await notificationsOf(t, owner.token)).toEqual([]);
    expect(smtp.messages.filter((m) => m.to.includes(owner.user.email))).toEqual([]);
  });

  it('expires a report after its 90 days; it is no longer matched until renewed, and a renewal is reminded again', async () => {
    const owner = await createUser(t.app.ctx.db);
    const finder = await createUser(t.app.ctx.db);
    const report = await fileReport(t, owner.token, keysReport({ county: 'Kisumu', notifyEmail: false }));
    await t.app.ctx.db
      .update(lostReports)
      .set({ expiresAt: new Date(Date.now() - 1000), reminderSentAt: new Date(Date.now() - 7 * DAY_MS) })
      .where(eq(lostReports.id, report.id));
    const { expired } = await expireAndRemind(t.app.ctx);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect((await reportOf(owner.token, report.id)).status).toBe('expired');

    const item = await postItem(t, finder.token, {
      title: 'Toyota key',
      categoryId: keys,
      location: 'Kisumu',
      dateFound: daysAgo(4),
      description: 'Toyota car key with a green Gor Mahia keyholder found in the parking.',
    });
    await runJobs(t);
    expect(await notificationsOf(t, owner.token)).toEqual([]);

    const renewed = await t.request({ method: 'POST', url: `/api/lost-reports/${report.id}/renew`, token: owner.token });
    expect(renewed.json()).toMatchObject({ status: 'open', reminderSentAt: null });
    await runJobs(t);
    // Renewing compares the report with what was posted while it was expired.
    expect((await notificationsOf(t, owner.token)).map((n) => n.itemId)).toEqual([item.id]);

    await setExpiry(report.id, 2);
    await expireAndRemind(t.app.ctx);
    expect((await notificationsOf(t, owner.token)).filter((n) => n.type === 'system')).toHaveLength(1);
  });

  it('a report past its date is expired before the hourly pass stores it: for its owner, in their data export and for matching', async () => {
    const owner = await createUser(t.app.ctx.db);
    const finder = await createUser(t.app.ctx.db);
    const report = await fileReport(t, owner.token, keysReport({ county: 'Nakuru', notifyEmail: false }));
    await runJobs(t);
    await setExpiry(report.id, -1);
    // Stored 'open' still: only what db/lost-report-state.ts derives says expired.
    const [stored] = await t.app.ctx.db.select({ status: lostReports.status }).from(lostReports).where(eq(lostReports.id, report.id));
    expect(stored.status).toBe('open');

    expect((await reportOf(owner.token, report.id)).status).toBe('expired');
    const exported = (await t.request({ method: 'GET', url: '/api/me/export', token: owner.token })).json();
    expect(exported.lostReports.find((r: { id: number }) => r.id === report.id)).toMatchObject({ status: 'expired', statusText: 'Expired' });

    await postItem(t, finder.token, {
      title: 'Toyota key',
      categoryId: keys,
      location: 'Nakuru',
      dateFound: daysAgo(4),
      description: 'Toyota car key with a green Gor Mahia keyholder found in the parking.',
    });
    await runJobs(t);
    expect(await notificationsOf(t, owner.token)).toEqual([]);
  });
});
