import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage } from './browser';

describe('landing page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the promise and the current fee, and switches to Kiswahili and back', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/');
    await page.getByText('Connect lost items with their owners').waitFor();
    await page.getByText(/KSh 150/).first().waitFor();
    await page.getByRole('button', { name: 'sw', exact: true }).click();
    await page.getByText('Unganisha vitu vilivyopotea na wamiliki wake').waitFor();
    await page.reload();
    await page.getByText('Unganisha vitu vilivyopotea na wamiliki wake').waitFor();
    await page.getByRole('button', { name: 'en', exact: true }).click();
    await page.getByText('Connect lost items with their owners').waitFor();
    const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrollsSideways).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows 404 Page Not Found for an unknown path', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});
