/**
 * Issue 36 in the browser: the development phone page (/dev/whatsapp) plays a finder on WhatsApp,
 * from "hello" to a posted item, by a photo sent from the page's file input and taps on the bot's
 * buttons and list rows; the item is then found on the web's search page. The bot runs against the
 * built-in WhatsApp simulator (docs/decisions/0267).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN, call, request, signUp } from './api';
import { DESKTOP, launchBrowser, newPage, signedInPage, waitForSmsCode } from './browser';

/** The bot's newest message holding `text`, once it has arrived (the page polls the simulator). */
async function botSays(page: Page, text: string) {
  const message = page.getByTestId('wa-bot-message').filter({ hasText: text }).last();
  await message.waitFor({ timeout: 20_000 });
  return message;
}

async function type(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

describe('the development WhatsApp phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('posts a found item by photo from "hello", and the item is found in search', async () => {
    const number = `2547${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, '0')}`;
    // A place word no other test posts, letters only (the contact check reads digits).
    const word = `kencom${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
    const { page, errors } = await newPage(browser);
    await page.goto('/dev/whatsapp');
    await page.getByLabel('WhatsApp number (254…)').fill(number);
    await page.getByLabel('Profile name (optional)').fill('Wanjiru');

    await type(page, 'hello');
    await (await botSays(page, 'Hello from Okota')).getByRole('button', { name: 'I found something' }).click();
    await (await botSays(page, 'Terms')).getByRole('button', { name: 'I agree' }).click();
    await botSays(page, 'Send 1 to 4 photos');
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 85 })
      .toBuffer();
    await page.getByLabel('Send a photo').setInputFiles({ name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo });
    await (await botSays(page, 'Photo 1 received')).getByRole('button', { name: 'Done' }).click();
    await (await botSays(page, 'What kind of thing is it?')).getByRole('button', { name: 'Electronics' }).click();
    await botSays(page, 'In which county');
    await type(page, 'Nairobi');
    await botSays(page, 'Where exactly?');
    await type(page, `${word} bus stage`);
    await (await botSays(page, 'When did you find it?')).getByRole('button', { name: 'Today' }).click();
    await botSays(page, 'Question 1');
    await type(page, 'What colour is the phone cover?');
    await botSays(page, 'the right answer');
    await type(page, 'Blue');
    await (await botSays(page, 'Add another question')).getByRole('button', { name: 'Go on' }).click();
    const preview = await botSays(page, 'Please check');
    expect(await preview.innerText()).toMatch(/Electronics[\s\S]*Nairobi[\s\S]*1 photo/);
    await preview.getByRole('button', { name: 'Post', exact: true }).click();
    const posted = await botSays(page, 'Your item is posted');
    const id = Number(/\/item\/(\d+)/.exec(await posted.innerText())?.[1]);
    expect(id).toBeGreaterThan(0);
    // The person's side shows what they did, the photo as [image].
    expect(await page.getByTestId('wa-person-message').allInnerTexts()).toEqual(expect.arrayContaining(['hello', '[image]', 'Blue']));

    await page.goto(`/search?search=${word}`);
    await page.locator(`a[href="/item/${id}"]`).first().waitFor();
    expect(errors).toEqual([]);
    // The browser files share one server: the title the bot wrote in English ("Electronics found in
    // Nairobi") must not reach the Kiswahili tour's landing and search pages (kiswahili.test.ts).
    const admin = (await request<{ token: string }>('/api/auth/login', { body: ADMIN })).body;
    await call('POST', `/api/admin/items/${id}/hide`, { reason: 'Browser test item, hidden after the test' }, admin.token);
  });

  it("shows admins the week's WhatsApp counts and the bot's texts in both languages (Kiswahili)", async () => {
    const admin = (await request<{ token: string; user: unknown }>('/api/auth/login', { body: ADMIN })).body;
    const { page, errors } = await signedInPage(browser, admin, DESKTOP, 'sw');
    await page.goto('/admin/dashboard');
    const card = page.getByTestId('whatsapp-card');
    await card.getByRole('heading', { name: 'WhatsApp, siku 7 zilizopita' }).waitFor();
    // The conversation above came in, counted for the week.
    const inbound = card.getByText('Ujumbe ulioingia').locator('xpath=../..');
    await expect.poll(async () => Number(/\d+/.exec(await inbound.innerText())?.[0])).toBeGreaterThan(0);
    await card.getByText('Maandishi ya roboti, Kiingereza na Kiswahili').click();
    const row = card.getByRole('row').filter({ hasText: 'menuFound' });
    await expect.poll(() => row.innerText()).toMatch(/I found something[\s\S]*Nimeokota kitu/);
    expect(errors).toEqual([]);
  });

  it('switches turn messages to WhatsApp on the profile, for a verified phone', async () => {
    const me = await signUp('Achieng');
    const phone = (me.user as unknown as { phone: string }).phone;
    await call('POST', '/api/auth/phone/send-code', {}, me.token);
    await call('POST', '/api/auth/phone/verify', { code: await waitForSmsCode(phone) }, me.token);
    const { page, errors } = await signedInPage(browser, me);
    await page.goto('/profile');
    const box = page.getByRole('checkbox', { name: 'Send my updates by WhatsApp' });
    await box.check();
    await page.getByText('WhatsApp choice saved').first().waitFor();
    const turns = await request<{ on: boolean }>('/api/profile/whatsapp-turns', { token: me.token });
    expect(turns.body.on).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Send my updates by WhatsApp' }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});
