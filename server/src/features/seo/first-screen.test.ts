import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { renderLandingPreview } from './landing-preview-html';
import { renderSearchPreview } from './search-preview-html';
import { LANDING_FIRST_SCREEN_WORDS } from '@okota/shared/first-screen/landing-words';
import { SEARCH_PAGE_FIRST_SCREEN_WORDS } from '@okota/shared/first-screen/search-page-words';

const INDEX = `<!doctype html><html lang="en"><head><!--app-head-->
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/query-Q1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
  </head><body><div id="root"><!--app-body--></div></body></html>`;

describe('the first screen the server draws for the landing and search pages', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

  it('draws the landing hero in English with the current fee, uncached, varying by language', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    const root = rootOf(response.body);
    expect(root).toContain('<h1 class="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">Connect lost items with their owners</h1>');
    expect(root).toContain('Owners pay one fee of KSh 150 per claim: KSh 100 goes to the finder.');
    expect(root).toContain('<form role="search" action="/search" method="get"');
    expect(root).toContain('<a href="/post-item"');
  });

  it('draws it in Kiswahili by ?lang, by the language chosen in the app (cookie) before Accept-Language', async () => {
    const kiswahili: Array<Record<string, string>> = [{ 'accept-language': 'sw-KE,sw;q=0.9' }, { cookie: 'okota_lang=sw', 'accept-language': 'en' }];
    for (const headers of kiswahili) {
      const root = rootOf((await page('/', headers)).body);
      expect(root).toContain('Unganisha vitu vilivyopotea na wamiliki wake');
      expect(root).toContain('Wamiliki hulipa ada moja ya KSh 150 kwa kila dai: KSh 100 huenda kwa mwokotaji.');
      expect(root).not.toContain('Connect lost items');
    }
    expect(rootOf((await page('/?lang=en', { cookie: 'okota_lang=sw' })).body)).toContain('Connect lost items with their owners');
    const english = await page('/search', { cookie: 'theme=x; okota_lang=en', 'accept-language': 'sw' });
    expect(english.body).toContain('<html lang="en">');
    expect(rootOf(english.body)).toContain('>Search Found Items</h1>');
  });

  it('draws the search page header and a disabled box, kept by the app until its code is in', async () => {
    const root = rootOf((await page('/search?lang=sw')).body);
    expect(root).toContain('<main data-server-preview lang="sw"');
    expect(root).toContain('Vitu vilivyookotwa kote Kenya. Fungua kimoja kuthibitisha ni chako.');
    expect(root).toMatch(/<input type="search" disabled placeholder="Tafuta: pochi, Samsung, kitambulisho\.\.\."/);
  });

  it("asks for the app's code after the first paint on drawn pages, and at once on the others", async () => {
    const landing = (await page('/')).body;
    const head = landing.slice(0, landing.indexOf('</head>'));
    expect(head).toContain('<template id="app-code"><link rel="modulepreload" crossorigin href="/assets/query-Q1.js"><script type="module" crossorigin src="/assets/index-E1.js"></script></template>');
    expect(head).toContain('<script src="/app-after-first-paint.js" defer></script>');
    // Outside the template, no tag fetches code: the stylesheet is the only request besides the loader.
    const outside = head.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/modulepreload|type="module"/);
    expect(outside).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C1.css">');

    const contact = (await page('/contact')).body;
    expect(contact).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(contact).not.toContain('app-code');
    expect(rootOf(contact)).toBe('');
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('app-code');
  });
});

describe('the drawn screens escape their words', () => {
  it('never lets a word become markup', () => {
    const hostile = '<img src=x onerror=alert(1)> "quoted" & more';
    const landing = renderLandingPreview({ ...LANDING_FIRST_SCREEN_WORDS.en, headline: hostile, search: { ...LANDING_FIRST_SCREEN_WORDS.en.search, placeholder: hostile } }, { totalFee: 150, finderAmount: 100 }, 'en');
    const search = renderSearchPreview({ ...SEARCH_PAGE_FIRST_SCREEN_WORDS.en, subtitle: hostile, placeholder: hostile }, 'en');
    for (const html of [landing, search]) {
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &amp; more');
    }
  });
});
