/**
 * The landing, search and item pages are drawn on the server from the app's own components and
 * hydrated in the browser (docs/decisions/0252). If the two ever draw different markup, React
 * throws the drawing away (a hydration error, reported as a page error) and draws afresh: the
 * test fails on either sign, and checks the drawn nodes are the ones left on the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, PHONE } from './browser';
import { postItem, signUp } from './api';

describe('first screens drawn on the server, hydrated by the app', () => {
  let browser: Browser;
  let itemId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    itemId = await postItem(await signUp('Hydra'), 'Blue school bag');
  });
  afterAll(async () => {
    await browser.close();
  });

  const pages = () => ['/', '/search?search=bag', `/item/${itemId}`, '/?lang=sw'];

  it('keeps the drawn markup on each page: no hydration mismatch, no page error', async () => {
    for (const url of pages()) {
      const { context, page, errors } = await newPage(browser);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      // The drawn heading, taken before the app's code runs (the loader asks for it after the first paint).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('#root h1');
        });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const state = await page.evaluate(() => ({
        start: document.getElementById('root')?.dataset.start,
        drawnHeading: (window as unknown as { drawnHeading: Element | null }).drawnHeading?.textContent ?? null,
        kept: (window as unknown as { drawnHeading: Element | null }).drawnHeading?.isConnected ?? false,
      }));
      expect(state.drawnHeading, url).toBeTruthy();
      expect(state.start, url).toBe('hydrated');
      expect(state.kept, `${url}: the drawn heading was replaced`).toBe(true);
      expect(errors, url).toEqual([]);
      expect(
        consoleErrors.filter((text) => /hydrat|#418|#423|#425/i.test(text)),
        url,
      ).toEqual([]);
      await context.close();
    }
  });

  it("draws the pages whole without JavaScript: the item's title, and a landing search that works", async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/item/${itemId}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blue school bag');
    await page.goto('/');
    await page.getByRole('searchbox').first().fill('bag');
    await page.getByRole('searchbox').first().press('Enter');
    await page.waitForURL(/\/search\?search=bag$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await context.close();
  });
});
