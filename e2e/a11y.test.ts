/**
 * Accessibility (issue 10, part 6): the keyboard alone: sign in, switch the language, search with
 * filters, open a dialog and close it with Escape, focus going back where it was. axe-core on
 * every page, in both languages at 360, 390 and 1280 px, runs in e2e/contrast.test.ts, on the same
 * tour as the contrast check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { call, paidItem, signUp, type Session } from './api';
import { DESKTOP, launchBrowser, openPage, PHONE, signedInContext } from './browser';

async function openAs(browser: Browser, session: Session | null, viewport: typeof PHONE) {
  return openPage(await signedInContext(browser, session, { viewport }));
}

/** Waits for the page's content: its main heading, and no loading spinner left. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 15_000 });
  // Entrance transitions (toasts, dialogs) end before axe measures colours.
  await page.waitForTimeout(400);
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until the control has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator, limit = 60, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await isFocused(target))) throw new Error(`not reachable with Tab within ${limit} presses: ${target}`);
}

describe('accessibility', () => {
  let browser: Browser;
  let finder: Session;
  let claimer: Session;
  let openItemId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    finder = await signUp('Wanjiku');
    claimer = await signUp('Otieno');
    // The black leather wallet the search below finds.
    await paidItem(finder, claimer);
    const [category] = await call<Array<{ id: number }>>('GET', '/api/categories');
    openItemId = (
      await call<{ id: number }>(
        'POST',
        '/api/items',
        {
          title: 'Blue Samsung phone',
          description: 'A Samsung phone in a blue cover, found at the Kisumu matatu stage.',
          categoryId: category.id,
          location: 'Kisumu',
          dateFound: new Date().toISOString().slice(0, 10),
          verificationQuestion1: 'What is the lock screen picture?',
        },
        finder.token,
      )
    ).id;
  });
  afterAll(() => browser?.close());

  it('the main controls work from the keyboard alone', { timeout: 120_000 }, async () => {
    const person = await signUp('Njeri', 'Mzuri-Sana-2025');
    const { page, context, errors } = await openAs(browser, null, DESKTOP);

    // Sign in: Tab to the fields, type, Enter submits.
    await page.goto('/auth');
    await settle(page);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(person.email);
    await tabTo(page, page.getByLabel('Password', { exact: true }), 5);
    await page.keyboard.type(person.password);
    await page.keyboard.press('Enter');
    // Her first sign-in on this browser: "Welcome", not "Welcome back" (issue 34).
    await page.getByText('Welcome', { exact: true }).first().waitFor();

    // The language switch: Tab to SW, Space switches; Enter on EN switches back.
    await page.goto('/search');
    await settle(page);
    const switcher = page.getByRole('group', { name: 'Language' });
    await tabTo(page, switcher.getByRole('button', { name: 'sw' }));
    await page.keyboard.press('Space');
    await page.getByRole('heading', { level: 1, name: 'Tafuta Vitu Vilivyookotwa' }).waitFor();
    const english = page.getByRole('group', { name: 'Lugha' }).getByRole('button', { name: 'en' });
    await tabTo(page, english, 5, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search Found Items' }).waitFor();

    // Search and filters: type into the box, then choose a county with the arrow keys.
    await tabTo(page, page.getByLabel('Search items'));
    await page.keyboard.type('wallet');
    await page
      .getByRole('link', { name: /Black leather wallet/ })
      .first()
      .waitFor();
    const county = page.getByLabel('County');
    await tabTo(page, county, 10);
    // The list starts with Nairobi (where the wallet is), then Baringo.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => county.inputValue()).toBe('Baringo');
    await page.getByText('No items found').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Clear filters' }), 10);
    await page.keyboard.press('Enter');
    await page
      .getByRole('link', { name: /Black leather wallet/ })
      .first()
      .waitFor();

    // A dialog: opens with Enter, holds the focus, closes with Escape, and the focus returns.
    await tabTo(page, page.getByLabel('Search items'), 60, 'Shift+Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Samsung');
    const openItem = page.getByRole('link', { name: /Blue Samsung phone/ }).first();
    await tabTo(page, openItem);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/item/${openItemId}$`));
    await settle(page);
    const opener = page.getByRole('button', { name: 'Start Verification' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Verify Ownership' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives the focus back in the tick after the dialog leaves the page.
    await expect.poll(() => isFocused(opener)).toBe(true);
    // Space opens it too, and Tab stays inside while it is open.
    await page.keyboard.press('Space');
    await dialog.waitFor();
    for (let presses = 0; presses < 15; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });
});
