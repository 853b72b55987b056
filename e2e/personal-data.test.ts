/**
 * "Your data, your rights" (issue 20) in the browser, in English and Kiswahili: the profile's
 * "Download my data" saves one JSON file with the person's items in the page's language; the
 * two-step "Delete my account" screen says what happens, refuses a wrong password, explains money
 * in flight, and closes the account: the old session and password stop working.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { paidItem, postItem, request, signUp } from './api';
import { launchBrowser, signedInPage } from './browser';

const WORDS = {
  en: {
    download: 'Download my data',
    delete: 'Delete my account',
    step1: 'Step 1 of 2',
    step2: 'Step 2 of 2',
    continue: 'Continue',
    password: 'Your password',
    confirm: 'Delete my account for good',
    done: 'Your account has been deleted',
    happens: 'You are signed out on every device at once.',
    wrongPassword: 'Current password is incorrect',
    wait: 'Not yet: money is on its way',
  },
  sw: {
    download: 'Pakua data yangu',
    delete: 'Futa akaunti yangu',
    step1: 'Hatua ya 1 kati ya 2',
    step2: 'Hatua ya 2 kati ya 2',
    continue: 'Endelea',
    password: 'Nenosiri lako',
    confirm: 'Futa akaunti yangu kabisa',
    done: 'Akaunti yako imefutwa',
    happens: 'Unatolewa kwenye kila kifaa mara moja.',
    wrongPassword: 'Nenosiri la sasa si sahihi',
    wait: 'Bado: pesa ziko njiani',
  },
} as const;

type Language = keyof typeof WORDS;

async function downloadFrom(page: Page, language: Language) {
  await page.goto('/profile');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: WORDS[language].download }).click()]);
  expect(download.suggestedFilename()).toMatch(/^okota-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  return JSON.parse(await readFile((await download.path())!, 'utf8'));
}

async function openDeleteScreen(page: Page, language: Language) {
  await page.goto('/profile');
  await page.getByRole('link', { name: WORDS[language].delete }).click();
  await page.getByText(WORDS[language].step1).waitFor();
  await page.getByText(WORDS[language].happens).waitFor();
  await page.getByRole('button', { name: WORDS[language].continue }).click();
  await page.getByText(WORDS[language].step2).waitFor();
}

describe('your data, your rights', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const language of ['en', 'sw'] as const) {
    it(`downloads the data and deletes the account (${language})`, async () => {
      const me = await signUp(language === 'en' ? 'Zawadi' : 'Baraka');
      await postItem(me, `Blue umbrella ${language}`);
      const { page, context, errors } = await signedInPage(browser, me, undefined, language);

      const data = await downloadFrom(page, language);
      expect(data.language).toBe(language);
      expect(data.account.email).toBe(me.email);
      expect(data.items.map((item: { title: string }) => item.title)).toEqual([`Blue umbrella ${language}`]);
      expect(JSON.stringify(data)).not.toContain(me.token);

      await openDeleteScreen(page, language);
      const words = WORDS[language];
      await page.getByLabel(words.password).fill('not-my-password');
      await page.getByRole('button', { name: words.confirm }).click();
      await page.getByText(words.wrongPassword).waitFor();
      expect((await request('/api/auth/user', { token: me.token })).status).toBe(200);

      await page.getByLabel(words.password).fill(me.password);
      await page.getByRole('button', { name: words.confirm }).click();
      await page.getByText(words.done).waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      expect((await request('/api/auth/user', { token: me.token })).status).toBe(401);
      expect((await request('/api/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('asks a claimer whose payment is held until the hand-over to wait (sw)', async () => {
    const finder = await signUp('Wanjiku');
    const claimer = await signUp('Otieno');
    await paidItem(finder, claimer, 'Black leather wallet');
    const { page, context, errors } = await signedInPage(browser, claimer, undefined, 'sw');
    await openDeleteScreen(page, 'sw');
    await page.getByLabel(WORDS.sw.password).fill(claimer.password);
    await page.getByRole('button', { name: WORDS.sw.confirm }).click();
    await page.getByText(WORDS.sw.wait).waitFor();
    expect((await request('/api/auth/user', { token: claimer.token })).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
