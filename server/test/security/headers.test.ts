/**
 * Security headers (OWASP API8, misconfiguration): a strict Content-Security-Policy, no MIME
 * sniffing, no framing, no framework fingerprint, no cross-origin reads, and private files that
 * cannot run script even when opened directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';
import { buildWorld, type World } from './security.test-support';

describe('security headers', () => {
  let t: TestApp;
  let w: World;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
  });
  afterAll(() => t?.close());

  it('every answer carries CSP, nosniff, no framing, a referrer policy and no X-Powered-By', async () => {
    for (const url of ['/api/health', '/api/items', '/item/1', '/api/no-such-route', `/uploads/${w.proofKey}`]) {
      const res = await t.request({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it("answers no cross-origin request: another site's page cannot read the API with a user's token", async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user', token: w.actors.claimer.token, headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/auth/user',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a private proof file is served sandboxed and never cached', async () => {
    const res = await t.request({ method: 'GET', url: `/api/verifications/${w.paid.claim.id}/proof`, token: w.actors.finder.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-type']).toBe('image/png');
  });
});
