import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { dailyVisitors } from '../../db/schema';
import { createActors } from './admin.test-support';

describe('page-view beacon', () => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { ANALYTICS_SALT: 'test-salt-with-enough-length-0123456789' } });
    adminToken = (await createActors(t)).admin.token;
  });
  afterAll(() => t.close());

  const beacon = (ip: string, path = '/search', contentType = 'application/json') =>
    t.request({
      method: 'POST',
      url: '/api/analytics/pageview',
      remoteAddress: ip,
      headers: { 'content-type': contentType },
      payload: JSON.stringify({ path }),
    });

  it('counts views and unique visitors per day, storing a salted hash and never the IP', async () => {
    expect((await beacon('41.90.64.10')).statusCode).toBe(204);
    expect((await beacon('41.90.64.10', '/item/3')).statusCode).toBe(204);
    // navigator.sendBeacon sends text/plain.
    expect((await beacon('197.232.1.77', '/', 'text/plain;charset=UTF-8')).statusCode).toBe(204);

    const analytics = (await t.request({ method: 'GET', url: '/api/admin/analytics', token: adminToken })).json();
    expect(analytics.totals).toMatchObject({ totalPageViews: 3, totalUniqueVisitors: 2 });
    expect(analytics.dailyData.at(-1)).toMatchObject({ pageViews: 3, uniqueVisitors: 2 });

    const rows = await t.app.ctx.db.select().from(dailyVisitors);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.visitorHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toMatch(/41\.90|197\.232/);
    }
  });

  it('refuses a beacon without a path', async () => {
    const res = await t.request({ method: 'POST', url: '/api/analytics/pageview', payload: { path: 'no-slash' } });
    expect(res.statusCode).toBe(400);
  });
});
