import { describe, expect, it } from 'vitest';
import { isKnownPage, PAGE_PATTERNS, ROUTE_PATTERNS, ROUTES } from './routes';

describe('the pages the server answers with the web app', () => {
  it('knows both development outboxes, and no other development path', () => {
    expect(isKnownPage('/dev/outbox')).toBe(true);
    expect(isKnownPage('/dev/sms-outbox')).toBe(true);
    expect(isKnownPage('/dev/anything-else')).toBe(false);
  });

  it('knows every page ROUTES names, as written or built (docs/decisions/0255)', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      const path = typeof route === 'function' ? route('7') : route;
      expect(isKnownPage(path.split(/[?#]/)[0]), name).toBe(true);
    }
    expect(ROUTES.authThenBack('/item/7?claim=1')).toBe('/auth?redirect=%2Fitem%2F7%3Fclaim%3D1');
  });

  it("knows every router pattern's pages", () => {
    for (const [name, pattern] of Object.entries(ROUTE_PATTERNS)) {
      expect(isKnownPage(pattern.replace(/:\w+/g, '7').replace('/*?', '')), name).toBe(true);
    }
  });

  it('knows nothing ROUTES does not name: each pattern is a page of ROUTES, and near misses are 404s', () => {
    const pages = [
      ...Object.values(ROUTES).map((route) => (typeof route === 'function' ? route('7') : route).split(/[?#]/)[0]!),
      ...Object.values(ROUTE_PATTERNS).map((pattern) => pattern.replace(/:\w+/g, '7')),
    ];
    for (const pattern of PAGE_PATTERNS)
      expect(
        pages.some((page) => pattern.test(page)),
        String(pattern),
      ).toBe(true);
    for (const path of ['/admin/nope', '/item/7/extra', '/organisations/7/other', '/dev/anything-else', '/searching', '//', '/o/']) {
      expect(isKnownPage(path), path).toBe(false);
    }
    expect(isKnownPage('/admin/users/')).toBe(true);
  });
});
