/**
 * Accessibility (issue 10, part 6): axe-core in the browser on every page, as the visitor each
 * page is for, on a phone and a desktop: no serious or critical violation. Then the keyboard
 * alone: sign in, switch the language, search with filters, open a dialog and close it with
 * Escape, focus going back where it was.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { ADMIN, call, paidItem, signUp, type Session } from './api';
import { DESKTOP, launchBrowser, openPage, PHONE, signedInContext } from './browser';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function openAs(browser: Browser, session: Session | null, viewport: typeof PHONE) {
  // axe-core goes in as a script tag, which the app's Content-Security-Policy would block.
  return openPage(await signedInContext(browser, session, { viewport, bypassCSP: true }));
}

/** Waits for the page's content: its main heading, and no loading spinner left. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('.animate-spin'), undefined, { timeout: 15_000 });
  // Entrance transitions (toasts, dialogs) end before axe measures colours.
  await page.waitForTimeout(400);
}

type Finding = { id: string; impact: string; help: string; targets: string[] };

/** Serious and critical axe violations on what the page shows now. */
async function axeFindings(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id, impact: violation.impact!, help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ')}`),
    }));
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
  let admin: Session;
  let itemId: number;
  let openItemId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    finder = await signUp('Wanjiku');
    claimer = await signUp('Otieno');
    itemId = await paidItem(finder, claimer);
    const [category] = await call<Array<{ id: number }>>('GET', '/api/categories');
    openItemId = (await call<{ id: number }>('POST', '/api/items', {
      title: 'Blue Samsung phone', description: 'A Samsung phone in a blue cover, found at the Kisumu matatu stage.',
      categoryId: category.id, location: 'Kisumu', dateFound: new Date().toISOString().slice(0, 10),
      verificationQuestion1: 'What is the lock screen picture?',
    }, finder.token)).id;
    admin = await call<Session>('POST', '/api/auth/login', ADMIN);
  });
  afterAll(() => browser?.close());

  const pages: Array<{ path: () => string; as: () => Session | null; name: string }> = [
    { name: 'landing', path: () => '/', as: () => null },
    { name: 'auth', path: () => '/auth', as: () => null },
    { name: 'sign up', path: () => '/auth?tab=signup', as: () => null },
    { name: 'search', path: () => '/search', as: () => null },
    { name: 'post item', path: () => '/post-item', as: () => null },
    { name: 'item page (guest)', path: () => `/item/${itemId}`, as: () => null },
    { name: 'item page (paid claimer)', path: () => `/item/${itemId}?expand=messages`, as: () => claimer },
    { name: 'finder dashboard', path: () => '/finder-dashboard', as: () => finder },
    { name: 'claimer dashboard', path: () => '/claimer-dashboard', as: () => claimer },
    { name: 'profile', path: () => '/profile', as: () => finder },
    { name: 'terms', path: () => '/terms-and-conditions', as: () => null },
    { name: 'privacy', path: () => '/privacy-policy', as: () => null },
    { name: 'help center', path: () => '/help-center', as: () => null },
    { name: 'contact', path: () => '/contact', as: () => null },
    { name: '404', path: () => '/no-such-page', as: () => null },
    ...['/admin', '/admin/dashboard', '/admin/users', '/admin/items', '/admin/categories', '/admin/settings',
      '/admin/verifications', '/admin/reports', '/admin/payouts', '/admin/ledger', '/admin/audit', '/admin/messages']
      .map((path) => ({ name: `admin ${path}`, path: () => path, as: () => admin })),
  ];

  for (const viewport of [PHONE, DESKTOP]) {
    it(`no serious or critical axe violation on any page at ${viewport.width} px`, { timeout: 240_000 }, async () => {
      const problems: Record<string, Finding[]> = {};
      for (const entry of pages) {
        const { page, context, errors } = await openAs(browser, entry.as(), viewport);
        await page.goto(entry.path());
        await settle(page);
        const findings = await axeFindings(page);
        if (findings.length) problems[entry.name] = findings;
        expect(errors, entry.name).toEqual([]);
        await context.close();
      }
      expect(problems).toEqual({});
    });
  }

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
    await page.getByText('Welcome back').first().waitFor();

    // The language switch: Tab to SW, Space switches; Enter on EN switches back.
    await page.goto('/search');
    await settle(page);
    const switcher = page.getByRole('group', { name: 'Language' });
    await tabTo(page, switcher.getByRole('button', { name: 'sw' }));
    await page.keyboard.press('Space');
    await page.getByRole('heading', { level: 1, name: 'Tafuta Vitu Vilivyopotea' }).waitFor();
    const english = page.getByRole('group', { name: 'Lugha' }).getByRole('button', { name: 'en' });
    await tabTo(page, english, 5, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Search Lost Items' }).waitFor();

    // Search and filters: type into the box, then choose a county with the arrow keys.
    await tabTo(page, page.getByLabel('Search items'));
    await page.keyboard.type('wallet');
    await page.getByRole('link', { name: /Black leather wallet/ }).first().waitFor();
    const county = page.getByLabel('County');
    await tabTo(page, county, 10);
    // The list starts with Nairobi (where the wallet is), then Baringo.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => county.inputValue()).toBe('Baringo');
    await page.getByText('No items found').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Clear filters' }), 10);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: /Black leather wallet/ }).first().waitFor();

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
