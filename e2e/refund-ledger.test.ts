/**
 * Issue 15 in the browser: a claimer reports a problem after paying; an admin settles it as a
 * refund on /admin/payouts; M-Pesa refuses the first reversal (the simulator's 0700300001 fails
 * once with R000002), the admin reads Daraja's reason and retries; the refund lands. The claimer's
 * item page follows along without a reload, the finder's contact goes, the receipt e-mail
 * arrives, and /admin/ledger shows the payment and its refund, the books balanced, and a CSV.
 * Screenshots at 390 px (and 360 px, 1280 px) in English and Kiswahili go to artifacts/ledger/.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatKsh, formatPhoneLocal } from '@okota/shared';
import { ADMIN, approve, call, claim, pay, postItem, request, signUp, type Session } from './api';
import { DESKTOP, PHONE, launchBrowser, mailsTo, signedInContext } from './browser';

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/ledger');
const NARROW = { width: 360, height: 780 };
const LONG = { timeout: 45_000 };
/** docs/payments.md: a payment from this phone succeeds; the first reversal of it fails with R000002. */
const FAILS_ONCE_PHONE = '0700300001';

type RefundRow = { paymentId: number; status: string; mpesaTransactionId: string | null; refundTransactionId: string | null; refundError: string | null };
type Refunds = { pending: RefundRow[]; failed: RefundRow[]; refunded: RefundRow[] };

const stamp = Date.now().toString(36);
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeViolation = { id: string; impact: string | null; nodes: Array<{ target: string[] }> };

/** Serious and critical axe-core findings on what the page shows now (as e2e/a11y.test.ts counts them). */
async function axeProblems(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol, so the app's Content-Security-Policy stays on.
  await page.evaluate(AXE);
  const violations = await page.evaluate(
    async () =>
      (
        await (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: AxeViolation[] }> } }).axe.run(document, {
          resultTypes: ['violations'],
        })
      ).violations,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

describe('a dispute refunded through M-Pesa, and the ledger', () => {
  let browser: Browser;
  let admin: Session;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  async function open(session: Session, options: { viewport?: typeof PHONE; language?: 'en' | 'sw' } = {}): Promise<Page> {
    const context = await signedInContext(browser, session, options);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    return page;
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    admin = await call<Session>('POST', '/api/auth/login', ADMIN);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
  });

  it('refunds a disputed payment after one refusal, tells the claimer, and the books balance', { timeout: 300_000 }, async () => {
    const finder = await signUp('Akinyi');
    const claimer = await signUp('Baraka');
    const title = `Green kiondo ${stamp}`;
    const itemId = await postItem(finder, title);
    await approve((await claim(itemId, claimer)).id, finder);
    const paymentId = await pay(itemId, claimer, FAILS_ONCE_PHONE);
    const finderPhone = (await call<{ phone: string }>('GET', '/api/auth/user', undefined, finder.token)).phone;
    const amount = formatKsh(
      (await call<{ payments: Array<{ id: number; amount: number }> }>('GET', '/api/payments', undefined, claimer.token)).payments.find(
        (p) => p.id === paymentId,
      )!.amount,
    );

    // 1. The claimer sees the finder's contact, then reports a problem with the hand-over.
    const cp = await open(claimer);
    await cp.goto(`/item/${itemId}`);
    await cp.getByText('Finder contact details').waitFor();
    await cp.getByRole('link', { name: formatPhoneLocal(finderPhone) }).waitFor();
    await cp.getByRole('button', { name: 'Report a problem' }).click();
    const report = cp.getByRole('dialog', { name: 'Report a problem with the hand-over' });
    await report.getByLabel('What happened?').fill('The finder never came to the agreed place.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await cp.getByText('You reported a problem. Our team is looking into it.').waitFor();
    await shot(cp, '01-claimer-reported-problem');

    // 2. An admin settles the dispute as a refund on /admin/payouts.
    const ap = await open(admin);
    await ap.goto('/admin/payouts');
    await ap.getByRole('tab', { name: /^Disputed/ }).click();
    const disputed = ap.getByRole('tabpanel').locator('div.rounded-xl').filter({ hasText: title });
    await disputed.getByRole('button', { name: 'Resolve' }).click();
    const resolve = ap.getByRole('dialog', { name: `Resolve the dispute on payment ${paymentId}` });
    await resolve.getByText('M-Pesa is asked to reverse').waitFor();
    await resolve.getByLabel('Refund the owner').check();
    await resolve.getByLabel('Note for the record').fill('The finder did not turn up; refunding the owner.');
    await shot(ap, '02-admin-resolves-as-refund');
    await resolve.getByRole('button', { name: 'Save decision' }).click();
    // (Not the toast: the admins' notice that M-Pesa refused the reversal can replace it at once.)
    await resolve.waitFor({ state: 'detached' });
    await disputed.waitFor({ state: 'detached' });

    // 3. Without a reload, the claimer's page drops the contact and says the money is going back.
    await cp.getByTestId('refund-status').waitFor(LONG);
    await cp.getByText('Finder contact details').waitFor({ state: 'detached' });
    expect(await cp.getByText(formatPhoneLocal(finderPhone)).count()).toBe(0);

    // 4. M-Pesa refuses the first reversal: the admin reads Daraja's reason under "Refused by M-Pesa".
    const refundsOf = () => call<Refunds>('GET', '/api/admin/refunds', undefined, admin.token);
    await expect.poll(async () => (await refundsOf()).failed.some((r) => r.paymentId === paymentId), { timeout: 45_000, interval: 1_000 }).toBe(true);
    await ap.reload();
    const refusedTab = ap.getByRole('tab', { name: /^Refused by M-Pesa \(\d+\)/ });
    expect(await refusedTab.getAttribute('aria-selected')).toBe('true');
    const refused = ap.getByTestId('refund-card').filter({ hasText: title });
    await refused.getByText(/M-Pesa's reason: .*R000002/).waitFor();
    await shot(ap, '03-admin-refund-refused');
    expect(await axeProblems(ap), 'payouts with a refused refund').toEqual([]);

    // The claimer (after a reload) reads that it is delayed, in plain words, in both languages.
    await cp.reload();
    await cp.getByText('Your refund is delayed').waitFor();
    await cp.getByText(`M-Pesa could not return your ${amount} by itself. A person at Okota is returning it`, { exact: false }).waitFor();
    await shot(cp, '04-claimer-refund-delayed-en');
    const cpSw = await open(claimer, { language: 'sw' });
    await cpSw.goto(`/item/${itemId}`);
    await cpSw.getByText('Urejeshaji wa pesa yako umechelewa').waitFor();
    await shot(cpSw, '05-claimer-refund-delayed-sw');

    // 5. The admin retries; the refund lands, and the claimer's page says so with the receipt date.
    await refused.getByRole('button', { name: 'Retry refund' }).click();
    await refused.waitFor({ state: 'detached', timeout: 45_000 });
    await expect
      .poll(async () => (await refundsOf()).refunded.find((r) => r.paymentId === paymentId)?.status, { timeout: 45_000, interval: 1_000 })
      .toBe('refunded');
    const landed = (await refundsOf()).refunded.find((r) => r.paymentId === paymentId)!;
    expect(landed.refundTransactionId).toMatch(/^[A-Z0-9]{10}$/);
    await cp.getByText('Refunded to your M-Pesa').waitFor(LONG);
    await cp.getByText(new RegExp(`${amount} was returned to your M-Pesa on \\d{1,2} \\w+ \\d{4}, \\d{2}:\\d{2} EAT`)).waitFor();
    expect(await cp.getByText('Finder contact details').count()).toBe(0);
    // The purchase is undone: no review of a finder never met, and the receipt of the reversal.
    await cp.getByText(`M-Pesa reversal receipt: ${landed.refundTransactionId}`).first().waitFor();
    expect(await cp.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);
    await shot(cp, '06-claimer-refunded-en');
    await cpSw.reload();
    await cpSw.getByText('Imerejeshwa kwenye M-Pesa yako').waitFor();
    await cpSw.getByText('Ripoti kitu hiki').waitFor();
    expect(await cpSw.getByRole('button', { name: 'Andika Tathmini' }).count()).toBe(0);
    await shot(cpSw, '07-claimer-refunded-sw');
    expect(await axeProblems(cpSw), 'claimer item page, refunded, sw').toEqual([]);

    await ap.reload();
    await ap
      .getByRole('tab', { name: /^Refunded \(\d+\)/ })
      .last()
      .click();
    await ap.getByTestId('refund-card').filter({ hasText: title }).getByText(landed.refundTransactionId!).waitFor();
    await shot(ap, '08-admin-refund-landed');

    // The claimer's payment history says it too, at 360 px, without sideways scrolling.
    const dash = await open(claimer, { viewport: NARROW });
    await dash.goto('/claimer-dashboard?tab=payments');
    await dash.getByRole('tab', { name: 'Payments' }).click();
    await dash.getByRole('tabpanel').getByText(`${amount} was returned to your M-Pesa`, { exact: false }).waitFor();
    expect(await scrollsSideways(dash)).toBe(false);
    await shot(dash, '09-claimer-payments-360');
    // Its claim stays approved and unpaid on the server: the dashboard must not ask for the fee again.
    await dash.getByRole('tab', { name: 'Overview' }).click();
    await dash.getByRole('tabpanel').getByText(title).first().waitFor();
    expect(await dash.getByText('Approved: pay to get the contact').count()).toBe(0);
    await dash.getByRole('tab', { name: /^My Claims/ }).click();
    await dash.getByTestId('my-claim').filter({ hasText: title }).waitFor();
    expect(await dash.getByText("Tap to pay and get the finder's contact").count()).toBe(0);

    // 6. The receipt e-mail: the reversal's M-Pesa receipt and the amount.
    await expect.poll(async () => (await mailsTo(claimer.email)).some((m) => m.subject.startsWith('Refund:')), { timeout: 30_000, interval: 500 }).toBe(true);
    const receiptMail = (await mailsTo(claimer.email)).find((m) => m.subject.startsWith('Refund:'))!;
    // Our words only: the subject names the amount, never the title someone typed (decision 0231).
    expect(receiptMail.subject).toBe(`Refund: ${amount} is back on your M-Pesa`);
    expect(receiptMail.text).toContain(landed.refundTransactionId!);
    expect(receiptMail.text).toContain(amount);

    // 7. The ledger shows the payment and its refund with their receipts, and the books balanced.
    const lp = await open(admin);
    await lp.goto('/admin/ledger');
    await lp.getByRole('heading', { name: 'Ledger', level: 1 }).waitFor();
    const entries = lp.locator('[data-testid="ledger-entry"]:visible');
    const paymentEntry = entries.filter({ hasText: landed.mpesaTransactionId! }).filter({ hasText: 'Payment' }).filter({ hasText: title });
    const refundEntry = entries.filter({ hasText: landed.refundTransactionId! });
    await paymentEntry.first().waitFor();
    await refundEntry.getByText('Refund', { exact: true }).waitFor();
    await refundEntry.getByText('Refunded', { exact: true }).waitFor();
    await refundEntry.getByText(amount, { exact: true }).waitFor();
    await lp.getByTestId('books-mark').getByText('Balanced').waitFor();
    expect(await scrollsSideways(lp)).toBe(false);
    await shot(lp, '10-ledger-390-en');
    expect(await axeProblems(lp), 'ledger 390 px').toEqual([]);

    // Filtering by kind leaves only refunds.
    await lp.getByLabel('Kind').selectOption('refund');
    await expect.poll(async () => (await entries.allInnerTexts()).every((text) => /^Refund\b/.test(text))).toBe(true);
    await refundEntry.waitFor();

    // The CSV comes through the app's client with the token, as a file.
    const [download] = await Promise.all([lp.waitForEvent('download'), lp.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^okota-ledger-.*\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain(landed.refundTransactionId!);
    expect(csv.split('\r\n')[0]).toContain('mpesa_receipt');
    expect(csv).not.toContain(`,payment,${paymentId},`);

    // Kiswahili at 390 px, a 360 px phone, and a desktop.
    const lpSw = await open(admin, { language: 'sw' });
    await lpSw.goto('/admin/ledger');
    await lpSw.getByTestId('books-mark').getByText('Hesabu zinalingana').waitFor();
    await lpSw
      .locator('[data-testid="ledger-entry"]:visible')
      .filter({ hasText: landed.refundTransactionId! })
      .getByText('Urejeshaji', { exact: true })
      .waitFor();
    expect(await scrollsSideways(lpSw)).toBe(false);
    await shot(lpSw, '11-ledger-390-sw');
    const narrow = await open(admin, { viewport: NARROW });
    await narrow.goto('/admin/ledger');
    await narrow.getByTestId('books-mark').getByText('Balanced').waitFor();
    expect(await scrollsSideways(narrow)).toBe(false);
    await shot(narrow, '12-ledger-360-en');
    const wide = await open(admin, { viewport: DESKTOP });
    await wide.goto('/admin/ledger');
    await wide.locator('[data-testid="ledger-entry"]:visible').filter({ hasText: landed.refundTransactionId! }).waitFor();
    await shot(wide, '13-ledger-1280-en');
    expect(await axeProblems(wide), 'ledger 1280 px').toEqual([]);

    // The API agrees with what the screen said.
    const ledger = await request<{ books: { balanced: boolean } }>('/api/admin/ledger', { token: admin.token });
    expect(ledger.body.books.balanced).toBe(true);
    expect(errors).toEqual([]);
  });
});
