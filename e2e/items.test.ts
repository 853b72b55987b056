import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, DESKTOP, launchBrowser, mailsTo, newPage, PHONE } from './browser';

async function waitForCode(address: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).find((m) => /\d{6}/.test(m.subject));
    if (mail) return /\d{6}/.exec(mail.subject)![0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code e-mailed to ${address}`);
}

/** A finder's account, made through the API (send-otp, the e-mailed code, verify-otp). */
async function createFinder() {
  const stamp = `${Date.now()}`;
  const person = { firstName: 'Akinyi', lastName: 'Otieno', email: `akinyi-${stamp}@example.com`, phone: `07${stamp.slice(-8)}`, password: 'Pata-Kitu-2025' };
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/send-otp', { email: person.email, firstName: person.firstName })).status).toBe(200);
  const otp = await waitForCode(person.email);
  const created = await post('/api/auth/verify-otp', { email: person.email, otp, registrationData: { ...person, acceptTerms: true } });
  expect(created.status).toBe(201);
  return person;
}

describe('posting a found item as a guest, then finding it', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('keeps the draft through sign-in, posts it, and the item can be searched and opened', async () => {
    const word = `kiondo${Date.now().toString(36)}`;
    const title = `Woven ${word} basket`;
    const { page, context, errors } = await newPage(browser);
    // Records the size of every file the page uploads (Chromium does not report multipart body sizes).
    await page.addInitScript(() => {
      const record = window as unknown as { sentFileSizes: number[] };
      record.sentFileSizes = [];
      const send = window.fetch.bind(window);
      const recordForm = (body: unknown) => body instanceof FormData && body.forEach((value) => value instanceof File && record.sentFileSizes.push(value.size));
      window.fetch = (input, init) => {
        recordForm(init?.body);
        return send(input, init);
      };
      // Photos go by XMLHttpRequest, which reports upload progress.
      const sendRequest = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        recordForm(body);
        return sendRequest.call(this, body);
      };
    });

    await page.goto('/post-item');
    await page.getByLabel('Item title').fill(title);
    await page.getByLabel('Category').selectOption({ label: 'Bags' });
    await page.getByLabel('County').selectOption('Machakos');
    await page.getByLabel('Nearby place (optional)').fill('Machakos bus park');
    await page.getByLabel('Description').fill(`A small woven ${word} with a leather strap, left on a bench at the bus park.`);
    await page.getByLabel('Security question 1').fill('What is inside the side pocket?');
    // A 12-megapixel, 2 MB camera photo: the browser should send a few hundred KB of it.
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .blur(2)
      .jpeg({ quality: 92 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(1_500_000);
    await page.getByTestId('photo-input').setInputFiles({ name: 'basket.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('1 / 5 photos').waitFor();
    await page.getByTestId('photo-status').waitFor({ state: 'detached' });
    const sent = await page.evaluate(() => (window as unknown as { sentFileSizes: number[] }).sentFileSizes);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBeGreaterThan(10_000);
    expect(sent[0]).toBeLessThan(600_000);
    await page.getByRole('button', { name: 'Post Item' }).click();

    await page.getByRole('dialog', { name: 'Sign in to post your item' }).waitFor();
    const finder = await createFinder();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(/\/auth\?redirect=/);
    await page.getByLabel('Email').fill(finder.email);
    await page.getByLabel('Password', { exact: true }).fill(finder.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const confirm = page.getByRole('dialog', { name: 'Complete Your Item Posting' });
    await confirm.waitFor();
    await confirm.getByText(title).waitFor();
    await confirm.getByRole('button', { name: 'Post Item Now' }).click();
    await page.getByText('Item posted successfully!').waitFor();
    await page.waitForURL(/\/item\/\d+$/);
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText('Your Posted Item').waitFor();
    const itemPath = new URL(page.url()).pathname;
    // The photo went through the browser's downscale and the server's re-encoding.
    const shown = await page.locator('main img').first().getAttribute('src');
    expect(shown).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.webp$/);

    // Someone else searches for it and opens it.
    const visitor = await newPage(browser, DESKTOP);
    await visitor.page.goto('/search');
    await visitor.page.getByLabel('Search items').fill(word.slice(0, -2));
    await visitor.page.getByRole('link', { name: new RegExp(title) }).click();
    await visitor.page.waitForURL(new RegExp(`${itemPath}$`));
    await visitor.page.getByRole('heading', { name: title }).waitFor();
    await visitor.page.getByText('Machakos').first().waitFor();
    expect(await visitor.page.getByText(finder.phone).count()).toBe(0);

    // The same page, fetched without JavaScript, carries the link preview.
    const html = await (await fetch(`${baseUrl()}${itemPath}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${title} – Machakos | Okota">`);
    // WhatsApp's preview: a 1200×630 JPEG cut from the first photo (docs/decisions/0218).
    const preview = /<meta property="og:image" content="(http[^"]+\/previews\/[0-9a-f]{32}\.jpg)">/.exec(html)?.[1];
    expect(preview).toBeTruthy();
    const jpeg = await fetch(preview!.replace(/^https?:\/\/[^/]+/, baseUrl()));
    expect([jpeg.status, jpeg.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect((await jpeg.arrayBuffer()).byteLength).toBeLessThanOrEqual(300 * 1024);

    // Before any JavaScript runs, a phone already sees the photo, the title and the county.
    const noScript = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    const firstPaint = await noScript.newPage();
    await firstPaint.goto(itemPath);
    expect(await firstPaint.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await firstPaint.locator('main img').first().getAttribute('src')).toBe(shown);
    await firstPaint.getByText('Machakos').first().waitFor();
    await noScript.close();

    expect(errors).toEqual([]);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});
