import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { createActors, latestAudit } from './admin.test-support';

describe('reports', () => {
  let t: TestApp;
  let actors: Awaited<ReturnType<typeof createActors>>;
  let itemId: number;

  beforeAll(async () => {
    t = await createTestApp();
    actors = await createActors(t);
    itemId = (await createItem(t.app.ctx.db, actors.finder.user.id, { title: 'Suspicious laptop' })).id;
  });
  afterAll(() => t.close());

  const file = (token: string | undefined, payload: object) => t.request({ method: 'POST', url: '/api/reports', token, payload });
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) => t.request({ method, url, payload, token: actors.admin.token });

  it('lets a signed-in user report an item or a user, and shows admins the open ones with their targets', async () => {
    expect((await file(undefined, { targetType: 'item', targetId: itemId, reason: 'Scam' })).statusCode).toBe(401);
    const item = await file(actors.claimer.token, { targetType: 'item', targetId: itemId, reason: ' Looks like a scam ' });
    expect(item.statusCode, item.body).toBe(201);
    const user = await file(actors.claimer.token, { targetType: 'user', targetId: actors.finder.user.id, reason: 'Asked me to pay outside the app' });
    expect(user.statusCode).toBe(201);
    const again = await file(actors.claimer.token, { targetType: 'item', targetId: String(itemId), reason: 'Still a scam' });
    expect(again.json().report.id).toBe(item.json().report.id);
    expect([item.json().alreadyOpen, again.json().alreadyOpen]).toEqual([false, true]);

    const open = (await asAdmin('GET', '/api/admin/reports')).json();
    expect(open.total).toBe(2);
    expect(open.reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetType: 'item',
          targetLabel: 'Suspicious laptop',
          targetState: 'visible',
          reason: 'Looks like a scam',
          reporterName: 'Chege Claimer',
        }),
        expect.objectContaining({ targetType: 'user', targetLabel: 'Fatuma Finder', targetState: 'active', status: 'open' }),
      ]),
    );
    expect((await asAdmin('GET', '/api/admin/dashboard')).json().openReports).toBe(2);
  });

  it('refuses reports on nothing, on oneself, and without a reason', async () => {
    expect((await file(actors.claimer.token, { targetType: 'item', targetId: 999999, reason: 'x' })).statusCode).toBe(404);
    expect((await file(actors.claimer.token, { targetType: 'user', targetId: 'not-a-user', reason: 'x' })).statusCode).toBe(404);
    expect((await file(actors.finder.token, { targetType: 'item', targetId: itemId, reason: 'x' })).statusCode).toBe(400);
    expect((await file(actors.claimer.token, { targetType: 'user', targetId: actors.claimer.user.id, reason: 'x' })).statusCode).toBe(400);
    expect((await file(actors.claimer.token, { targetType: 'item', targetId: itemId, reason: '  ' })).statusCode).toBe(400);
    expect((await file(actors.claimer.token, { targetType: 'claim', targetId: itemId, reason: 'x' })).statusCode).toBe(400);
  });

  it('resolves and dismisses reports once, with the admin and the outcome on record', async () => {
    const [itemReport, userReport] = (await asAdmin('GET', '/api/admin/reports'))
      .json()
      .reports.sort((a: { targetType: string }, b: { targetType: string }) => a.targetType.localeCompare(b.targetType));
    const resolved = await asAdmin('POST', `/api/admin/reports/${itemReport.id}/resolve`, { resolution: 'Item hidden' });
    expect(resolved.json().report).toMatchObject({ status: 'resolved', resolution: 'Item hidden' });
    expect(await latestAudit(t)).toMatchObject({
      action: 'report.resolve',
      targetId: String(itemReport.id),
      reason: 'Item hidden',
      actorId: actors.admin.user.id,
    });

    const dismissed = await asAdmin('POST', `/api/admin/reports/${userReport.id}/dismiss`);
    expect(dismissed.json().report.status).toBe('dismissed');
    expect((await asAdmin('POST', `/api/admin/reports/${userReport.id}/resolve`)).statusCode).toBe(409);

    expect((await asAdmin('GET', '/api/admin/reports')).json().total).toBe(0);
    const all = (await asAdmin('GET', '/api/admin/reports?status=all')).json();
    expect(all.reports.find((r: { id: number }) => r.id === itemReport.id)).toMatchObject({ resolvedByName: 'Ada Admin' });
  });

  it('limits how many reports one user files in an hour', async () => {
    const { token } = await createUser(t.app.ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const target = await createItem(t.app.ctx.db, actors.finder.user.id);
      statuses.push((await file(token, { targetType: 'item', targetId: target.id, reason: `Report ${i}` })).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
