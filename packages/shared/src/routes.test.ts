import { describe, expect, it } from 'vitest';
import { isKnownPage, matchPage, ROUTE_PATTERNS, ROUTES } from './routes';

describe('the pages the server answers with the web app', () => {
  it('knows both development outboxes, and no other development path', () => {
    expect(isKnownPage('/dev/outbox')).toBe(true);
    expect(isKnownPage('/dev/sms-outbox')).toBe(true);
    expect(isKnownPage('/dev/anything-else')).toBe(false);
  });

  it('finds every page of ROUTES by its own name (docs/decisions/0281)', () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      if (typeof route === 'function') continue;
      const path = route.split(/[?#]/)[0]!;
      // A query or a fragment (signUp, verifyPhone) is the page before it.
      expect(matchPage(path)?.route, name).toBe(route === path ? name : matchPage(path)?.route);
      expect(matchPage(`${path}/`.replace('//', '/'))?.route, `${name} with a trailing slash`).toBe(matchPage(path)?.route);
    }
  });

  it("finds every router pattern's page by its name, with its parameters", () => {
    for (const [name, pattern] of Object.entries(ROUTE_PATTERNS)) {
      if (pattern.includes('*')) continue;
      const names = [...pattern.matchAll(/:(\w+)/g)].map((found) => found[1]!);
      expect(matchPage(pattern.replace(/:\w+/g, 'a/b')), `${name}: a parameter is one segment`).toBeNull();
      expect(matchPage(pattern.replace(/:\w+/g, 'a%20b')), name).toEqual({ route: name, params: Object.fromEntries(names.map((n) => [n, 'a b'])) });
    }
  });

  it("leads every builder of ROUTES to its pattern's page: 'item' to 'item', 'organisationDeskOf' to 'organisationDesk'", () => {
    for (const [name, route] of Object.entries(ROUTES)) {
      if (typeof route !== 'function') continue;
      const path = route('7').split(/[?#]/)[0]!;
      expect(matchPage(path)?.route, name).toBe(name === 'authThenBack' ? 'auth' : name.replace(/Of$/, ''));
    }
    expect(ROUTES.authThenBack('/item/7?claim=1')).toBe('/auth?redirect=%2Fitem%2F7%3Fclaim%3D1');
    expect(matchPage(ROUTES.organisation('Kilimani Police'))).toEqual({ route: 'organisation', params: { slug: 'Kilimani Police' } });
  });

  it('knows nothing ROUTES does not name: near misses are 404s', () => {
    for (const path of [
      '/admin/nope',
      '/item/7/extra',
      '/item/',
      '/items',
      '/organisations/7/other',
      '/organisations/7/intake/x',
      '/dev/anything-else',
      '/searching',
      '/search/x',
      '//',
      '/o/',
      '/desk',
      'item/7',
      '/ITEM/7',
      '/post-item.html',
    ]) {
      expect(matchPage(path), path).toBeNull();
    }
    expect(matchPage('/admin/users/')?.route).toBe('adminUsers');
    expect(matchPage('/organisations/apply')?.route).toBe('organisationApply');
    expect(matchPage('/organisations/0f6e5a9c-1111-4d4d-8e8e-123456789abc/import')).toEqual({
      route: 'organisationImport',
      params: { id: '0f6e5a9c-1111-4d4d-8e8e-123456789abc' },
    });
    expect(matchPage('/item/%E0%A4%A')).toEqual({ route: 'item', params: { id: '%E0%A4%A' } });
  });
});
