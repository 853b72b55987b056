/**
 * Posting photo-first (issue 19, points 3 and 11): a photo is shown the moment it is chosen, Post
 * waits for it however slow the network, the new item opens at its top, and it can be shared on
 * WhatsApp.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { postItem, signUp } from './api';
import { baseUrl, launchBrowser, newPage, signedInPage } from './browser';

/** A 12-megapixel camera photo: shrinking it in the browser takes a noticeable moment. */
const cameraPhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(2)
    .jpeg({ quality: 92 })
    .toBuffer();

async function fillFields(page: Page, title: string) {
  await page.getByLabel('Item title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Bags' });
  await page.getByLabel('County').selectOption('Kisumu');
  await page.getByLabel('Description').fill('A green canvas backpack with a broken zip, left at the Kisumu bus park.');
  await page.getByLabel('Security question 1').fill('What is in the front pocket?');
}

describe('posting a found item, photo first', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('waits for a slow photo, opens the new item at its top and shares it on WhatsApp', { timeout: 60_000 }, async () => {
    const finder = await signUp('Wanjiru');
    const { page, context, errors } = await signedInPage(browser, finder);
    const title = `Green backpack ${Date.now().toString(36)}`;
    // A slow network: every photo upload takes 2.5 seconds to reach the server.
    let uploadsReleased = 0;
    await page.route('**/api/upload-temp-images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
      uploadsReleased += 1;
    });
    const posts: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/items') posts.push(uploadsReleased);
    });

    // Coming from another item's page, in the app, as a finder does: the item page's code is then
    // already loaded, and the new item used to open where the long form had been scrolled to.
    await page.goto(`/item/${await postItem(finder, 'Blue umbrella')}`);
    await page.getByRole('link', { name: 'Edit Item' }).waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/post-item');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // The photo comes first: its buttons are above the first field.
    const camera = await page.getByRole('button', { name: 'Take Photo' }).boundingBox();
    const titleField = await page.getByLabel('Item title').boundingBox();
    expect(camera!.y).toBeLessThan(titleField!.y);
    await fillFields(page, title);

    const post = page.getByRole('button', { name: 'Post Item' });
    await page.getByTestId('photo-input').setInputFiles({ name: 'backpack.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto() });
    // At once, while the browser is still shrinking it: a preview, and a Post that says why it waits.
    expect(await page.locator('form li img').first().getAttribute('src')).toMatch(/^blob:/);
    expect(await post.isDisabled()).toBe(true);
    await page.getByText('Waiting for 1 photo to finish uploading…').waitFor();
    expect(await post.getAttribute('aria-describedby')).toBe('item-form-status');

    // The finder scrolls down and submits straight away (Enter, or a quick tap): the post waits.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.evaluate(() => document.querySelector('form')!.requestSubmit());
    await page.getByText(/^Uploading \d{1,2}%$/).waitFor();

    await page.waitForURL(/\/item\/\d+$/, { timeout: 20_000 });
    expect(posts).toEqual([1]);
    await page.getByRole('heading', { name: title }).waitFor();
    const shown = await page.locator('main img').first().getAttribute('src');
    expect(shown).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.webp$/);
    // At its top, not where the long form was scrolled to; still there once the photo has loaded.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('heading', { name: 'Your item is live' }).waitFor();
    const itemUrl = `${baseUrl()}${new URL(page.url()).pathname}`;
    const share = page.getByRole('link', { name: 'Share on WhatsApp' });
    const text = `Found: ${title}. Is it yours, or do you know the owner? ${itemUrl}`;
    expect(await share.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(await share.getAttribute('target')).toBe('_blank');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the fields to fix beside Post, in Kiswahili too', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/post-item');
    await page.getByRole('button', { name: 'Post Item' }).click();
    await page.getByText('To post, fix: Item title, Category, County, Description, Security question 1').waitFor();
    await page.getByLabel('Item title').fill('Black umbrella');
    await page.getByText('To post, fix: Category, County, Description, Security question 1').waitFor();
    await context.close();
    expect(errors).toEqual([]);

    const finder = await signUp('Baraka');
    const sw = await signedInPage(browser, finder, undefined, 'sw');
    await sw.page.goto('/post-item');
    await sw.page.getByRole('button', { name: 'Weka Kitu' }).click();
    await sw.page.getByText(/^Ili uweke kitu, rekebisha: /).waitFor();
    expect(sw.errors).toEqual([]);
    await sw.context.close();
  });
});
