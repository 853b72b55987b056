import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { ITEM_CONTACT_REMOVED, LOST_REPORT_MESSAGES, MESSAGES } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createUser } from '../../../test/factories';
import { lostReports } from '../../db/schema';
import { jpegWithGps, multipart, photoPart } from '../items/items.test-support';
import { categoryIdOf, daysAgo, fileReport, type ReportFields } from './lost-reports.test-support';

describe('lost reports API', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let electronics: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app.ctx.db, { firstName: 'Achieng' });
    stranger = await createUser(t.app.ctx.db);
    admin = await createUser(t.app.ctx.db, { role: 'admin' });
    electronics = await categoryIdOf(t, 'Electronics');
  });
  afterAll(() => t.close());

  const fields = (overrides: Partial<ReportFields> = {}): ReportFields => ({
    title: 'Black Tecno Spark 10',
    categoryId: electronics,
    description: 'Lost in a matatu from Githurai to town, clear cover with an Arsenal sticker.',
    county: 'Nairobi',
    nearLocation: 'Githurai 45',
    dateLost: daysAgo(3),
    ...overrides,
  });

  it('files a report for 90 days, open, with every channel by default, and lists it to its owner only', async () => {
    const before = Date.now();
    const report = await fileReport(t, owner.token, fields());
    expect(report).toMatchObject({
      title: 'Black Tecno Spark 10',
      categoryName: 'Electronics',
      county: 'Nairobi',
      nearLocation: 'Githurai 45',
      dateLost: daysAgo(3),
      status: 'open',
      notifyInApp: true,
      notifyEmail: true,
      notifyPush: true,
      photoUrl: null,
      reminderSentAt: null,
      matchCount: 0,
    });
    const days = (new Date(report.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(89.99);
    expect(days).toBeLessThan(90.01);

    const mine = await t.request({ method: 'GET', url: '/api/lost-reports', token: owner.token });
    expect(mine.json().map((r: { id: number }) => r.id)).toContain(report.id);
    const theirs = await t.request({ method: 'GET', url: '/api/lost-reports', token: stranger.token });
    expect(theirs.json()).toEqual([]);
  });

  it('refuses bad input with 400 and per-field messages, and stores nothing', async () => {
    const countBefore = (await t.app.ctx.db.select().from(lostReports)).length;
    const cases: Array<[Partial<ReportFields> & Record<string, unknown>, string, string]> = [
      [{ title: 'Tec' }, 'title', MESSAGES.titleMin],
      [{ description: 'short' }, 'description', MESSAGES.descriptionMin],
      [{ county: 'Atlantis' }, 'county', MESSAGES.countyRequired],
      [{ dateLost: daysAgo(-2) }, 'dateLost', LOST_REPORT_MESSAGES.dateLostFuture],
      [{ dateLost: daysAgo(400) }, 'dateLost', LOST_REPORT_MESSAGES.dateLostTooOld],
      // The right shape, but no such day: it must not reach the database's date column.
      [{ dateLost: `${daysAgo(30).slice(0, 4)}-02-30` }, 'dateLost', LOST_REPORT_MESSAGES.dateLostRequired],
      [{ notifyInApp: false, notifyEmail: false, notifyPush: false }, 'notifyInApp', LOST_REPORT_MESSAGES.channelRequired],
    ];
    for (const [change, field, message] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/lost-reports', token: owner.token, payload: fields(change) });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors?.[field], field).toBe(message);
    }
    const unknownCategory = await t.request({ method: 'POST', url: '/api/lost-reports', token: owner.token, payload: fields({ categoryId: 99_999 }) });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().message).toBe(MESSAGES.categoryRequired);
    const guest = await t.request({ method: 'POST', url: '/api/lost-reports', payload: fields() });
    expect(guest.statusCode).toBe(401);
    expect((await t.app.ctx.db.select().from(lostReports)).length).toBe(countBefore);
  });

  it('answers 404 to anyone but the owner and admins, exactly as for a report that does not exist', async () => {
    const report = await fileReport(t, owner.token, fields({ title: 'Grey Nokia kabambe' }));
    const calls = (id: number) => [
      { method: 'GET' as const, url: `/api/lost-reports/${id}` },
      { method: 'PUT' as const, url: `/api/lost-reports/${id}`, payload: fields({ title: 'Changed by a stranger' }) },
      { method: 'POST' as const, url: `/api/lost-reports/${id}/renew` },
      { method: 'POST' as const, url: `/api/lost-reports/${id}/close` },
      { method: 'GET' as const, url: `/api/lost-reports/${id}/matches` },
      { method: 'GET' as const, url: `/api/lost-reports/${id}/photo` },
      { method: 'DELETE' as const, url: `/api/lost-reports/${id}` },
    ];
    const missingCalls = calls(2_000_000);
    for (const [index, call] of calls(report.id).entries()) {
      const res = await t.request({ ...call, token: stranger.token });
      const missing = await t.request({ ...missingCalls[index], token: stranger.token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.body).toBe(missing.body);
      expect(res.body).not.toContain('Nokia');
    }
    const guest = await t.request({ method: 'GET', url: `/api/lost-reports/${report.id}` });
    expect(guest.statusCode).toBe(401);

    const [row] = await t.app.ctx.db.select().from(lostReports).where(eq(lostReports.id, report.id));
    expect(row.title).toBe('Grey Nokia kabambe');
    expect(row.status).toBe('open');

    const byAdmin = await t.request({ method: 'GET', url: `/api/lost-reports/${report.id}`, token: admin.token });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().title).toBe('Grey Nokia kabambe');
    const adminCloses = await t.request({ method: 'POST', url: `/api/lost-reports/${report.id}/close`, token: admin.token });
    expect(adminCloses.json().status).toBe('closed');
  });

  it('edits every field, renews for 90 days from today, closes, and refuses to renew a closed report', async () => {
    const report = await fileReport(t, owner.token, fields({ title: 'Blue Samsung A14' }));
    const edited = await t.request({
      method: 'PUT',
      url: `/api/lost-reports/${report.id}`,
      token: owner.token,
      payload: fields({ title: 'Blue Samsung Galaxy A14', county: 'Mombasa', notifyEmail: false }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Blue Samsung Galaxy A14', county: 'Mombasa', notifyEmail: false, notifyPush: true });

    await t.app.ctx.db
      .update(lostReports)
      .set({ status: 'expired', expiresAt: new Date(Date.now() - 86_400_000), reminderSentAt: new Date() })
      .where(eq(lostReports.id, report.id));
    const renewed = await t.request({ method: 'POST', url: `/api/lost-reports/${report.id}/renew`, token: owner.token });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ status: 'open', reminderSentAt: null });
    expect(new Date(renewed.json().expiresAt).getTime()).toBeGreaterThan(Date.now() + 89.9 * 86_400_000);

    const closed = await t.request({ method: 'POST', url: `/api/lost-reports/${report.id}/close`, token: owner.token });
    expect(closed.json().status).toBe('closed');
    const renewClosed = await t.request({ method: 'POST', url: `/api/lost-reports/${report.id}/renew`, token: owner.token });
    expect(renewClosed.statusCode).toBe(409);
    expect(renewClosed.json().message).toBe(LOST_REPORT_MESSAGES.closedCannotRenew);
  });

  it('replaces contact details in the title, description and nearby place, on filing and on editing (docs/decisions/0140)', async () => {
    const removed = ITEM_CONTACT_REMOVED;
    const disguised = fields({
      title: 'Black Tecno 07 12/34/56/78',
      description: 'Clear cover with a sticker. Write to jane at gmail dot com please.',
      nearLocation: 'Githurai ０７１２ ３４５ ６７８',
    });
    const report = await fileReport(t, owner.token, disguised);
    const filed = (await t.request({ method: 'GET', url: `/api/lost-reports/${report.id}`, token: owner.token })).json();
    expect(filed).toMatchObject({
      title: `Black Tecno ${removed}`,
      description: `Clear cover with a sticker. Write to ${removed} please.`,
      nearLocation: `Githurai ${removed}`,
    });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/lost-reports/${report.id}`,
      token: owner.token,
      payload: fields({ title: 'Black Tecno, 07l2 345 67O', nearLocation: 'Stage, jane(at)yahoo(dot)com' }),
    });
    expect(edited.json()).toMatchObject({ title: `Black Tecno, ${removed}`, nearLocation: `Stage, ${removed}` });
  });

  it('keeps at most 10 open reports per owner', async () => {
    const busy = await createUser(t.app.ctx.db);
    for (let i = 0; i < 10; i++) await fileReport(t, busy.token, fields({ title: `Lost item number ${i + 1}` }));
    const eleventh = await t.request({ method: 'POST', url: '/api/lost-reports', token: busy.token, payload: fields() });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(LOST_REPORT_MESSAGES.tooManyOpen);
  });

  it('keeps the photo private: re-encoded without GPS, served only to the owner and admins, deleted with the report', async () => {
    const form = await multipart({ ...Object.fromEntries(Object.entries(fields({ title: 'HP laptop in a black sleeve' })).map(([k, v]) => [k, String(v)])) }, [
      photoPart(await jpegWithGps(), 'photo'),
    ]);
    const res = await t.request({ method: 'POST', url: '/api/lost-reports', token: owner.token, ...form });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json();
    expect(report.photoUrl).toBe(`/api/lost-reports/${report.id}/photo`);

    const photo = await t.request({ method: 'GET', url: report.photoUrl, token: owner.token });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.toString('latin1')).not.toContain('OkotaTestCam');
    const thumb = await t.request({ method: 'GET', url: `${report.photoUrl}?size=thumb`, token: admin.token });
    expect(Math.max((await sharp(thumb.rawPayload).metadata()).width!, 1)).toBeLessThanOrEqual(400);
    expect((await t.request({ method: 'GET', url: report.photoUrl, token: stranger.token })).statusCode).toBe(404);

    const [row] = await t.app.ctx.db.select().from(lostReports).where(eq(lostReports.id, report.id));
    expect(row.photoKey).toMatch(/^private\/lost-reports\/[0-9a-f]{32}\.webp$/);
    expect((await t.request({ method: 'GET', url: `/uploads/${row.photoKey}` })).statusCode).toBe(404);

    const twoPhotos = await multipart({ ...Object.fromEntries(Object.entries(fields()).map(([k, v]) => [k, String(v)])) }, [
      photoPart(await jpegWithGps(300, 200), 'photo'),
      photoPart(await jpegWithGps(300, 200), 'photo'),
    ]);
    const refused = await t.request({ method: 'POST', url: '/api/lost-reports', token: owner.token, ...twoPhotos });
    expect(refused.statusCode).toBe(400);

    const deleted = await t.request({ method: 'DELETE', url: `/api/lost-reports/${report.id}`, token: owner.token });
    expect(deleted.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/lost-reports/${report.id}`, token: owner.token })).statusCode).toBe(404);
    expect(await t.app.ctx.storage.get(row.photoKey!)).toBeNull();
  });
});
