import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/helpers';

describe('the built web app', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log("okota")');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-Ab12Cd34.js', isEntry: true, imports: ['_query-Q1.js'] },
        '_query-Q1.js': { file: 'assets/query-Q1.js' },
        '_dialog-D1.js': { file: 'assets/dialog-D1.js', imports: ['_query-Q1.js'] },
        'src/app/pages/search-page.tsx': { file: 'assets/search-page-S1.js', isDynamicEntry: true, imports: ['_dialog-D1.js', '_query-Q1.js'] },
        'src/app/pages/item-page.tsx': { file: 'assets/item-page-I1.js', isDynamicEntry: true, imports: ['_dialog-D1.js'] },
      }),
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves hashed bundles for a year and pages without caching', async () => {
    const bundle = await t.request({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.request({ method: 'GET', url: '/search' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("preloads a public page's own code with its HTML, not the shell's, and nothing for a missing item", async () => {
    const search = (await t.request({ method: 'GET', url: '/search' })).body;
    expect(search).toContain('<link rel="modulepreload" crossorigin href="/assets/search-page-S1.js">');
    expect(search).toContain('<link rel="modulepreload" crossorigin href="/assets/dialog-D1.js">');
    expect(search).not.toContain('href="/assets/query-Q1.js"');
    expect((await t.request({ method: 'GET', url: '/contact' })).body).not.toContain('modulepreload');
    const missing = await t.request({ method: 'GET', url: '/item/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('modulepreload');
  });

  it('does not count its static files against the per-IP request limit, but counts pages and the API', async () => {
    // Many phones share one carrier address, and a first visit asks for twenty bundles.
    const files = await Promise.all(
      Array.from({ length: 1300 }, (_, i) =>
        t.request({ method: 'GET', url: i % 2 ? '/assets/index-Ab12Cd34.js' : '/favicon.svg', remoteAddress: '10.9.8.7' }),
      ),
    );
    expect(files.filter((response) => response.statusCode !== 200)).toEqual([]);

    const pages = await Promise.all(Array.from({ length: 1201 }, () => t.request({ method: 'GET', url: '/how-it-works-nowhere', remoteAddress: '10.9.8.6' })));
    expect(pages.filter((response) => response.statusCode === 429).length).toBeGreaterThan(0);
  });

  it("counts a made-up path that only looks like a static file: the exemption belongs to the built files' routes, not to a pattern", async () => {
    const fakes = await Promise.all(Array.from({ length: 1201 }, (_, i) => t.request({ method: 'GET', url: `/made-up-${i}.js`, remoteAddress: '10.9.8.5' })));
    expect(fakes.filter((response) => response.statusCode === 429).length).toBeGreaterThan(0);
  });
});
