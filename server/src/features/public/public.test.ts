import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

describe('public API on a fresh database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the default fees from settings', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/fees' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      finderAmount: 100, platformAmount: 50, totalFee: 150, finderPercentage: 67, platformPercentage: 33, currency: 'KES',
    });
  });

  it('serves stats with zero items and every seeded category', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/stats' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalItems).toBe(0);
    expect(body.claimedItems).toBe(0);
    expect(body.categories.map((c: { name: string }) => c.name)).toContain('Documents');
    expect(body.categories.every((c: { count: number }) => c.count === 0)).toBe(true);
  });

  it('tells how to reach support: the configured e-mail and phone, with a tel: link', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/support' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'support@okota.co.ke', phone: '0709 123 400', phoneHref: 'tel:+254709123400' });

    const configured = await createTestApp({ env: { SUPPORT_EMAIL: 'help@example.co.ke', SUPPORT_PHONE: '+254 712 000 111' } });
    try {
      const answer = await configured.request({ method: 'GET', url: '/api/public/support' });
      expect(answer.json()).toEqual({ email: 'help@example.co.ke', phone: '0712 000 111', phoneHref: 'tel:+254712000111' });
    } finally {
      await configured.close();
    }
  });

  it('lists categories', async () => {
    const res = await t.request({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThanOrEqual(8);
  });

  it('reports health with the database engine', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toMatch(/not found/);
  });

  it('answers malformed JSON with 400 JSON and no internals', async () => {
    const res = await t.request({
      method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().message).toBeTypeOf('string');
    expect(res.body).not.toMatch(/at .*\.ts|SELECT|stack/i);
  });

  it('serves an OpenAPI document describing the routes', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/public/fees']).toBeDefined();
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/public/fees' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
