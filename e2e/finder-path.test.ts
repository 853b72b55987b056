/**
 * The web's finder path counted (issue 36, docs/benchmarks.md "Finder's path on the web"): a
 * first-time finder, a guest on the landing page of a 390 px phone, posts a found item with one
 * photo and one question, signing up by phone on the way. Counted the way the owner's taps are
 * (TapCounter: a click, an Enter that submits, an SMS link; typing and the touch into a field not
 * counted), with a native list (category, county) counted as two taps, open and choose, as a
 * WhatsApp list is; plus the pages opened and the bytes the phone downloaded and uploaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser, newPage } from './browser';
import { TapCounter, WORDS, newPhone, signUpByPhone } from './turns-support';

/** The most taps the path may take: today's count, so a change that adds one is seen. */
const MAX_FINDER_TAPS = 14;

describe("the finder's path on the web, landing page to a posted item", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is counted in taps, pages and bytes', { timeout: 90_000 }, async () => {
    const words = WORDS.en;
    const { page, context, errors } = await newPage(browser);
    page.setDefaultTimeout(20_000);
    const bytes = { down: 0, up: 0 };
    const pages: string[] = [];
    page.on('requestfinished', async (request) => {
      const sizes = await request.sizes().catch(() => null);
      if (!sizes) return;
      bytes.down += sizes.responseBodySize + sizes.responseHeadersSize;
      bytes.up += sizes.requestBodySize + sizes.requestHeadersSize;
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) pages.push(new URL(frame.url()).pathname);
    });
    const taps = new TapCounter();
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a6', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    const title = `Brown wallet ${Date.now().toString(36)}`;

    await page.goto('/');
    await taps.tap(page.locator('main a[href="/post-item"]').first(), 'Post a found item (landing page)');
    await page.waitForURL('**/post-item');
    const chooser = page.waitForEvent('filechooser');
    await taps.tap(page.getByRole('button', { name: 'Choose from Gallery' }), 'Choose from Gallery');
    await (await chooser).setFiles({ name: 'wallet.jpg', mimeType: 'image/jpeg', buffer: photo });
    taps.steps.push("the photo, in the phone's gallery");
    await page.getByLabel('Item title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Wallets' });
    taps.steps.push('Category: open the list', 'Category: choose');
    await page.getByLabel('County').selectOption('Nairobi');
    taps.steps.push('County: open the list', 'County: choose');
    await page.getByLabel('Description').fill('A brown leather wallet found on a bench at Kencom bus stage.');
    await page.getByLabel('Security question 1').fill('What colour is the card holder inside?');
    await page.getByText(/Waiting for 1 photo/).waitFor({ state: 'detached' });
    await taps.tap(page.getByRole('button', { name: words.postItem, exact: true }), 'Post Item');

    // A guest: the dialog offers sign-in, the draft is kept, and the sign-up comes back to it.
    const dialog = page.getByRole('dialog', { name: 'Sign in to post your item' });
    await taps.tap(dialog.getByRole('link', { name: 'Sign In' }), 'Sign In (dialog)');
    await page.waitForURL(/\/auth/);
    await taps.tap(page.getByRole('tab', { name: words.signUpTab }), 'Sign Up tab');
    await signUpByPhone(page, 'en', { phone: newPhone(), firstName: 'Atieno', password: 'Passw0rd!' }, taps);
    await page.waitForURL('**/post-item');
    await taps.tap(page.getByRole('button', { name: 'Post Item Now' }), 'Post Item Now (the kept draft)');
    await page.waitForURL(/\/item\/\d+$/);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.waitForLoadState('networkidle');

    const distinct = [...new Set(pages.map((p) => p.replace(/\/\d+$/, '/:id')))];
    const report = {
      taps: taps.count,
      steps: taps.steps,
      pagesOpened: pages.length,
      distinctPages: distinct,
      downloadedKB: Math.round(bytes.down / 1024),
      uploadedKB: Math.round(bytes.up / 1024),
    };
    console.log(`finder's web path: ${JSON.stringify(report, null, 2)}`);
    expect(taps.count, taps.steps.join(' → ')).toBeLessThanOrEqual(MAX_FINDER_TAPS);
    expect(errors).toEqual([]);
    await context.close();
  });
});
