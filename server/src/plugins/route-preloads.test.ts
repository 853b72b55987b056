import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRoutePreloads } from './route-preloads';

/** A build manifest: the entry, and two pages each with a chunk of their own and one the entry already loads. */
function distWithManifest(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'okota-preloads-'));
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_query.js'] },
    '_query.js': { file: 'assets/query-Q1.js' },
    'src/app/pages/item-page.tsx': { file: 'assets/item-page-I1.js', imports: ['_query.js', '_gallery.js'] },
    '_gallery.js': { file: 'assets/gallery-G1.js' },
    'src/app/pages/search-page.tsx': { file: 'assets/search-page-S1.js', imports: ['_query.js'] },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe("a page's code preloads with its HTML", () => {
  const preloads = loadRoutePreloads(distWithManifest());

  it("finds the page by its name in ROUTES, on each of its addresses: the item's and search's aliases too", () => {
    for (const pathname of ['/item/12', '/items/12', '/item/12/']) {
      expect(preloads(pathname), pathname).toBe(
        '<link rel="modulepreload" crossorigin href="/assets/item-page-I1.js">\n    <link rel="modulepreload" crossorigin href="/assets/gallery-G1.js">',
      );
    }
    for (const pathname of ['/search', '/search-items']) {
      expect(preloads(pathname), pathname).toBe('<link rel="modulepreload" crossorigin href="/assets/search-page-S1.js">');
    }
  });

  it('preloads nothing for other pages and for paths no page has', () => {
    for (const pathname of ['/', '/profile', '/item/12/extra', '/items', '/searching']) expect(preloads(pathname), pathname).toBe('');
  });
});
