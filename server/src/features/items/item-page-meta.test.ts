import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { WEB_FIRST_SCREEN_RENDERER } from '../seo/first-screen.test-support';
import { createItem, createUser } from '../../../test/factories';

describe('link previews of item pages (HTML without JavaScript)', () => {
  let t: TestApp;
  let webDist: string;
  let ids: { wallet: number; claimed: number; hidden: number };

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-body--></div></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST: webDist, WEB_SSR_ENTRY: WEB_FIRST_SCREEN_RENDERER } });
    const db = t.app.ctx.db;
    const finder = await createUser(db);
    const wallet = await createItem(db, finder.user.id, {
      title: 'Brown "leather" wallet <b>',
      description:
        'A brown leather wallet with a school ID and some receipts, found on the Thika Road matatu going to town, near the Allsops stop early in the morning.',
      location: 'Kiambu',
      images: ['/uploads/items/0123456789abcdef0123456789abcdef.webp'],
    });
    const claimed = await createItem(db, finder.user.id, { title: 'Claimed umbrella', status: 'claimed', isClaimed: true });
    const hidden = await createItem(db, finder.user.id, { title: 'Hidden scarf', isHidden: true });
    ids = { wallet: wallet.id, claimed: claimed.id, hidden: hidden.id };
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string) => t.request({ method: 'GET', url });
  const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);

  it('carries the title, county, description, first photo and canonical link', async () => {
    const res = await page(`/item/${ids.wallet}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<meta property="og:title" content="Brown &quot;leather&quot; wallet &lt;b&gt; – Kiambu | Okota">');
    expect(html).not.toContain('<b>');
    const description = /<meta property="og:description" content="([^"]*)">/.exec(html)![1];
    expect(description.startsWith('A brown leather wallet with a school ID')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(121);
    expect(html).toContain('<meta property="og:image" content="http://127.0.0.1:5000/previews/0123456789abcdef0123456789abcdef.jpg">');
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:5000/item/${ids.wallet}">`);
    expect(html).toMatch(/<meta name="keywords" content="[^"]*Kiambu/);
  });

  it('draws the item page into #root from its components: photo, escaped title and county, for public items only', async () => {
    const html = (await page(`/item/${ids.wallet}`)).body;
    const root = /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)![1];
    expect(root).toMatch(/<img src="\/uploads\/items\/0123456789abcdef0123456789abcdef\.webp"[^>]* alt="Photo of Brown &quot;leather&quot; wallet &lt;b&gt;"/);
    expect(root).toContain('>Brown &quot;leather&quot; wallet &lt;b&gt;</h1>');
    expect(root).toContain('Kiambu');
    expect(root).not.toContain('<b>');
    // The guest's answer it was drawn from travels in the head, where no value can close its tag.
    const data = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html)![1];
    expect(data).toContain('Brown \\"leather\\" wallet \\u003cb>');
    expect((await page(`/item/${ids.hidden}`)).body).not.toContain('first-screen-data');
    // /search draws its own first screen (docs/decisions/0221): words only, never an item.
    expect((await page('/search')).body).not.toContain('wallet &lt;b&gt;');
  });

  it('preloads the photo the page draws first: the only photo, or the first thumbnail of several', async () => {
    const single = (await page(`/item/${ids.wallet}`)).body;
    const photo = '/uploads/items/0123456789abcdef0123456789abcdef';
    expect(single).toContain(
      `<link rel="preload" as="image" href="${photo}.webp" imagesrcset="${photo}-800.webp 800w, ${photo}.webp 1600w" imagesizes="(min-width: 1152px) 658px, (min-width: 1024px) calc(60vw - 34px), calc(100vw - 32px)" fetchpriority="high">`,
    );
    const finder = await createUser(t.app.ctx.db);
    const twoPhotos = await createItem(t.app.ctx.db, finder.user.id, {
      images: ['/uploads/items/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', '/uploads/items/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp'],
    });
    const html = (await page(`/item/${twoPhotos.id}`)).body;
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/uploads\/items\/a{32}-thumb\.webp" imagesrcset="\/uploads\/items\/a{32}-thumb\.webp 400w, \/uploads\/items\/a{32}-800\.webp 800w" imagesizes="[^"]+" fetchpriority="high">/,
    );
    expect(html).not.toContain('href="/uploads/items/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp"');
    const noPhoto = (await page(`/item/${ids.claimed}`)).body;
    expect(noPhoto).not.toContain('rel="preload"');
  });

  it('draws the first photo from the same srcset and sizes it preloads, so the browser fetches one file', async () => {
    const html = (await page(`/item/${ids.wallet}`)).body;
    const preload = /<link rel="preload" as="image" href="[^"]*" imagesrcset="([^"]+)" imagesizes="([^"]+)"/.exec(html)!;
    const img = /<div id="root">.*?<img src="[^"]*" srcSet="([^"]+)" sizes="([^"]+)"[^>]* width="800" height="600"/s.exec(html)!;
    expect(img[1]).toBe(preload[1]);
    expect(img[2]).toBe(preload[2]);
    expect(img[1]).toContain('-800.webp 800w');
  });

  it('gives Product structured data with the current fee in KES and the availability', async () => {
    const product = jsonLd((await page(`/items/${ids.wallet}`)).body);
    expect(product).toMatchObject({ '@type': 'Product', offers: { price: 150, priceCurrency: 'KES', availability: 'https://schema.org/InStock' } });
    const claimed = jsonLd((await page(`/item/${ids.claimed}`)).body);
    expect(claimed.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('canonicalises /items/{id} to /item/{id}', async () => {
    expect((await page(`/items/${ids.wallet}`)).body).toContain(`<link rel="canonical" href="http://127.0.0.1:5000/item/${ids.wallet}">`);
  });

  it('answers hidden and missing items with the 404 page', async () => {
    for (const url of [`/item/${ids.hidden}`, '/item/999999', '/item/not-a-number']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<title>404 Page Not Found</title>');
      expect(res.body).not.toContain('Hidden scarf');
    }
  });
});
