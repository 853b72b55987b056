import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, baseUrl, launchBrowser, mailsTo, newPage } from './browser';

const SUPPORT_EMAIL = 'support@okota.co.ke';

const PAGES = [
  { path: '/terms-and-conditions', en: 'Terms and Conditions', sw: 'Sheria na Masharti', title: 'Terms and conditions – Okota' },
  { path: '/privacy-policy', en: 'Privacy Policy', sw: 'Sera ya Faragha', title: 'Privacy policy – Okota' },
  { path: '/help-center', en: 'Help Center', sw: 'Kituo cha Msaada', title: 'Help center – Okota' },
  { path: '/contact', en: 'Contact Us', sw: 'Wasiliana Nasi', title: 'Contact us – Okota' },
] as const;

async function openIn(browser: Browser, path: string, language: 'en' | 'sw', viewport = PHONE) {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
  await opened.page.goto(path);
  return opened;
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('static pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('says an item could not be loaded, with Try again, when the server fails — and not found only on a 404', async () => {
    const { page, context } = await newPage(browser, PHONE);
    let failing = true;
    await page.route('**/api/items/*', (route) =>
      failing ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' }) : route.continue(),
    );
    await page.goto('/item/999999');
    await page.getByRole('heading', { level: 1, name: 'Could not load this item' }).waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Item not found' }).waitFor();
    await context.close();
  });

  for (const { path, en, sw } of PAGES) {
    for (const language of ['en', 'sw'] as const) {
      it(`${path} in ${language} fits a phone and a desktop`, async () => {
        for (const viewport of [PHONE, DESKTOP]) {
          const { page, context, errors } = await openIn(browser, path, language, viewport);
          await page.getByRole('heading', { level: 1, name: language === 'en' ? en : sw }).waitFor();
          expect(await scrollsSideways(page), `${path} ${language} ${viewport.width}px`).toBe(false);
          expect(errors).toEqual([]);
          await context.close();
        }
      });
    }
  }

  it('serves each page with its own title and canonical link in the HTML', async () => {
    for (const { path, title } of PAGES) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}">`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
    }
  });

  it('states the current fee from the settings in the terms, and the retention periods in the privacy policy', async () => {
    const fees = await (await fetch(`${baseUrl()}/api/public/fees`)).json();
    const { page, context } = await openIn(browser, '/terms-and-conditions', 'en', DESKTOP);
    await page.getByText('Last updated June 28, 2025').waitFor();
    const feeRows = page.locator('dl').first();
    await feeRows.getByText(`KSh ${fees.totalFee}`, { exact: true }).waitFor();
    await expect(feeRows.getByText(`KSh ${fees.finderAmount}`, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(feeRows.getByText(`KSh ${fees.platformAmount}`, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/within 7 business days/).isVisible()).resolves.toBe(true);

    await page.goto('/privacy-policy');
    // The periods the daily retention job keeps (shared RETENTION), then the rest.
    for (const period of [
      '30 days after the finder accepts or rejects the claim',
      '30 days after you close them or they expire',
      '7 days',
      '12 months after the hand-over',
      'until you delete your account',
      '7 years',
      '1 year',
      '90 days',
    ]) {
      await page.getByText(period, { exact: true }).waitFor();
    }
    await page.getByText(/“Download my data” gives you one file/).waitFor();
    await context.close();
  });

  it('shows the support line and e-mail the server is configured with, on the help center, contact page and legal texts', async () => {
    const support = await (await fetch(`${baseUrl()}/api/public/support`)).json();
    const { page, context } = await openIn(browser, '/help-center', 'en');
    for (const path of ['/help-center', '/contact']) {
      await page.goto(path);
      await page.locator(`a[href="${support.phoneHref}"]`, { hasText: support.phone }).waitFor();
      await page.locator(`a[href="mailto:${support.email}"]`).first().waitFor();
    }
    for (const path of ['/terms-and-conditions', '/privacy-policy']) {
      await page.goto(path);
      await page.getByText(`or call ${support.phone}`).waitFor();
    }
    await context.close();
  });

  it('filters the help-center questions as you type, shows a no-results state, and clears it', async () => {
    const { page, context } = await openIn(browser, '/help-center', 'en');
    const search = page.getByRole('searchbox', { name: 'Search the help center' });
    await search.waitFor();
    const pinQuestion = page.getByText('Someone asked for my M-Pesa PIN or my sign-up code.');
    const passwordQuestion = page.getByText('I forgot my password.');
    await expect(passwordQuestion.isVisible()).resolves.toBe(true);

    await search.fill('PIN');
    await pinQuestion.waitFor();
    await passwordQuestion.waitFor({ state: 'detached' });
    // Matches open up, so the answer can be read at once.
    await expect(page.getByText(/Okota staff will never ask for them/).isVisible()).resolves.toBe(true);

    await search.fill('helicopter');
    await page.getByText('No answers match “helicopter”').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await passwordQuestion.waitFor();
    await expect(search.inputValue()).resolves.toBe('');
    await context.close();
  });

  it('filters the help center in Kiswahili too', async () => {
    const { page, context } = await openIn(browser, '/help-center', 'sw');
    const search = page.getByRole('searchbox', { name: 'Tafuta kwenye kituo cha msaada' });
    await search.fill('polisi');
    await page.getByText('Tukutane wapi kwa makabidhiano?').waitFor();
    await page.getByText('Nimesahau nenosiri langu.').waitFor({ state: 'detached' });
    await context.close();
  });

  it('sends the contact form: Message Sent, a blank form, and an e-mail to support', async () => {
    const { page, context, errors } = await openIn(browser, '/contact', 'en');
    const subject = `Refund for my wallet claim ${Date.now()}`;

    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name must be at least 2 characters').waitFor();
    await page.getByText('Subject must be at least 5 characters').waitFor();

    await page.getByLabel('Your name').fill('Njeri Kamau');
    await page.getByLabel('E-mail address').fill('njeri@example.co.ke');
    await page.getByLabel('Phone number (optional)').fill('0712 345 678');
    await page.getByLabel('What is it about?').selectOption('payment');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('I paid KSh 150 but the finder never came to the police station.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByText('Message Sent').waitFor();
    await page.getByText("We'll reply within 24 hours.").waitFor();
    await expect(page.getByLabel('Subject').inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('');

    let mail: { subject: string; text: string } | undefined;
    for (let attempt = 0; attempt < 50 && !mail; attempt++) {
      mail = (await mailsTo(SUPPORT_EMAIL)).find((m) => m.subject.includes(subject));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail?.text).toContain('I paid KSh 150 but the finder never came to the police station.');
    expect(mail?.text).toContain('+254712345678');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the form errors in Kiswahili', async () => {
    const { page, context } = await openIn(browser, '/contact', 'sw');
    await page.getByRole('button', { name: 'Tuma Ujumbe' }).click();
    await page.getByText('Jina lazima liwe na angalau herufi 2').waitFor();
    await page.getByLabel('Nambari ya simu (si lazima)').fill('07123');
    await page.getByLabel('Jina lako').focus();
    await page.getByText('Nambari ya simu lazima iwe na angalau tarakimu 10').waitFor();
    await context.close();
  });
});
