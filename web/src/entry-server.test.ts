import { describe, expect, it } from 'vitest';
import { installBrowserGlobals } from './test-support/browser-globals';

installBrowserGlobals({ document: true });

const { firstScreenQueries } = await import('./entry-server');

describe('the first screens the server draws, by page name (docs/decisions/0281)', () => {
  it('draws the landing page on each of its addresses, from the fees', () => {
    for (const path of ['/', '/home', '/landing', '/home/'])
      expect(
        firstScreenQueries(path)?.map((query) => query.path),
        path,
      ).toEqual(['/api/public/fees']);
  });

  it('draws search on both addresses, from nothing the server fetches', () => {
    for (const path of ['/search', '/search-items', '/search/']) expect(firstScreenQueries(path), path).toEqual([]);
  });

  it("draws an item's page from the guest's view of it, on both addresses", () => {
    for (const path of ['/item/12', '/items/12', '/item/12/']) {
      expect(
        firstScreenQueries(path)?.map((query) => query.path),
        path,
      ).toEqual(['/api/items/12', '/api/public/fees']);
    }
  });

  it('draws no other page, nor an item id no item can have', () => {
    for (const path of ['/profile', '/item/abc', '/item/12345678901', '/item/12/extra', '//', '/o/kilimani']) expect(firstScreenQueries(path), path).toBeNull();
  });
});
