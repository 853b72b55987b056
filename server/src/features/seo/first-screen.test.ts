import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { WEB_FIRST_SCREEN_RENDERER } from './first-screen.test-support';

const INDEX = `<!doctype html><html lang="en"><head><!--app-head-->
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/query-Q1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
  </head><body><div id="root"><!--app-body--></div></body></html>`;

describe("the first screen the server draws for the landing and search pages, from the web app's components", () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    t = await createTestApp({ env: { WEB_DIST: webDist, WEB_SSR_ENTRY: WEB_FIRST_SCREEN_RENDERER } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';
  const dataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      language: string;
      cache: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
    } | null;

  it('draws the landing hero in English with the current fee, uncached, varying by language', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    const root = rootOf(response.body);
    expect(root).toContain('<h1 class="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">Connect lost items with their owners</h1>');
    expect(root).toContain('Owners pay one fee of KSh 150 per claim: KSh 100 goes to the finder.');
    expect(root).toMatch(/<form role="search"[^>]* action="\/search" method="get"/);
    expect(root).toContain('href="/post-item"');
    // The answers it was drawn from travel with it, and only those: the app hydrates with them.
    const data = dataOf(response.body)!;
    expect(data.language).toBe('en');
    expect(data.cache.queries.map((query) => query.queryKey)).toEqual([['public', 'fees']]);
    expect(data.cache.queries[0].state.data).toMatchObject({ totalFee: 150, finderAmount: 100 });
  });

  it('sends the drawn page whole when it is compressed (over 8 KB it is compressed as a stream)', async () => {
    const response = await page('/', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html.length).toBeGreaterThan(8192);
    expect(rootOf(html)).toContain('Connect lost items with their owners</h1>');
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

  it('draws the search page with its header and its box, with the words of the address', async () => {
    const response = await page('/search?lang=sw&search=pochi');
    const root = rootOf(response.body);
    expect(root).toContain('Vitu vilivyookotwa kote Kenya. Fungua kimoja kuthibitisha ni chako.');
    expect(root).toMatch(/<input[^>]*type="search"[^>]*placeholder="Tafuta: pochi, Samsung, kitambulisho\.\.\."[^>]*value="pochi"/);
    expect(dataOf(response.body)).toEqual({ language: 'sw', cache: { mutations: [], queries: [] } });
  });

  it("asks for the app's code after the first paint on drawn pages, and at once on the others", async () => {
    const landing = (await page('/')).body;
    const head = landing.slice(0, landing.indexOf('</head>'));
    expect(head).toContain(
      '<template id="app-code"><link rel="modulepreload" crossorigin href="/assets/query-Q1.js"><script type="module" crossorigin src="/assets/index-E1.js"></script></template>',
    );
    expect(head).toContain('<script src="/app-after-first-paint.js" defer></script>');
    // Outside the template, no tag fetches code: the stylesheet is the only request besides the loader.
    const outside = head.replace(/<template[\s\S]*<\/template>/, '');
    expect(outside).not.toMatch(/modulepreload|type="module"/);
    expect(outside).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C1.css">');

    const contact = (await page('/contact')).body;
    expect(contact).toContain('<script type="module" crossorigin src="/assets/index-E1.js"></script>');
    expect(contact).not.toContain('app-code');
    expect(rootOf(contact)).toBe('');
    expect(dataOf(contact)).toBeNull();
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('app-code');
  });
});

describe("a server without the web app's renderer (not built)", () => {
  it('serves the plain shell, which the app draws in the browser', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    const t = await createTestApp({ env: { WEB_DIST: webDist } });
    try {
      const landing = await t.request({ method: 'GET', url: '/' });
      expect(landing.statusCode).toBe(200);
      expect(landing.body).toContain('<div id="root"></div>');
      expect(landing.body).not.toContain('first-screen-data');
    } finally {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
