import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, PHONE, signedInContext } from './browser';
import { call, postItem, signUp } from './api';

const SMALL_PHONE = { width: 360, height: 740 };
const WORDS = {
  en: { searchLost: 'Search Found Items', postFound: 'Post Found Item', search: 'Search', recent: 'Just found', found: 'Found' },
  sw: { searchLost: 'Tafuta Vitu Vilivyookotwa', postFound: 'Weka Kitu Ulichookota', search: 'Tafuta', recent: 'Vilivyookotwa karibuni', found: 'Kiliokotwa' },
} as const;

/** Whether an input's whole placeholder shows, rather than being cut off mid-word. */
function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((element: HTMLInputElement) => {
    const probe = document.createElement('span');
    probe.style.font = getComputedStyle(element).font;
    probe.textContent = element.placeholder;
    document.body.append(probe);
    const fits = probe.getBoundingClientRect().width <= element.clientWidth - parseFloat(getComputedStyle(element).paddingLeft) * 2;
    probe.remove();
    return fits;
  });
}

/**
 * The contrast of a control's text against what is really behind it: its own background, or the
 * first ancestor's that is opaque, composited (WCAG 1.4.3). Colours go through a canvas, since
 * Tailwind 4 computes some as oklch().
 */
function contrastOf(control: Locator): Promise<number> {
  return control.evaluate((element) => {
    const pen = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgba = (css: string) => {
      pen.clearRect(0, 0, 1, 1);
      pen.fillStyle = css;
      pen.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = pen.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a: a / 255 };
    };
    const layers = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer.a > 0) layers.push(layer);
      if (layer.a === 1) break;
    }
    let back = { r: 255, g: 255, b: 255 };
    for (const top of layers.reverse())
      back = { r: top.r * top.a + back.r * (1 - top.a), g: top.g * top.a + back.g * (1 - top.a), b: top.b * top.a + back.b * (1 - top.a) };
    const text = rgba(getComputedStyle(element).color);
    const luminance = (c: { r: number; g: number; b: number }) =>
      [c.r, c.g, c.b]
        .map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
        .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
    const [light, dark] = [luminance(text), luminance(back)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}

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
    await page
      .getByText(/KSh 150/)
      .first()
      .waitFor();
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

  it('shows the hero buttons and search box readably, in both languages, on a phone and a desktop', async () => {
    for (const language of ['en', 'sw'] as const) {
      for (const viewport of [SMALL_PHONE, PHONE, DESKTOP]) {
        const context = await signedInContext(browser, null, { language, viewport });
        const page = await context.newPage();
        await page.goto('/');
        const hero = page.locator('main section').first();
        for (const name of [WORDS[language].searchLost, WORDS[language].postFound, WORDS[language].search]) {
          const control = hero.getByRole(name === WORDS[language].search ? 'button' : 'link', { name, exact: true });
          await control.waitFor();
          expect(await contrastOf(control), `${name} at ${viewport.width} px`).toBeGreaterThanOrEqual(4.5);
          const box = (await control.boundingBox())!;
          expect(box.height, `${name} touch target`).toBeGreaterThanOrEqual(44);
        }
        const box = hero.getByRole('searchbox');
        expect((await box.boundingBox())!.height, 'search box height').toBeGreaterThanOrEqual(44);
        expect(await box.evaluate((input) => parseFloat(getComputedStyle(input).fontSize)), 'no zoom on iOS').toBeGreaterThanOrEqual(16);
        expect(await placeholderFits(box), `the search hint at ${viewport.width} px`).toBe(true);
        const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
        expect(scrollsSideways, `${language} at ${viewport.width} px scrolls sideways`).toBe(false);
        await context.close();
      }
    }
  });

  it('invents nothing: no fixed success rate, no testimonials, no "Coming Soon", no "New category"', async () => {
    for (const language of ['en', 'sw'] as const) {
      const context = await signedInContext(browser, null, { language, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: WORDS[language].recent }).waitFor();
      await page.locator('#categories-title ~ ul li').first().waitFor();
      const text = await page.locator('main').innerText();
      for (const invented of [
        '98%',
        'Success rate',
        'Success Stories',
        'Wanjiku',
        'Hassan A.',
        'Otieno K.',
        'Coming Soon',
        'New category',
        'Kiwango cha mafanikio',
        'Hadithi za Mafanikio',
        'Inakuja',
        'Aina mpya',
      ]) {
        expect(text, `${language}: ${invented}`).not.toContain(invented);
      }
      await context.close();
    }
  });

  it('shows a figure only once it means something, and an honest call to post on an empty site', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const real = await call<Record<string, unknown>>('GET', '/api/public/stats');
    await page.route('**/api/public/stats', (route) =>
      route.fulfill({
        json: { ...real, availableItems: 9, reunitedItems: 5, countiesCovered: 2, recentItems: [] },
      }),
    );
    await page.goto('/');
    await page.getByText('No found items are listed yet').waitFor();
    await expect(page.getByRole('link', { name: 'Post a found item' }).getAttribute('href')).resolves.toBe('/post-item');
    // 5 reunions is the first that counts (LANDING_FIGURE_MINIMUM); 9 items and 2 counties are not yet.
    expect(await page.getByTestId('landing-figures').locator('dd').allInnerTexts()).toEqual(['5']);
    expect(await page.getByTestId('landing-figures').locator('dt').allInnerTexts()).toEqual(['Items back with their owners']);
    await context.close();
  });

  it('lists the newest real items in the hero, and its search box finds what was lost', async () => {
    const finder = await signUp('Akinyi');
    const word = `tecno${Date.now().toString(36)}`;
    const title = `Tecno ${word} phone`;
    const itemId = await postItem(finder, title, { location: 'Kisumu' });
    const stats = await call<{ recentItems: Array<{ id: number; title: string }> }>('GET', '/api/public/stats');
    expect(stats.recentItems[0]).toMatchObject({ id: itemId, title });

    for (const language of ['en', 'sw'] as const) {
      const context = await signedInContext(browser, null, { language, viewport: language === 'en' ? DESKTOP : PHONE });
      const page = await context.newPage();
      await page.goto('/');
      const recent = page.getByTestId('recent-items');
      const row = recent.getByRole('link', { name: new RegExp(title) });
      await row.waitFor();
      expect(await row.getAttribute('href')).toBe(`/item/${itemId}`);
      expect(await row.innerText()).toContain('Kisumu');
      expect(await row.innerText()).toContain(WORDS[language].found);
      // Every row is a real item, in the server's order.
      const hrefs = await recent.locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(stats.recentItems.map((item) => `/item/${item.id}`));

      const box = page.getByRole('searchbox', { name: language === 'en' ? 'What did you lose?' : 'Umepoteza nini?' });
      expect(await box.getAttribute('placeholder')).toBe(language === 'en' ? 'e.g. ID, Tecno phone' : 'k.m. kitambulisho, simu ya Tecno');

      await box.fill(word);
      await box.press('Enter');
      await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('search') === word);
      await page
        .getByRole('link', { name: new RegExp(title) })
        .first()
        .waitFor();
      await context.close();
    }
  });

  it('shows 404 Page Not Found for an unknown path', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });
});
