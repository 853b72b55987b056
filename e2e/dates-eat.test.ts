/**
 * Found dates are EAT days (issue 19, point 5): an item found today reads "Found today" just after
 * midnight and just before the next one in Nairobi, whatever zone the phone is set to. The
 * browser's clock is pinned to 00:30 and 23:30 EAT of the server's EAT day, so the item (found
 * "today" by the server's clock) and the page agree on which day it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { nairobiDay } from '@okota/shared/dates';
import { postItem, signUp } from './api';
import { baseUrl, launchBrowser, openPage, PHONE } from './browser';

const WORDS = {
  en: { found: 'Found', today: 'today', yesterday: 'yesterday' },
  sw: { found: 'Kiliokotwa', today: 'leo', yesterday: 'jana' },
} as const;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('found dates in East Africa Time', () => {
  let browser: Browser;
  let today: string;
  let items: { today: number; yesterday: number };
  const word = `kikapu${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    const finder = await signUp('Wanjiru');
    today = nairobiDay(new Date());
    items = {
      today: await postItem(finder, `Woven ${word} basket`, { dateFound: today, description: `A woven ${word} basket left on a matatu to Thika.` }),
      yesterday: await postItem(finder, `Old ${word} umbrella`, { dateFound: dayBefore(today), description: `A black ${word} umbrella left at the stage.` }),
    };
  });
  afterAll(() => browser?.close());

  for (const timezoneId of ['UTC', 'America/Los_Angeles']) {
    for (const [clock, eat] of [
      ['00:30', 'just after midnight'],
      ['23:30', 'just before midnight'],
    ] as const) {
      for (const language of ['en', 'sw'] as const) {
        it(`says "${WORDS[language].today}" at ${clock} EAT (${eat}) on a phone set to ${timezoneId}, in ${language}`, async () => {
          const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl(), timezoneId, locale: language === 'sw' ? 'sw-KE' : 'en-KE' });
          await context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
          const { page, errors } = await openPage(context);
          await page.clock.setFixedTime(new Date(`${today}T${clock}:00+03:00`));
          const w = WORDS[language];

          await page.goto(`/item/${items.today}`);
          const found = page.locator('dt', { hasText: new RegExp(`^${w.found}$`) }).locator('xpath=following-sibling::dd[1]');
          await expect.poll(() => found.textContent(), { timeout: 15_000 }).toBe(w.today);

          await page.goto(`/item/${items.yesterday}`);
          await expect.poll(() => found.textContent(), { timeout: 15_000 }).toBe(w.yesterday);

          await page.goto(`/search?search=${word}`);
          const cards = page.locator('main a[href^="/item/"]');
          await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(2);
          const texts = await cards.allTextContents();
          expect(texts.find((text) => text.includes('basket'))).toContain(`${w.found} ${w.today}`);
          expect(texts.find((text) => text.includes('umbrella'))).toContain(`${w.found} ${w.yesterday}`);
          expect(texts.join(' ')).not.toMatch(/hours? ago|in \d+ hours?|saa \d+/i);
          expect(errors).toEqual([]);
          await context.close();
        });
      }
    }
  }
});
