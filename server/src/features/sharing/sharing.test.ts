import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { items } from '../../db/schema';
import { deletePhoto } from '../../integrations/storage/stored-photos';
import { PREVIEW_MAX_BYTES } from './preview-image';

describe('sitemap and link-preview images', () => {
  let t: TestApp;
  let webDist: string;
  let finderId: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-body--></div></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    finderId = (await createUser(t.app.ctx.db)).user.id;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => t.request({ method: 'GET', url });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the public pages and every available item page with its last change, and drops one when it is hidden or claimed', async () => {
    const db = t.app.ctx.db;
    const listed = await createItem(db, finderId, { title: 'Listed ID card' });
    const hidden = await createItem(db, finderId, { title: 'Hidden scarf', isHidden: true });
    const claimed = await createItem(db, finderId, { title: 'Claimed umbrella', status: 'claimed', isClaimed: true });
    const removed = await createItem(db, finderId, { title: 'Removed bag', status: 'removed' });

    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const urls = locs(res.body);
    expect(urls).toContain('http://127.0.0.1:5000/');
    expect(urls).toContain('http://127.0.0.1:5000/search');
    expect(urls).toContain(`http://127.0.0.1:5000/item/${listed.id}`);
    for (const gone of [hidden, claimed, removed]) expect(urls).not.toContain(`http://127.0.0.1:5000/item/${gone.id}`);
    expect(res.body).toContain(`<loc>http://127.0.0.1:5000/item/${listed.id}</loc><lastmod>${listed.updatedAt.toISOString()}</lastmod>`);

    // An admin hides it: the next answer drops it, though the sitemap was just kept.
    await db.update(items).set({ isHidden: true }).where(eq(items.id, listed.id));
    expect(locs((await get('/sitemap.xml')).body)).not.toContain(`http://127.0.0.1:5000/item/${listed.id}`);
  });

  it('serves the split files an index points to, and 404 for others', async () => {
    const item = await createItem(t.app.ctx.db, finderId, { title: 'Paged wallet' });
    expect(locs((await get('/sitemaps/items-1.xml')).body)).toContain(`http://127.0.0.1:5000/item/${item.id}`);
    expect(locs((await get('/sitemaps/pages.xml')).body)).toContain('http://127.0.0.1:5000/help-center');
    for (const url of ['/sitemaps/items-0.xml', '/sitemaps/items-x.xml', '/sitemaps/..%2Fsecret.xml', '/sitemaps/pages.json']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('gives a WhatsApp-sized JPEG preview of the first photo: 1200×630, at most 300 KB, declared in the page head', async () => {
    const { storage } = t.app.ctx;
    const name = 'abcdefabcdefabcdefabcdefabcdef12';
    // A noisy photo: the hardest case for staying under the size limit.
    const noise = Buffer.from(Array.from({ length: 1600 * 1200 * 3 }, () => Math.floor(Math.random() * 256)));
    const photo = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .webp({ quality: 90 })
      .toBuffer();
    await storage.put(`items/${name}.webp`, photo, 'image/webp');
    const item = await createItem(t.app.ctx.db, finderId, { title: 'Tecno phone', images: [`/uploads/items/${name}.webp`] });

    const html = (await get(`/item/${item.id}`)).body;
    expect(html).toContain(`<meta property="og:image" content="http://127.0.0.1:5000/previews/${name}.jpg">`);
    expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');

    const res = await get(`/previews/${name}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    const metadata = await sharp(res.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    // Made once and kept; deleting the photo (an edit, an erased account) deletes it too.
    expect(await storage.get(`previews/${name}.jpg`)).not.toBeNull();
    expect((await get(`/previews/${name}.jpg`)).rawPayload.equals(res.rawPayload)).toBe(true);
    await deletePhoto(storage, `/uploads/items/${name}.webp`);
    expect(await storage.get(`previews/${name}.jpg`)).toBeNull();
    expect((await get(`/previews/${name}.jpg`)).statusCode).toBe(404);
  });

  it('answers 404 for a preview of anything but one of our photos', async () => {
    for (const url of [
      '/previews/0123456789abcdef0123456789abcdef.jpg',
      '/previews/x.jpg',
      '/previews/..%2F..%2Fetc.jpg',
      '/previews/ABCDEFABCDEFABCDEFABCDEFABCDEF12.jpg',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
