import { describe, expect, it } from 'vitest';
import { helmetOptions, recordHelmetHeaders } from './security-headers';

describe('security headers recorded from helmet once', () => {
  it("records every header helmet sets, with the site's CSP", () => {
    const headers = recordHelmetHeaders(helmetOptions({ isProduction: true }));
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'origin-agent-cluster',
      'referrer-policy', 'strict-transport-security', 'x-content-type-options', 'x-dns-prefetch-control',
      'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
    ]);
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('asks browsers to upgrade to HTTPS only in production', () => {
    expect(recordHelmetHeaders(helmetOptions({ isProduction: false }))['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});
