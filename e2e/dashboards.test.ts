/**
 * The finder dashboard, the claimer dashboard and the profile (issue 8), for users set up through
 * the public API: a finder with a paid item and an item with a pending claim, and the claimer
 * who paid. Every tab opens from the tab row, in English and Kiswahili, on a phone and a desktop,
 * without sideways scrolling and without page errors.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, DESKTOP, launchBrowser, newPage, PHONE } from './browser';

interface Session { token: string; user: { id: string; firstName: string } }

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { 'x-auth-token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let phoneCounter = Math.floor(Math.random() * 1_000_000);
function signUp(firstName: string): Promise<Session> {
  const suffix = randomBytes(3).toString('hex');
  const phone = `071${String(phoneCounter++ % 10_000_000).padStart(7, '0')}`;
  return call<Session>('POST', '/api/auth/register', {
    firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}-${suffix}@example.com`, phone, password: 'Passw0rd!x', acceptTerms: true,
  });
}

async function postItem(finder: Session, title: string): Promise<number> {
  const [category] = await call<Array<{ id: number }>>('GET', '/api/categories');
  const item = await call<{ id: number }>('POST', '/api/items', {
    title, description: 'Found near the Kencom bus stage with some cards inside.', categoryId: category.id, location: 'Nairobi',
    dateFound: new Date().toISOString().slice(0, 10), verificationQuestion1: 'What colour is the card holder inside?',
  }, finder.token);
  return item.id;
}

const claim = (itemId: number, claimer: Session) =>
  call<{ id: number }>('POST', `/api/items/${itemId}/verify`, { answer1: 'Blue', additionalDetails: 'It has my national ID and a photo of my daughter.' }, claimer.token);

/** The built-in M-Pesa simulator completes a payment from its success number. */
async function pay(itemId: number, claimer: Session): Promise<void> {
  const { payment } = await call<{ payment: { id: number } }>('POST', '/api/payments/initiate', { itemId, phoneNumber: '0708374149' }, claimer.token);
  const deadline = Date.now() + 30_000;
  while (!(await call<{ verified: boolean }>('GET', `/api/payments/${payment.id}/verify`, undefined, claimer.token)).verified) {
    if (Date.now() > deadline) throw new Error('the simulator did not complete the payment');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function signedInPage(browser: Browser, session: Session, viewport: typeof PHONE, language: 'en' | 'sw', storage: Record<string, string> = {}) {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript(([token, user, lang, session]) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', user);
    localStorage.setItem('i18nextLng', lang);
    for (const [key, value] of Object.entries(JSON.parse(session))) sessionStorage.setItem(key, value as string);
  }, [session.token, JSON.stringify(session.user), language, JSON.stringify(storage)] as const);
  return opened;
}

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
        await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Welcome back, Wanjiku!' : 'Karibu tena, Wanjiku!' }).waitFor();
        await walkTabs(page, FINDER_TABS, language, `finder ${where}`, errors);
        await context.close();
      });

      it(`the claimer dashboard's four tabs fit (${where})`, async () => {
        const { page, context, errors } = await signedInPage(browser, claimer, viewport, language);
        await page.goto('/claimer-dashboard');
        await page.getByRole('heading', { level: 1, name: language === 'en' ? 'Welcome back, Otieno!' : 'Karibu tena, Otieno!' }).waitFor();
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
    await page.waitForFunction((amount) => [...document.querySelectorAll('dd')].some((dd) => dd.textContent === amount), String(fees.finderAmount));

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
      ['/finder-dashboard', 'Please log in to access your finder dashboard.'],
      ['/claimer-dashboard', 'Please log in to access your claimer dashboard.'],
      ['/profile', 'Please log in to see your profile.'],
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      await page.getByText(message).waitFor();
      await expect(page.getByRole('link', { name: 'Log In' }).getAttribute('href')).resolves.toBe(`/auth?redirect=${encodeURIComponent(path)}`);
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
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } }).jpeg().toBuffer();
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
