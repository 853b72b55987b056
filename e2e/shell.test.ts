/**
 * The shell a first-time visitor meets (issue 19, points 10, 12, 13 and 14; docs/decisions/0216):
 * thumb-sized header controls on a phone, Sign Up beside Sign In, plain words and one account
 * menu, "Welcome" and no success rate for a newcomer, admins landing on /admin, Mark all read,
 * 16 px inputs, checkbox rows and footer links a thumb can hit, toasts below the header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, call, claim, postItem, signUp } from './api';
import { DESKTOP, launchBrowser, newPage, PHONE, signedInContext, signedInPage, openPage } from './browser';

const SMALL_PHONE = { width: 360, height: 740 };

async function sizeOf(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not visible: ${locator.toString()}`);
  return { width: Math.round(box.width), height: Math.round(box.height) };
}

async function expectTouchTarget(locator: Locator, what: string): Promise<void> {
  const { width, height } = await sizeOf(locator);
  expect(Math.min(width, height), `${what}: ${width}×${height}`).toBeGreaterThanOrEqual(44);
}

async function headerFits(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const nav = document.querySelector('header nav')!;
    return nav.scrollWidth <= nav.clientWidth + 1 && document.documentElement.scrollWidth <= window.innerWidth;
  });
}

describe('the shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const viewport of [SMALL_PHONE, PHONE]) {
    for (const language of ['en', 'sw'] as const) {
      it(`a guest's header: 44 px controls and Sign Up beside Sign In (${language}, ${viewport.width}px)`, async () => {
        const { page, context, errors } = await openPage(await signedInContext(browser, null, { viewport, language }));
        await page.goto('/search');
        const header = page.locator('header');
        const switcher = header.getByRole('group', { name: language === 'en' ? 'Language' : 'Lugha' });
        await expectTouchTarget(switcher.getByRole('button', { name: 'en' }), 'EN');
        await expectTouchTarget(switcher.getByRole('button', { name: 'sw' }), 'SW');
        await expectTouchTarget(header.getByRole('link', { name: language === 'en' ? 'Sign In' : 'Ingia' }), 'Sign In');
        const signUpLink = header.getByRole('link', { name: language === 'en' ? 'Sign Up' : 'Jisajili' });
        await expectTouchTarget(signUpLink, 'Sign Up');
        await expectTouchTarget(header.getByRole('link', { name: /Okota/ }), 'logo');
        expect(await headerFits(page), 'header fits').toBe(true);

        await signUpLink.click();
        await page.waitForURL(/\/auth\?tab=signup$/);
        // Sign-up starts from the phone number (docs/decisions/0230).
        await page.getByRole('button', { name: language === 'en' ? 'Send Code by SMS' : 'Tuma Msimbo kwa SMS', exact: true }).waitFor();
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it("a signed-in person's header at 390 px: bell and account menu are 44 px, and the one menu uses plain words", async () => {
    const person = await signUp('Achieng');
    const { page, context, errors } = await signedInPage(browser, person, PHONE);
    await page.goto('/search');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expectTouchTarget(bell, 'bell');
    const menu = page.getByRole('button', { name: 'Account menu' });
    await expectTouchTarget(menu, 'account menu');
    expect(await page.getByRole('button', { name: /Open menu|Mode/ }).count(), 'no second menu').toBe(0);
    expect(await headerFits(page), 'header fits').toBe(true);

    await menu.click();
    for (const name of ['Things I found', 'Things I lost', 'Post a found item', 'Search found items', 'Profile', 'Sign out']) {
      await expectTouchTarget(page.getByRole('menuitem', { name }), name);
    }
    expect(
      await page
        .getByRole('menu')
        .getByText(/Claimer|Finder/)
        .count(),
    ).toBe(0);
    await page.getByRole('menuitem', { name: 'Things I lost' }).click();
    await page.waitForURL('**/claimer-dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const language of ['en', 'sw'] as const) {
    it(`greets a new person with "Welcome" and no success rate, and "Welcome back" later (${language})`, async () => {
      const person = await signUp('Baraka');
      const { page, context, errors } = await signedInPage(browser, person, PHONE, language);
      const [first, later] = language === 'en' ? ['Welcome, Baraka!', 'Welcome back, Baraka!'] : ['Karibu, Baraka!', 'Karibu tena, Baraka!'];
      await page.goto('/claimer-dashboard');
      await page.getByRole('heading', { level: 1, name: first }).waitFor();
      expect(await page.getByText(language === 'en' ? /Welcome back/ : /Karibu tena/).count()).toBe(0);
      expect(await page.getByText(language === 'en' ? /Success Rate/i : /Kiwango cha Mafanikio/i).count()).toBe(0);
      await page.getByRole('link', { name: language === 'en' ? 'Things I found' : 'Vitu nilivyookota' }).click();
      await page.waitForURL('**/finder-dashboard');
      await page.getByRole('heading', { level: 1, name: later }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('sends an admin to the admin dashboard after signing in', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    await page.goto('/auth');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks every notification read from the bell', async () => {
    const finder = await signUp('Kamau');
    const owner = await signUp('Nduta');
    await claim(await postItem(finder, 'Green umbrella'), owner);
    await claim(await postItem(finder, 'Grey school bag'), owner);
    const { page, context, errors } = await signedInPage(browser, finder, PHONE);
    await page.goto('/search');
    const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
    await bell.click();
    const markAll = page.getByRole('button', { name: 'Mark all read' });
    await expectTouchTarget(markAll, 'Mark all read');
    await markAll.click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(await markAll.count()).toBe(0);
    const list = await call<{ unreadCount: number; notifications: unknown[] }>('GET', '/api/notifications', undefined, finder.token);
    expect(list.unreadCount).toBe(0);
    expect(list.notifications.length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('phones: 16 px inputs, 44 px checkbox rows and footer links', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto('/auth?tab=signup');
    // The e-mail form has the most inputs and the terms row.
    await page.getByRole('button', { name: 'Use email instead' }).click();
    await page.getByLabel('First name').waitFor();
    const fontSizes = await page
      .locator('main input:not([type=checkbox]), main select, main textarea')
      .evaluateAll((controls) => controls.map((control) => parseFloat(getComputedStyle(control).fontSize)));
    expect(fontSizes.length).toBeGreaterThan(3);
    expect(Math.min(...fontSizes)).toBeGreaterThanOrEqual(16);
    await expectTouchTarget(page.locator('label', { has: page.getByRole('checkbox') }), 'terms checkbox row');
    for (const link of await page.locator('footer a').all()) await expectTouchTarget(link, `footer link ${await link.textContent()}`);

    await page.goto('/search');
    const searchFont = await page.getByLabel('Search items').evaluate((input) => parseFloat(getComputedStyle(input).fontSize));
    expect(searchFont).toBeGreaterThanOrEqual(16);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`a toast never covers the header, and its close button speaks Kiswahili (${viewport.width}px)`, async () => {
      const { page, context } = await openPage(await signedInContext(browser, null, { viewport, language: 'sw' }));
      await page.goto('/auth');
      await page.getByLabel('Barua pepe').fill('nobody@example.com');
      await page.getByLabel('Nenosiri', { exact: true }).fill('Wrong-Password-1');
      await page.locator('form').getByRole('button', { name: 'Ingia', exact: true }).click();
      const toast = page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Funga' }) });
      await toast.waitFor();
      const header = await page.locator('header').boundingBox();
      const box = await toast.boundingBox();
      expect(box!.y, 'toast below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
      await expectTouchTarget(toast.getByRole('button', { name: 'Funga' }), 'toast close');
      await context.close();
    });
  }
});
