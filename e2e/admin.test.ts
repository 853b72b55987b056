/**
 * The admin's two journeys of issue 9: change the finder's fee and see the new total where the
 * public sees it; hide an item with a reason and see it gone from search for a guest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN, postItem, request, signUp } from './api';
import { DESKTOP, launchBrowser, newPage, signedInContext } from './browser';

describe('administration in the browser', () => {
  let browser: Browser;
  let session: { token: string; user: unknown };

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await request<{ token: string; user: unknown }>('/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    session = login.body;
  });
  afterAll(async () => {
    // Other journeys expect the default fee.
    await request('/api/admin/settings', { token: session.token, body: { key: 'finder_amount', value: 100 } });
    await browser?.close();
  });

  it('changes the finder amount on /admin/settings and the landing page shows the new total', async () => {
    const context = await signedInContext(browser, session, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Payment Settings' }).waitFor();
    await page.getByText('Automatic Payment System').waitFor();

    const finder = page.getByLabel('Finder Amount (KSh)');
    await expect.poll(() => finder.inputValue()).toBe('100');
    await finder.fill('501');
    await page.getByRole('button', { name: 'Update Fees' }).click();
    await page.getByText('Finder amount must be between KSh 50 and KSh 500.').first().waitFor();

    await finder.fill('130');
    await page.getByTestId('fee-total').getByText('KSh 180').waitFor();
    await page.getByRole('button', { name: 'Update Fees' }).click();
    await page.getByText('Fee Updated Everywhere!').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const visitor = await newPage(browser);
    await visitor.page.goto('/');
    await visitor.page
      .getByText(/KSh 180/)
      .first()
      .waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('hides an item from /admin/items with a reason, and a guest no longer finds it in search', async () => {
    const finder = await signUp('Baraka');
    const word = `kikapu${Date.now().toString(36)}`;
    const title = `Red ${word} umbrella`;
    const itemId = await postItem(finder, title, { description: `A red ${word} umbrella left at the Kencom bus stage on Monday.` });

    const guest = await newPage(browser, DESKTOP);
    await guest.page.goto('/search');
    await guest.page.getByLabel('Search items').fill(word);
    await guest.page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .waitFor();

    const context = await signedInContext(browser, session, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/admin/items');
    await page.getByRole('heading', { name: 'Item Management' }).waitFor();
    await page.getByPlaceholder('Search items...').fill(word);
    const card = page.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Hide Item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('stays in the database and can be unhidden').waitFor();
    const confirm = dialog.getByRole('button', { name: 'Hide Item' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason (required)').fill('Duplicate of another listing');
    await confirm.click();
    await page.getByText('Item has been hidden from public view').waitFor();
    await card.getByText('Hidden: Duplicate of another listing').waitFor();
    await card.getByRole('button', { name: 'Show Item' }).waitFor();
    await context.close();

    await guest.page.reload();
    await guest.page.getByLabel('Search items').fill(word);
    await guest.page
      .getByText(/No items/i)
      .first()
      .waitFor();
    expect(await guest.page.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    expect((await request(`/api/items/${itemId}`)).status).toBe(404);
    await guest.context.close();
  });

  it('tells a signed-out visitor they are logged out and sends them to /auth', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/admin/dashboard');
    await page.getByText('You are logged out. Logging in again...').waitFor();
    await page.waitForURL(/\/auth/);
    await context.close();
  });

  it("shows 'Unauthorized access' to a signed-in user who is not an admin, and asks the server nothing", async () => {
    const user = await signUp('Chebet');
    const context = await signedInContext(browser, user, { viewport: DESKTOP });
    const page = await context.newPage();
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    await page.goto('/admin/users');
    await page.getByRole('heading', { name: 'Unauthorized access' }).waitFor();
    expect(adminCalls).toEqual([]);
    await context.close();
  });
});
