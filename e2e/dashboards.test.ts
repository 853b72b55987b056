/**
 * The finder dashboard, the claimer dashboard and the profile (issue 8), for users set up through
 * the public API: a finder with a paid item and an item with a pending claim, and the claimer
 * who paid. Every tab opens from the tab row, in English and Kiswahili, on a phone and a desktop,
 * without sideways scrolling and without page errors.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { call, claim, pay, postItem, signUp, type Session } from './api';
import { DESKTOP, launchBrowser, newPage, PHONE, signedInPage } from './browser';

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Each tab's name, and a text its content shows once loaded. */
type Tab = { name: Record<'en' | 'sw', string>; shows: Record<'en' | 'sw', string> };

const FINDER_TABS: Tab[] = [
  { name: { en: 'Overview', sw: 'Muhtasari' }, shows: { en: 'How You Earn Money', sw: 'Jinsi Unavyopata Pesa' } },
  { name: { en: 'Claims', sw: 'Madai' }, shows: { en: 'Claims to Review', sw: 'Madai ya Kukagua' } },
  { name: { en: 'Items', sw: 'Vitu' }, shows: { en: 'Review Required', sw: 'Kinahitaji Ukaguzi' } },
  { name: { en: 'Earnings', sw: 'Mapato' }, shows: { en: 'Latest payments', sw: 'Malipo ya karibuni' } },
  { name: { en: 'Reviews', sw: 'Tathmini' }, shows: { en: 'No reviews yet', sw: 'Bado hakuna tathmini' } },
  { name: { en: 'Analytics', sw: 'Takwimu' }, shows: { en: 'Response time', sw: 'Muda wa kujibu' } },
  { name: { en: 'Settings', sw: 'Mipangilio' }, shows: { en: 'Push Notifications', sw: 'Arifa za Simu' } },
];

const CLAIMER_TABS: Tab[] = [
  { name: { en: 'Overview', sw: 'Muhtasari' }, shows: { en: 'How claiming works', sw: 'Jinsi kudai kunavyofanya kazi' } },
  { name: { en: 'My Claims', sw: 'Madai Yangu' }, shows: { en: 'Contact Finder', sw: 'Wasiliana na Mwokotaji' } },
  { name: { en: 'Payments', sw: 'Malipo' }, shows: { en: 'Total spent', sw: 'Jumla uliyotumia' } },
  { name: { en: 'Search Tips', sw: 'Vidokezo vya Kutafuta' }, shows: { en: 'Popular categories', sw: 'Aina maarufu' } },
];

async function walkTabs(page: Page, tabs: Tab[], language: 'en' | 'sw', label: string, errors: string[]) {
  for (const tab of tabs) {
    const trigger = page.getByRole('tab', { name: tab.name[language], exact: false }).first();
    await trigger.click();
    await page.getByRole('tab', { name: tab.name[language], exact: false, selected: true }).first().waitFor();
    await page.getByRole('tabpanel').getByText(tab.shows[language], { exact: false }).first().waitFor();
    expect(await scrollsSideways(page), `${label} ${tab.name.en}`).toBe(false);
  }
  expect(errors, label).toEqual([]);
}

describe('dashboards and profile', () => {
  let browser: Browser;
  let finder: Session;
  let claimer: Session;
  let paidItemId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    finder = await signUp('Wanjiku');
    claimer = await signUp('Otieno');
    paidItemId = await postItem(finder, 'Black leather wallet');
    const approved = await claim(paidItemId, claimer);
    await call('PUT', `/api/verifications/${approved.id}/status`, { status: 'approved' }, finder.token);
    await pay(paidItemId, claimer);
    await claim(await postItem(finder, 'Samsung phone in a blue cover'), claimer);
  });
  afterAll(() => browser?.close());

  for (const language of ['en', 'sw'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const where = `${language} at ${viewport.width}px`;

      it(`the finder dashboard's seven tabs fit (${where})`, async () => {
        const { page, context, errors } = await signedInPage(browser, finder, viewport, language);
        await page.goto('/finder-dashboard');
        await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Welcome, Wanjiku!' : 'Karibu, Wanjiku!' }).waitFor();
        await walkTabs(page, FINDER_TABS, language, `finder ${where}`, errors);
        await context.close();
      });

      it(`the claimer dashboard's four tabs fit (${where})`, async () => {
        const { page, context, errors } = await signedInPage(browser, claimer, viewport, language);
        await page.goto('/claimer-dashboard');
        await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Welcome, Otieno!' : 'Karibu, Otieno!' }).waitFor();
        await walkTabs(page, CLAIMER_TABS, language, `claimer ${where}`, errors);
        await context.close();
      });

      it(`the profile fits (${where})`, async () => {
        const { page, context, errors } = await signedInPage(browser, finder, viewport, language);
        await page.goto('/profile');
        await page.getByRole('heading', { level: 1, name: 'Wanjiku Tester' }).waitFor();
        await page.getByText('Black leather wallet').first().waitFor();
        expect(await scrollsSideways(page), `profile ${where}`).toBe(false);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it("shows the finder's figures as section 9 counts them, and the claims tab from the banner", async () => {
    const fees = await call<{ finderAmount: number }>('GET', '/api/public/fees');
    const { page, context } = await signedInPage(browser, finder, DESKTOP, 'en');
    await page.goto('/finder-dashboard');
    const figure = (label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(figure('Total Items Posted').textContent()).resolves.toBe('2');
    await expect(figure('Successfully Claimed').textContent()).resolves.toBe('1');
    await expect(figure('Active Listings').textContent()).resolves.toBe('1');
    await expect(figure('Pending Claims').textContent()).resolves.toBe('1');
    // The owner paid but the payout has not arrived: nothing is earned yet (issue 25, decision 0233).
    await expect.poll(() => figure('Total Earnings').textContent()).toBe('0');
    expect(fees.finderAmount).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Review Claims' }).click();
    await page.getByRole('tabpanel').getByText('Claims to Review').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('claims');

    // Radix tabs: the arrow keys move between tabs.
    await page.getByRole('tab', { name: /Claims/ }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Items', selected: true }).waitFor();
    await page.getByRole('tabpanel').getByText('Review Required').waitFor();
    await context.close();
  });

  it('tells signed-out visitors to log in', async () => {
    const { page, context, errors } = await newPage(browser, PHONE);
    for (const [path, message] of [
      ['/finder-dashboard', 'Please log in to see the things you found.'],
      ['/claimer-dashboard', 'Please log in to see the things you lost and your claims.'],
      ['/profile', 'Please log in to see your profile.'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText(message).waitFor();
      await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href')).resolves.toBe(
        `/auth?redirect=${encodeURIComponent(path)}`,
      );
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a guest post draft after sign-in, and discarding it removes it', async () => {
    const draft = JSON.stringify({ fields: { title: 'Red umbrella' }, savedAt: Date.now() });
    const { page, context } = await signedInPage(browser, finder, PHONE, 'en', { guest_items: draft });
    await page.goto('/finder-dashboard');
    const dialog = page.getByRole('dialog', { name: 'Finish your saved item?' });
    await dialog.getByText('"Red umbrella"').waitFor();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => sessionStorage.getItem('guest_items'))).resolves.toBeNull();
    await context.close();
  });

  it('offers to resume a claim started as a guest, and opens the item', async () => {
    const other = await signUp('Akinyi');
    const itemId = await postItem(finder, 'Green school backpack');
    const intent = JSON.stringify({ itemId, savedAt: Date.now() });
    const { page, context } = await signedInPage(browser, other, PHONE, 'en', { guest_claim: intent });
    await page.goto('/claimer-dashboard');
    const dialog = page.getByRole('dialog', { name: 'Continue your claim?' });
    await dialog.getByText('Green school backpack').waitFor();
    await dialog.getByRole('button', { name: 'Pay & Claim' }).click();
    await page.waitForURL(`**/item/${itemId}`);
    await expect(page.evaluate(() => sessionStorage.getItem('guest_claim'))).resolves.toBeNull();
    await context.close();
  });

  it('uploads a profile photo and shows it', async () => {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const { page, context, errors } = await signedInPage(browser, claimer, PHONE, 'en');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Add a photo' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByText('Profile photo updated').waitFor();
    const avatar = page.getByRole('img', { name: 'Profile photo of Otieno Tester' });
    await expect(avatar.getAttribute('src')).resolves.toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    await page.waitForFunction(() => (document.querySelector('img[alt^="Profile photo"]') as HTMLImageElement | null)?.naturalWidth === 256);
    expect(errors).toEqual([]);
    await context.close();
  });
});
