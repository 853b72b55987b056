import { describe, expect, it } from 'vitest';
import { helmetOptions, recordHelmetHeaders } from './security-headers';

describe('security headers recorded from helmet once', () => {
  it("records every header helmet sets, with the site's CSP", () => {
    const headers = recordHelmetHeaders(helmetOptions({ isProduction: true, publicUrl: 'https://okota.co.ke' }));
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(headers['content-security-policy']).toContain("img-src 'self' blob:;");
    // The site's own WebSocket only: not ws:/wss: of any host, nor images from any https: host.
    expect(headers['content-security-policy']).toContain("connect-src 'self' wss://okota.co.ke;");
    for (const directive of headers['content-security-policy'].split(';').filter((d) => /^(img|connect)-src /.test(d))) {
      expect(directive).not.toMatch(/ (wss?|https|data):( |$)/);
    }
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    // Neither scripts nor styles inline (issue 35): a style attribute an attacker slips into a page does nothing.
    expect(headers['content-security-policy']).toContain("style-src 'self';");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('asks browsers to upgrade to HTTPS only in production', () => {
    const csp = recordHelmetHeaders(helmetOptions({ isProduction: false, publicUrl: 'http://localhost:5000' }))['content-security-policy'];
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("connect-src 'self' ws://localhost:5000;");
  });
});
