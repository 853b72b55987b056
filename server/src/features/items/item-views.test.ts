import { describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { WEB_FIRST_SCREEN_RENDERER } from '../seo/first-screen.test-support';
import { siteAnalytics } from '../../db/schema';

// An item's views count people (docs/decisions/0258): crawlers and chats' link previews get the item, uncounted.
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function itemViewsAfterClose(t: TestApp) {
  await t.app.close(); // flushes the counters
  const [day] = await t.app.ctx.db.select().from(siteAnalytics);
  return day?.itemViews ?? 0;
}

describe("an item's view count", () => {
  it('counts a person opening the item through the API, not a crawler or a link preview', async () => {
    const t = await createTestApp();
    const finder = await createUser(t.app.ctx.db);
    const item = await createItem(t.app.ctx.db, finder.user.id);
    for (const userAgent of [WHATSAPP, GOOGLEBOT, ANDROID_CHROME]) {
      const response = await t.request({ method: 'GET', url: `/api/items/${item.id}`, headers: { 'user-agent': userAgent } });
      // The bot still gets the item: only the count leaves it out.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: item.id });
    }
    expect(await itemViewsAfterClose(t)).toBe(1);
    await t.close();
  });

  it("counts a person's visit to the item page drawn on the server, not a link preview's", async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-body--></div></body></html>',
    );
    const t = await createTestApp({ env: { WEB_DIST: webDist, WEB_SSR_ENTRY: WEB_FIRST_SCREEN_RENDERER } });
    try {
      const finder = await createUser(t.app.ctx.db);
      const item = await createItem(t.app.ctx.db, finder.user.id, { title: 'Blue water bottle' });
      for (const userAgent of [WHATSAPP, GOOGLEBOT, ANDROID_CHROME]) {
        const page = await t.request({ method: 'GET', url: `/item/${item.id}`, headers: { 'user-agent': userAgent } });
        expect(page.statusCode).toBe(200);
        // The preview still gets the page drawn with the item.
        expect(page.body).toContain('>Blue water bottle</h1>');
      }
      expect(await itemViewsAfterClose(t)).toBe(1);
    } finally {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
