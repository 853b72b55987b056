/**
 * The search page forgives a mistyped word (issue 27, docs/decisions/0236): it shows the results
 * for the catalogue's word, says so, and links back to the words as typed, in both languages.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { postItem, signUp } from './api';
import { launchBrowser, signedInContext, openPage } from './browser';

/** A word of letters only that no other test posts, and the same word with one letter dropped. */
function unusualWord() {
  const letters = [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('');
  const word = `kikapu${letters}`;
  return { word, typo: word.slice(0, 7) + word.slice(8) };
}

describe('"Showing results for" on the search page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('searches the catalogue word, says so, and searches the typed words from the link (English)', async () => {
    const { word, typo } = unusualWord();
    const finder = await signUp('Wanjiru');
    await postItem(finder, `Woven ${word} basket`);
    const { page, errors } = await openPage(await signedInContext(browser, null));

    await page.goto(`/search?search=${typo}`);
    const line = page.getByTestId('did-you-mean');
    await expect.poll(() => line.textContent()).toContain(`Showing results for ${word}`);
    await expect.poll(() => page.getByRole('heading', { name: `Woven ${word} basket` }).count()).toBe(1);

    await line.getByRole('link', { name: `Search instead for ${typo}` }).click();
    await expect.poll(() => page.url()).toContain('exact=1');
    await expect.poll(() => page.getByText('No items found').count()).toBe(1);
    expect(await line.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('says the same in Kiswahili', async () => {
    const { word, typo } = unusualWord();
    const finder = await signUp('Otieno');
    await postItem(finder, `Woven ${word} basket`);
    const { page, errors } = await openPage(await signedInContext(browser, null, { language: 'sw' }));

    await page.goto(`/search?search=${typo}`);
    const line = page.getByTestId('did-you-mean');
    await expect.poll(() => line.textContent()).toContain(`Tunaonyesha matokeo ya ${word}`);
    await expect.poll(() => line.getByRole('link').textContent()).toBe(`Tafuta ${typo} kama ulivyoandika`);
    expect(errors).toEqual([]);
  });
});
