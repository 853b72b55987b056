/**
 * Fully Kiswahili (issue 19, point 6): with Kiswahili chosen, no screen shows English: no visible
 * text, aria-label, title, placeholder, option or tab title that is one of the app's English
 * strings (whose Kiswahili differs), an English category name, or a word the issue names
 * ("Claimer", "Welcome back", "Loading…"). The notification bell and a live toast too: a claim on
 * the signed-in finder's item arrives over /ws while the page is open.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN, call, claim, postItem, request, signUp } from './api';
import { launchBrowser, signedInContext } from './browser';
import { englishIn, englishMatcher, loadTranslations, looksEnglish, type EnglishMatcher, type Registered } from './english-strings';
import { Findings } from './findings';
import { PROBES, settle, setUpScene, tour, type Visit } from './screens';

const registered = vi.hoisted(() => new Map() as Registered);
vi.mock(import('../web/src/i18n/index'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    registerTranslations: (namespace: string, bundles: Parameters<typeof actual.registerTranslations>[1]) => {
      registered.set(namespace, bundles as never);
      actual.registerTranslations(namespace, bundles);
    },
  };
});

const textsOf = (page: import('playwright-core').Page, selector?: string): Promise<string[]> =>
  page.evaluate((within) => {
    const probes = (window as unknown as { okotaProbes: { texts: () => string[] } }).okotaProbes;
    if (!within) return probes.texts();
    // innerText keeps the line breaks between a title and its message apart.
    return [...document.querySelectorAll<HTMLElement>(within)]
      .flatMap((element) => [element, ...element.querySelectorAll<HTMLElement>('*')].flatMap((node) => (node.innerText ?? '').split('\n')))
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  }, selector);

/** The titles of the newest items, as the admin's lists show them (longest first, so none is cut by a shorter one). */
async function itemTitles(): Promise<string[]> {
  const admin = (await request<{ token: string }>('/api/auth/login', { body: ADMIN })).body;
  const pages = await Promise.all(
    [1, 2, 3].map((page) => call<{ items: Array<{ title: string }> }>('GET', `/api/admin/items?page=${page}`, undefined, admin.token)),
  );
  return [...new Set(pages.flatMap((answer) => answer.items.map((item) => item.title)))].sort((a, b) => b.length - a.length);
}

describe('no English on a Kiswahili screen', () => {
  let browser: Browser;
  let matcher: EnglishMatcher;
  let categoryNames: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    await loadTranslations(registered);
    matcher = englishMatcher(registered);
    // Category names come from the database in English; a Kiswahili screen must translate them.
    categoryNames = (await call<Array<{ name: string }>>('GET', '/api/categories')).map((category) => category.name);
  });
  afterAll(() => browser?.close());

  it("the English list is built from the app's own resources", () => {
    expect(registered.size).toBeGreaterThan(20);
    expect(englishIn('Search Found Items', matcher)).toBe('Search Found Items');
    expect(englishIn('Tafuta Vitu Vilivyookotwa', matcher)).toBeUndefined();
    expect(englishIn('Karibu, Claimer', matcher)).toBe('Claimer');
    expect(englishIn('Found near the Kencom bus stage with some cards inside.', matcher)).toBeUndefined();
    expect(englishIn('Found 2 days ago', matcher)).toBe('Found {{date}}');
    expect(englishIn('Pochi ya ngozi, 2 items', matcher)).toBeUndefined();
  });

  it('every screen at 390 and 1280 px', { timeout: 180_000 }, async () => {
    const seen: Array<[Visit, string]> = [];
    const errors = await tour(browser, await setUpScene(), { languages: ['sw'], widths: [390, 1280] }, async (visit) => {
      for (const text of await textsOf(visit.page)) seen.push([visit, text]);
    });
    // What people typed is theirs, not the app's: the browser files share one server, and another
    // file's item ("Electronics found in Nairobi", written by the WhatsApp bot for an English
    // speaker) may show on the admin's lists and audit. Its title is taken out before looking.
    const titles = await itemTitles();
    const english = new Findings();
    for (const [visit, text] of seen) {
      const ours = titles.reduce((rest, title) => rest.split(title).join(' '), text);
      const found = englishIn(ours, matcher, categoryNames);
      if (found) english.add(visit, `"${text.slice(0, 80)}"${found === ours ? '' : ` (is "${found}")`}`);
    }
    expect.soft(english.list(), 'English on a Kiswahili screen (screen | language | widths | text)').toEqual([]);
    expect.soft(errors, 'page errors').toEqual({});
  });

  it('the notification bell and a live toast', { timeout: 60_000 }, async () => {
    const finder = await signUp('Akinyi');
    const owner = await signUp('Kamau');
    // A Kiswahili title, so that any English in the notification is the app's own.
    const itemId = await postItem(finder, 'Pochi nyeusi ya ngozi', { description: 'Imeokotwa karibu na stendi ya Kencom, ina kadi ndani.' });
    const context = await signedInContext(browser, finder, { language: 'sw', bypassCSP: true });
    const page = await context.newPage();
    await page.goto('/finder-dashboard');
    await settle(page);
    await page.addScriptTag({ path: PROBES });
    // The socket connects once the signed-in header is up; give it a moment before the claim.
    await page.waitForTimeout(1_500);
    const LIVE = '[role="status"], [role="alert"]';
    const before = new Set(await textsOf(page, LIVE));
    await claim(itemId, owner);

    await page.waitForFunction(
      ([selector, old]) =>
        [...document.querySelectorAll(selector)].some(
          (element) => element.textContent?.trim() && !old.includes(element.textContent.replace(/\s+/g, ' ').trim()),
        ),
      [LIVE, [...before]] as const,
      { timeout: 15_000 },
    );
    const toastTexts = (await textsOf(page, LIVE)).filter((text) => !before.has(text));

    await page.getByRole('button', { name: /^Arifa/ }).click();
    const panel = page.locator('[data-radix-popper-content-wrapper]').last();
    await panel.waitFor();
    await page.waitForTimeout(300);
    const bellTexts = await textsOf(page, '[data-radix-popper-content-wrapper]');

    const problems: string[] = [];
    for (const [where, texts] of [
      ['toast', toastTexts],
      ['bell', bellTexts],
    ] as const) {
      for (const text of new Set(texts)) {
        const found = englishIn(text, matcher, categoryNames) ?? (looksEnglish(text) ? 'an English sentence' : undefined);
        if (found) problems.push(`${where}: "${text.slice(0, 100)}" (${found === text ? 'English' : found})`);
      }
    }
    expect(bellTexts.join(' ')).toContain('Pochi nyeusi ya ngozi');
    expect(problems, 'English in the Kiswahili notifications').toEqual([]);
    await context.close();
  });
});
