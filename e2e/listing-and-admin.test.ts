/**
 * Issue 19, point 13 (docs/decisions/0217): a finder takes their own listing down; "By location"
 * puts the searcher's county first, from the phone's position or a county they choose; an admin
 * makes another user an admin; an admin deletes a category that holds an item by moving it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, call, postItem, request, signUp, type Session } from './api';
import { DESKTOP, PHONE, baseUrl, launchBrowser, newPage, openPage, signedInContext, signedInPage } from './browser';

const MOMBASA = { latitude: -4.0435, longitude: 39.6682 };

/** The titles of the results, in the order the search lists them. */
const resultTitles = (page: Page, word: string) => page.locator('main ul > li').filter({ hasText: word }).locator('h3').allInnerTexts();

describe('listings and administration (issue 19, point 13)', () => {
  let browser: Browser;
  let admin: Session;
  let word: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await call<Session>('POST', '/api/auth/login', ADMIN);
    // One Nairobi item posted after one in Mombasa: newest first lists Nairobi first.
    const finder = await signUp('Halima');
    word = `pochi${Date.now().toString(36)}`;
    await postItem(finder, `Mombasa ${word} wallet`, { location: 'Mombasa', description: `A brown ${word} wallet left at the Likoni ferry.` });
    await postItem(finder, `Nairobi ${word} wallet`, { location: 'Nairobi', description: `A black ${word} wallet left at the Kencom stage.` });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets a finder take their listing down, and a guest no longer finds it', async () => {
    const finder = await signUp('Otieno');
    const title = `Green ${word} umbrella`;
    const itemId = await postItem(finder, title, { description: `A green ${word} umbrella found at the Kencom stage.` });

    const { page, context, errors } = await signedInPage(browser, finder, PHONE);
    // From the dashboard and back to it in the app, so its list must be asked for again.
    await page.goto('/finder-dashboard');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Active').waitFor();
    await row.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Take down this listing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take down this listing?' });
    await dialog.getByText('Any open claims on it will be closed').waitFor();
    for (const label of ['The owner got it back another way', 'I handed it to the police or an office', 'Another reason']) {
      await dialog.getByRole('radio', { name: label }).waitFor();
    }
    await dialog.getByRole('radio', { name: 'I handed it to the police or an office' }).check();
    const answer = page.waitForResponse((r) => r.url().endsWith(`/api/items/${itemId}/withdraw`));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    expect((await answer).request().postDataJSON()).toEqual({ reason: 'handed_in' });
    await page.getByText('Listing taken down').waitFor();
    await page.getByText('You took this listing down.').waitFor();
    expect(await page.getByRole('button', { name: 'Take down this listing' }).count()).toBe(0);
    await page.getByRole('link', { name: /Back/ }).click();
    await row.getByText('Removed').waitFor();
    // A second try is refused by the server, in words the finder can read.
    expect((await request(`/api/items/${itemId}/withdraw`, { token: finder.token, body: { reason: 'other' } })).body).toEqual({
      code: 'WITHDRAW_NOT_OPEN',
      message: 'Only an item that is still open can be taken down.',
      params: {},
    });
    expect(errors).toEqual([]);
    await context.close();

    const guest = await newPage(browser);
    await guest.page.goto(`/search?search=${word}`);
    await guest.page
      .getByRole('link', { name: new RegExp(`Mombasa ${word}`) })
      .first()
      .waitFor();
    expect(await guest.page.getByRole('link', { name: new RegExp(title) }).count()).toBe(0);
    await guest.context.close();
  });

  it('sorts by location from the phone position, rounded, which stays out of the address', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(MOMBASA);
    const { page, errors } = await openPage(context);
    await page.goto(`/search?search=${word}`);
    await expect.poll(() => resultTitles(page, word)).toEqual([`Nairobi ${word} wallet`, `Mombasa ${word} wallet`]);

    const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/items' && r.url().includes('sort=location'));
    await page.getByLabel('Sort').selectOption('location');
    const sent = new URL((await asked).url()).searchParams;
    expect([sent.get('lat'), sent.get('lng'), sent.get('near')]).toEqual(['-4.04', '39.67', null]);
    await page.getByText('Nearest to you first').waitFor();
    await expect.poll(() => resultTitles(page, word)).toEqual([`Mombasa ${word} wallet`, `Nairobi ${word} wallet`]);
    expect(page.url()).toContain('sort=location');
    expect(page.url()).not.toMatch(/lat=|lng=/);
    expect(await page.getByLabel('Near').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without the position, sorts from the county chosen under "Karibu na" (Kiswahili)', async () => {
    // No permission granted: the browser refuses the position, as when a person says no.
    const context = await signedInContext(browser, null, { language: 'sw' });
    const { page, errors } = await openPage(context);
    await page.goto(`/search?search=${word}&location=`);
    await page.getByLabel('Panga').selectOption('location');
    const near = page.getByLabel('Karibu na');
    await near.waitFor();
    expect(await near.inputValue()).toBe('');
    await near.selectOption('Mombasa');
    await expect.poll(() => resultTitles(page, word)).toEqual([`Mombasa ${word} wallet`, `Nairobi ${word} wallet`]);
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('Mombasa');
    await near.selectOption('Nairobi');
    await expect.poll(() => resultTitles(page, word)).toEqual([`Nairobi ${word} wallet`, `Mombasa ${word} wallet`]);

    // A shared link keeps the county and asks for no position.
    await page.goto(`/search?search=${word}&sort=location&near=Mombasa`);
    expect(await page.getByLabel('Karibu na').inputValue()).toBe('Mombasa');
    await expect.poll(() => resultTitles(page, word)).toEqual([`Mombasa ${word} wallet`, `Nairobi ${word} wallet`]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets an admin make another user an admin, who then reaches /admin', async () => {
    const promoted = await signUp('Wanjiru');
    const { page, context, errors } = await signedInPage(browser, admin, DESKTOP);
    await page.goto('/admin/users');
    await page.getByPlaceholder('Search by name, email or phone...').fill(promoted.email);
    const row = page.getByRole('row').filter({ hasText: promoted.email });
    await row.getByRole('button', { name: 'Make admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make Wanjiru Tester an admin?' });
    await dialog.getByRole('button', { name: 'Make admin' }).click();
    await page.getByText('Wanjiru Tester is now an admin.').waitFor();
    await row.getByRole('button', { name: 'Remove admin' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const theirs = await signedInPage(browser, promoted, DESKTOP);
    await theirs.page.goto('/admin');
    await theirs.page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await theirs.page.getByText('Unauthorized access').count()).toBe(0);
    await theirs.context.close();
  });

  it('lets an admin delete a category that holds an item by moving the item first', async () => {
    const name = `Umbrellas ${Date.now().toString(36)}`;
    const category = await call<{ id: number }>('POST', '/api/admin/categories', { name, icon: 'package' }, admin.token);
    const finder = await signUp('Kamau');
    const itemId = await postItem(finder, 'Blue folding umbrella', { categoryId: category.id });

    const { page, context, errors } = await signedInPage(browser, admin, DESKTOP);
    await page.goto('/admin/categories');
    const card = page.getByRole('listitem').filter({ hasText: name });
    await card.getByText('1 item').waitFor();
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Move and delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Move the items to').selectOption({ label: 'Electronics' });
    await confirm.click();
    await page.getByText('Category deleted').waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: name }).count()).toBe(0);
    expect(errors).toEqual([]);

    await page.goto(`/item/${itemId}`);
    await page.getByRole('heading', { name: 'Blue folding umbrella' }).waitFor();
    await page.locator('dd', { hasText: 'Electronics' }).waitFor();
    await context.close();
  });
});
