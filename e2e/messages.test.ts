/**
 * The finder and the paying claimer talk on the item page (issue 7): each sees the other's
 * message appear without reloading (polling every 3 s, and at once through /ws). Everyone is
 * set up through the public API: sign-up, post, claim, approve, pay (the built-in M-Pesa
 * simulator completes a payment from its success number).
 */
import { randomBytes } from 'node:crypto';
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
async function signUp(firstName: string): Promise<Session> {
  const suffix = randomBytes(3).toString('hex');
  const phone = `071${String(phoneCounter++ % 10_000_000).padStart(7, '0')}`;
  return call<Session>('POST', '/api/auth/register', {
    firstName, lastName: 'Tester', email: `${firstName.toLowerCase()}-${suffix}@example.com`, phone,
    password: 'Passw0rd!x', acceptTerms: true,
  });
}

/** A found item whose owner's claim was approved and paid through the simulator. */
async function paidItem() {
  const finder = await signUp('Wanjiku');
  const claimer = await signUp('Otieno');
  const [category] = await call<Array<{ id: number }>>('GET', '/api/categories');
  const item = await call<{ id: number }>('POST', '/api/items', {
    title: 'Black leather wallet', description: 'Found near the Kencom bus stage with some cards inside.',
    categoryId: category.id, location: 'Nairobi', nearLocation: 'Kencom stage',
    dateFound: new Date().toISOString().slice(0, 10), verificationQuestion1: 'What colour is the card holder inside?',
  }, finder.token);
  const claim = await call<{ id: number }>('POST', `/api/items/${item.id}/verify`, {
    answer1: 'Blue', additionalDetails: 'It has my national ID and a photo of my daughter.',
  }, claimer.token);
  await call('PUT', `/api/verifications/${claim.id}/status`, { status: 'approved' }, finder.token);
  const { payment } = await call<{ payment: { id: number } }>('POST', '/api/payments/initiate', { itemId: item.id, phoneNumber: '0708374149' }, claimer.token);
  const deadline = Date.now() + 30_000;
  while (!(await call<{ verified: boolean }>('GET', `/api/payments/${payment.id}/verify`, undefined, claimer.token)).verified) {
    if (Date.now() > deadline) throw new Error('the simulator did not complete the payment');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { finder, claimer, itemId: item.id };
}

async function signedInPage(browser: Browser, session: Session, viewport = PHONE) {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript(([token, user]) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user_data', user);
  }, [session.token, JSON.stringify(session.user)] as const);
  return opened;
}

const composer = (page: Page) => page.getByPlaceholder('Type your message...');

describe('messages on the item page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the claimer and the finder exchange messages, each seeing the other\'s arrive without reloading', async () => {
    const { finder, claimer, itemId } = await paidItem();
    const claimerTab = await signedInPage(browser, claimer);
    const finderTab = await signedInPage(browser, finder, DESKTOP);

    await claimerTab.page.goto(`/item/${itemId}?expand=messages`);
    await finderTab.page.goto(`/item/${itemId}?expand=messages`);
    await claimerTab.page.getByText('No messages yet. Start the conversation!').waitFor();
    await finderTab.page.getByText('No messages yet. Start the conversation!').waitFor();

    // A marker that a reload would wipe: the conversations must update in place.
    for (const tab of [claimerTab, finderTab]) await tab.page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    const stillTheSamePage = (page: Page) => page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage === true);

    const send = claimerTab.page.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled()).toBe(true);
    await composer(claimerTab.page).fill('Hello! I can collect my wallet at 5pm today.');
    await send.click();
    await claimerTab.page.getByText('Message Sent').waitFor();
    expect(await composer(claimerTab.page).inputValue()).toBe('');

    // The finder's page was never reloaded: the message and a notification toast arrive by themselves.
    await finderTab.page.getByText('Hello! I can collect my wallet at 5pm today.', { exact: true }).waitFor({ timeout: 10_000 });
    await finderTab.page.getByRole('status').getByText('New Message').waitFor({ timeout: 10_000 });

    await composer(finderTab.page).fill('Great, meet me at the Kencom stage.');
    await finderTab.page.getByRole('button', { name: 'Send Message' }).click();
    await claimerTab.page.getByText('Great, meet me at the Kencom stage.', { exact: true }).waitFor({ timeout: 10_000 });

    expect(await stillTheSamePage(finderTab.page)).toBe(true);
    expect(await stillTheSamePage(claimerTab.page)).toBe(true);
    expect(claimerTab.errors).toEqual([]);
    expect(finderTab.errors).toEqual([]);
    await claimerTab.context.close();
    await finderTab.context.close();
  });

  it('shows everyone else that messaging opens only after payment', async () => {
    const { itemId } = await paidItem();
    const stranger = await signUp('Achieng');
    const tab = await signedInPage(browser, stranger);
    await tab.page.goto(`/item/${itemId}?expand=messages`);
    await tab.page.getByText('Messaging is only available after payment completion.').waitFor();
    expect(await composer(tab.page).count()).toBe(0);
    await tab.context.close();
  });
});
