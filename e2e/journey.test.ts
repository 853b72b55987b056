/**
 * The whole journey of issue 10 on a 390 px phone, through the UI only (the API is read, never
 * used to skip a step): a guest drafts a post and signs up with the e-mailed code, the draft is
 * posted with a photo; an owner signs up, searches, claims; the finder approves; the owner pays
 * through the simulated STK push, sees the finder's phone, they message each other, the owner
 * confirms the hand-over, the finder verifies their phone by SMS code and the payout is recorded; both review; an admin hides and
 * restores the item and changes the fee (and puts it back). Each step leaves a screenshot in
 * artifacts/journey/ (the CI artefact folder).
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatPhoneLocal } from '@okota/shared';
import { baseUrl, launchBrowser, mailsTo, newPage, smsTo, waitForSmsCode } from './browser';

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/journey');
// The rehearsal runs production, which refuses the tests' default admin password (server/src/config-secrets.ts).
const ADMIN = { email: 'admin@okota.test', password: process.env.REHEARSAL_ADMIN_PASSWORD ?? 'Admin-Pass-123' };
const LONG = { timeout: 30_000 };

let shotNumber = 0;
async function shot(page: Page, step: string): Promise<void> {
  shotNumber += 1;
  await page.screenshot({ path: path.join(SHOTS, `${String(shotNumber).padStart(2, '0')}-${step}.png`), fullPage: true });
}

async function waitForCode(address: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = (await mailsTo(address)).find((m) => /\d{6}/.test(m.subject));
    if (mail) return /\d{6}/.exec(mail.subject)![0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code e-mailed to ${address}`);
}

/**
 * In the production rehearsal (server/rehearsal/rehearse.ts), one of the two server processes
 * behind the proxy dies here; the rest of the journey must not notice.
 */
async function killOneServerInRehearsal(): Promise<void> {
  const control = process.env.REHEARSAL_CONTROL_URL;
  if (!control) return;
  expect((await fetch(`${control}/kill-one-server`, { method: 'POST' })).ok).toBe(true);
}

async function api<T>(urlPath: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${urlPath}`, { headers: token ? { 'x-auth-token': token } : {} });
  expect(response.status, urlPath).toBe(200);
  return response.json() as Promise<T>;
}

const stamp = Date.now().toString(36);
// Safaricom prefixes (0712…, 0115…): M-Pesa pays only those (isMpesaNumber), so the finder's payout
// can go out. Eight digits of the clock gave 073x… for hours at a time, an Airtel number.
const uniquePhone = (prefix: string) => `${prefix}${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-6)}`;
const finder = {
  firstName: 'Akinyi',
  lastName: 'Otieno',
  email: `akinyi-journey-${stamp}@example.com`,
  phone: uniquePhone('0712'),
  password: 'Pata-Kitu-2025',
};
const owner = { firstName: 'Baraka', lastName: 'Mwangi', email: `baraka-journey-${stamp}@example.com`, phone: uniquePhone('0115'), password: 'Nimepata-2025' };

/** The sign-up form, the e-mailed code, and the role choice. */
/** `role` answers "What brings you to Okota today?"; null when a page sent the guest to sign up, which must not ask. */
async function signUp(page: Page, person: typeof finder, role: RegExp | null, step: string): Promise<void> {
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  // Sign-up starts from the phone number; this journey takes the e-mail path (docs/decisions/0230).
  await page.getByRole('button', { name: 'Use email instead' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('checkbox').check();
  await shot(page, `${step}-sign-up-form`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByLabel('6-digit code').fill(await waitForCode(person.email));
  await shot(page, `${step}-code`);
  await page.getByRole('button', { name: 'Verify and Create Account' }).click();
  // An e-mail sign-up is asked for the SMS code of its number next; it may skip.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  const roleChoice = page.getByRole('dialog', { name: 'What brings you to Okota today?' });
  if (!role) return;
  await roleChoice.waitFor();
  await roleChoice.getByRole('button', { name: role }).click();
}

describe('the whole journey on a phone', () => {
  let browser: Browser;
  let adminToken = '';
  let originalFinderAmount = '';

  beforeAll(async () => {
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Whatever happened above, later journeys expect the default fee.
    if (adminToken && originalFinderAmount) {
      await fetch(`${baseUrl()}/api/admin/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': adminToken },
        body: JSON.stringify({ key: 'finder_amount', value: Number(originalFinderAmount) }),
      });
    }
    await browser?.close();
  });

  it("from a guest's draft to a paid, handed-over, reviewed item, and the admin's controls", { timeout: 300_000 }, async () => {
    const word = `kiondo${stamp}`;
    const title = `Woven ${word} basket`;
    const answer = 'A red comb and a bus ticket';

    // 1. A guest drafts a found item with a photo and is asked to sign in.
    const finderTab = await newPage(browser);
    const fp = finderTab.page;
    fp.setDefaultTimeout(20_000);
    await fp.goto('/post-item');
    await fp.getByLabel('Item title').fill(title);
    await fp.getByLabel('Category').selectOption({ label: 'Bags' });
    await fp.getByLabel('County').selectOption('Machakos');
    await fp.getByLabel('Nearby place (optional)').fill('Machakos bus park');
    await fp.getByLabel('Description').fill(`A small woven ${word} with a leather strap, left on a bench at the bus park.`);
    await fp.getByLabel('Security question 1').fill('What is inside the side pocket?');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 180, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer();
    await fp.getByTestId('photo-input').setInputFiles({ name: 'basket.jpg', mimeType: 'image/jpeg', buffer: photo });
    await fp.getByText('1 / 5 photos').waitFor();
    await fp.getByTestId('photo-status').waitFor({ state: 'detached' });
    await shot(fp, 'guest-draft');
    await fp.getByRole('button', { name: 'Post Item' }).click();
    const signInPrompt = fp.getByRole('dialog', { name: 'Sign in to post your item' });
    await signInPrompt.waitFor();
    await shot(fp, 'asked-to-sign-in');
    await signInPrompt.getByRole('link', { name: 'Sign In' }).click();
    await fp.waitForURL(/\/auth\?redirect=/);

    // 2. The guest registers with the e-mailed code; the draft comes back and is posted.
    await signUp(fp, finder, null, 'finder');
    const confirm = fp.getByRole('dialog', { name: 'Complete Your Item Posting' });
    await confirm.waitFor();
    // Someone who just drafted a found item is not asked whether they found or lost something.
    expect(await fp.getByRole('dialog', { name: 'What brings you to Okota today?' }).count()).toBe(0);
    await confirm.getByText(title).waitFor();
    await shot(fp, 'draft-restored');
    await confirm.getByRole('button', { name: 'Post Item Now' }).click();
    await fp.waitForURL(/\/item\/\d+$/);
    await fp.getByRole('heading', { name: title }).waitFor();
    await fp.getByText('Your Posted Item').waitFor();
    expect(await fp.locator('main img').first().getAttribute('src')).toMatch(/^\/uploads\/items\/[0-9a-f]{32}\.webp$/);
    const itemPath = new URL(fp.url()).pathname;
    await shot(fp, 'item-posted');

    // 3. The owner registers, searches, opens the item and claims it with an answer.
    const ownerTab = await newPage(browser);
    const op = ownerTab.page;
    op.setDefaultTimeout(20_000);
    await op.goto('/auth');
    await signUp(op, owner, /I lost something/, 'owner');
    await op.waitForURL('**/claimer-dashboard');
    await op.goto('/search');
    await op.getByLabel('Search items').fill(word);
    const result = op.getByRole('link', { name: new RegExp(title) });
    await result.waitFor();
    await shot(op, 'owner-search');
    await result.click();
    await op.waitForURL(new RegExp(`${itemPath}$`));
    await op.getByRole('heading', { name: title }).waitFor();
    expect(await op.getByText(formatPhoneLocal(finder.phone)).count()).toBe(0);
    await op.getByRole('button', { name: 'Start Verification' }).click();
    const claimDialog = op.getByRole('dialog', { name: 'Verify Ownership' });
    await claimDialog.getByLabel('Question 1: What is inside the side pocket?').fill(answer);
    await claimDialog.getByLabel('Ownership proof details').fill('The strap was repaired with green thread near the buckle.');
    await shot(op, 'owner-claim-answers');
    await claimDialog.getByRole('button', { name: 'Submit Verification' }).click();
    await op.getByText('Step 2: Waiting for the finder. Your answers were sent; we will tell you when the finder decides.').waitFor();
    await shot(op, 'owner-claim-submitted');

    // 4. The finder approves the claim in the dashboard's Claims tab.
    await fp.goto('/finder-dashboard');
    await fp.getByRole('tab', { name: /Claims/ }).click();
    const panel = fp.getByRole('tabpanel');
    await panel.getByText(answer).waitFor();
    await shot(fp, 'finder-claims-tab');
    await panel.getByRole('button', { name: 'Approve' }).click();
    const approve = fp.getByRole('dialog', { name: 'Approve this claim?' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await fp.getByText('The owner has been approved and asked to pay.').waitFor();
    await panel.getByText('Approved, waiting for payment').waitFor();
    await shot(fp, 'finder-approved');

    // 5. The owner pays through the simulated STK push and sees the finder's contact card.
    await op.reload();
    const payButton = op.getByRole('button', { name: /^Pay KSh [\d,]+ & Get Contact$/ });
    await payButton.click();
    const payDialog = op.getByRole('dialog', { name: 'Pay with M-Pesa' });
    await payDialog.getByLabel('M-Pesa phone number').fill('0712345678');
    await shot(op, 'owner-payment-form');
    await payDialog.getByRole('button', { name: /^Pay KSh/ }).click();
    await payDialog.getByText('Check your phone').waitFor(LONG);
    await shot(op, 'owner-stk-push-pending');
    await op.getByText('Payment successful!').waitFor({ timeout: 60_000 });
    await shot(op, 'owner-payment-success');
    const contact = op.getByTestId('finder-contact');
    await contact.getByRole('link', { name: `Call ${formatPhoneLocal(finder.phone)}` }).waitFor(LONG);
    await shot(op, 'owner-contact-card');
    await killOneServerInRehearsal();

    // 6. They exchange messages; each sees the other's arrive without reloading.
    await op.goto(`${itemPath}?expand=messages`);
    await fp.goto(`${itemPath}?expand=messages`);
    for (const page of [op, fp]) await page.evaluate(() => Object.assign(window, { samePage: true }));
    await op.getByPlaceholder('Type your message...').fill('Hello! I can collect my basket at 5pm today.');
    await op.getByRole('button', { name: 'Send Message' }).click();
    await fp.getByText('Hello! I can collect my basket at 5pm today.', { exact: true }).waitFor(LONG);
    await fp.getByPlaceholder('Type your message...').fill('Great, meet me at the Machakos bus park.');
    await fp.getByRole('button', { name: 'Send Message' }).click();
    await op.getByText('Great, meet me at the Machakos bus park.', { exact: true }).waitFor(LONG);
    for (const page of [op, fp]) expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await shot(op, 'owner-messages');
    await shot(fp, 'finder-messages');

    // 7. The owner confirms the hand-over; the finder's payout is sent and recorded.
    // Both have written: the meeting counts as arranged and the confirmation is the main button.
    await op.getByRole('button', { name: 'Confirm I received my item', exact: true }).click();
    await op.getByText('Do you have your item back?').waitFor();
    await op.getByRole('button', { name: 'Yes, I have it' }).click();
    await op.getByText('You confirmed receiving your item. Thank you!').waitFor();
    await shot(op, 'owner-handover-confirmed');
    // The payout goes only to a verified number (issue 16): the finder proves theirs by SMS code.
    await fp.goto('/profile');
    const verifyPhone = fp.getByRole('region', { name: 'Verify your phone' });
    // The sign-up's phone prompt (skipped above) already texted a code: wait for the new one.
    const codesSent = async () => (await smsTo(finder.phone)).filter((sms) => /\b\d{6}\b/.test(sms.text)).length;
    const codesBefore = await codesSent();
    await verifyPhone.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(codesSent, LONG).toBeGreaterThan(codesBefore);
    await verifyPhone.getByLabel('6-digit code').fill(await waitForSmsCode(finder.phone));
    await verifyPhone.getByRole('button', { name: 'Verify', exact: true }).click();
    await verifyPhone.getByText('Verified', { exact: true }).waitFor(LONG);
    await shot(fp, 'finder-phone-verified');
    await fp.goto(itemPath);
    const finderToken = await fp.evaluate(() => localStorage.getItem('auth_token'));
    expect(finderToken).toBeTruthy();
    type MyPayments = { payments: Array<{ itemId: number; role: string; finderPaid: boolean; payoutStatus: string }> };
    const itemId = Number(itemPath.split('/').pop());
    const payoutOf = async () => {
      const row = (await api<MyPayments>('/api/payments', finderToken!)).payments.find((p) => p.itemId === itemId && p.role === 'finder');
      return row && { finderPaid: row.finderPaid, payoutStatus: row.payoutStatus };
    };
    await expect.poll(payoutOf, { timeout: 30_000, interval: 1_000 }).toEqual({ finderPaid: true, payoutStatus: 'paid' });

    // 8. Both review each other.
    for (const [page, dialogName, comment, step] of [
      [op, 'Review the finder', 'Akinyi kept my basket safe and met me on time.', 'owner-review'],
      [fp, 'Review the owner', 'Baraka was polite and came on time.', 'finder-review'],
    ] as const) {
      await page.reload();
      await page.getByRole('button', { name: 'Write a Review' }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.getByRole('radio', { name: '5 stars' }).click();
      await dialog.getByLabel('Comment').fill(comment);
      await shot(page, step);
      await dialog.getByRole('button', { name: 'Submit Review' }).click();
      await page.getByText('Thank you for your review!').waitFor();
    }
    await fp.getByRole('tab', { name: 'Reviews' }).click();
    await fp.getByText('Akinyi kept my basket safe and met me on time.').waitFor();
    await shot(fp, 'finder-reviews');

    // 9. An admin hides the item, restores it, and changes the fee (and puts it back).
    const adminTab = await newPage(browser);
    const ap = adminTab.page;
    ap.setDefaultTimeout(20_000);
    await ap.goto('/auth');
    await ap.getByLabel('Email').fill(ADMIN.email);
    await ap.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await ap.getByRole('button', { name: 'Sign In', exact: true }).click();
    await ap.getByText('Welcome', { exact: true }).first().waitFor(); // the admin's first sign-in here
    adminToken = (await ap.evaluate(() => localStorage.getItem('auth_token')))!;
    await ap.goto('/admin/items');
    await ap.getByRole('heading', { name: 'Item Management' }).waitFor();
    await ap.getByPlaceholder('Search items...').fill(word);
    const card = ap.getByRole('listitem').filter({ hasText: title });
    await card.getByRole('button', { name: 'Hide Item' }).click();
    const hide = ap.getByRole('dialog');
    await hide.getByLabel('Reason (required)').fill('Checking a report about this listing');
    await hide.getByRole('button', { name: 'Hide Item' }).click();
    await ap.getByText('Item has been hidden from public view').waitFor();
    await card.getByText('Hidden: Checking a report about this listing').waitFor();
    await shot(ap, 'admin-item-hidden');
    expect((await fetch(`${baseUrl()}/api/items/${itemId}`)).status).toBe(404);
    await card.getByRole('button', { name: 'Show Item' }).click();
    await ap.getByText('Item is now visible to users').waitFor();
    await card.getByRole('button', { name: 'Hide Item' }).waitFor();
    await shot(ap, 'admin-item-restored');
    expect((await fetch(`${baseUrl()}/api/items/${itemId}`)).status).toBe(200);

    await ap.goto('/admin/settings');
    const finderAmount = ap.getByLabel('Finder Amount (KSh)');
    await expect.poll(() => finderAmount.inputValue()).toMatch(/^\d+$/);
    originalFinderAmount = await finderAmount.inputValue();
    const changed = Number(originalFinderAmount) + 20;
    await finderAmount.fill(String(changed));
    await ap.getByRole('button', { name: 'Update Fees' }).click();
    await ap.getByText('Fee Updated Everywhere!').waitFor();
    await shot(ap, 'admin-fee-changed');
    const fees = await api<{ finderAmount: number }>('/api/public/fees');
    expect(fees.finderAmount).toBe(changed);
    await ap.reload();
    await expect.poll(() => finderAmount.inputValue()).toBe(String(changed));
    await finderAmount.fill(originalFinderAmount);
    await ap.getByRole('button', { name: 'Update Fees' }).click();
    await ap.getByText('Fee Updated Everywhere!').waitFor();
    expect((await api<{ finderAmount: number }>('/api/public/fees')).finderAmount).toBe(Number(originalFinderAmount));
    await shot(ap, 'admin-fee-restored');

    expect(finderTab.errors).toEqual([]);
    expect(ownerTab.errors).toEqual([]);
    expect(adminTab.errors).toEqual([]);
    for (const tab of [finderTab, ownerTab, adminTab]) await tab.context.close();
  });
});
