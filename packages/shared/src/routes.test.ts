import { describe, expect, it } from 'vitest';
import { isKnownPage, ROUTE_PATTERNS, ROUTES } from './routes';

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
});
