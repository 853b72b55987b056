/**
 * The owner's path after the payment, built for Kenya (issue 19, points 4, 7, 9 and 14;
 * docs/decisions/0215): Call and WhatsApp buttons that carry the finder's number, the hand-over
 * offered once both have written in the chat, reviews only after it, both screens turning to
 * Done live (the owner's confirmation, then M-Pesa's payout), and a cancelled M-Pesa prompt that
 * says calmly that nothing was charged. Screens at 390 and 1280 px in both languages are left in
 * artifacts/paid-path/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { approve, call, claim, paidItem, postItem, signUp, type Session } from './api';
import { DESKTOP, PHONE, launchBrowser, signedInContext, signedInPage, waitForSmsCode } from './browser';

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/paid-path');
const LONG = { timeout: 30_000 };

/** The item page as `session` at both widths in both languages, each state's screenshot kept. */
async function shootEverywhere(browser: Browser, session: Session, url: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const language of ['en', 'sw'] as const) {
    for (const [width, viewport] of [
      [390, PHONE],
      [1280, DESKTOP],
    ] as const) {
      const context = await signedInContext(browser, session, { viewport, language });
      const page = await context.newPage();
      await page.goto(url);
      await ready(page);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${language}-${width}.png`), fullPage: true });
      await context.close();
    }
  }
}

const samePageMarker = (page: Page) => page.evaluate(() => Object.assign(window, { paidPathSamePage: true }));
const isSamePage = (page: Page) => page.evaluate(() => (window as unknown as { paidPathSamePage?: boolean }).paidPathSamePage === true);

describe("the owner's path after the payment", () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('Call and WhatsApp reach the finder; hand-over once they agreed to meet; Done on both screens, live', { timeout: 300_000 }, async () => {
    const finder = await signUp('Akinyi');
    const owner = await signUp('Baraka');
    const title = 'Black leather wallet';
    const itemId = await paidItem(finder, owner, title);
    const { finderPhone } = await call<{ finderPhone: string }>('GET', `/api/items/${itemId}`, undefined, owner.token);
    const msisdn = finderPhone.replace(/^\+/, '');

    const ownerTab = await signedInPage(browser, owner);
    const finderTab = await signedInPage(browser, finder, DESKTOP);
    const op = ownerTab.page;
    const fp = finderTab.page;
    await op.goto(`/item/${itemId}`);
    await fp.goto(`/item/${itemId}`);

    // Point 7: big Call and WhatsApp buttons with the finder's number; the greeting names the item.
    const call254 = op.getByRole('link', { name: /^Call 07\d\d \d{3} \d{3}$/ });
    await call254.waitFor(LONG);
    expect(await call254.getAttribute('href')).toBe(`tel:${finderPhone}`);
    const whatsapp = op.getByRole('link', { name: /^Message Akinyi .* on WhatsApp$/ });
    const waUrl = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${waUrl.origin}${waUrl.pathname}`).toBe(`https://wa.me/${msisdn}`);
    expect(waUrl.searchParams.get('text')).toContain(`"${title}"`);
    const callBox = (await call254.boundingBox())!;
    expect(callBox.height).toBeGreaterThanOrEqual(44);
    // The chat is open, not folded away; the paid steps stand at Meet.
    await op.getByPlaceholder('Type your message...').waitFor();
    await op.getByText('Meet: now').waitFor();
    await op.getByText(/M-Pesa receipt [A-Z0-9]+/).waitFor();

    // Before any meeting is arranged: no main 'Confirm' button and no review yet.
    await op.getByRole('heading', { name: 'Next: agree where to meet' }).waitFor();
    expect(await op.getByRole('button', { name: 'Confirm I received my item', exact: true }).count()).toBe(0);
    await op.getByRole('button', { name: 'Already have it? Confirm I received my item' }).waitFor();
    expect(await op.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);
    await fp
      .getByTestId('finder-handover')
      .getByText(/The owner paid\. Agree with them/)
      .waitFor(LONG);
    await shootEverywhere(browser, owner, `/item/${itemId}`, 'owner-paid', (page) => page.getByTestId('finder-contact').waitFor(LONG));
    await shootEverywhere(browser, finder, `/item/${itemId}`, 'finder-paid', (page) => page.getByTestId('finder-handover').waitFor(LONG));

    // Point 14: sending shows the message in the thread, with no toast to say so.
    for (const page of [op, fp]) await samePageMarker(page);
    await op.getByPlaceholder('Type your message...').fill('Hello! Can we meet at Kencom at 5pm?');
    await op.getByRole('button', { name: 'Send Message' }).click();
    await op.getByText('Hello! Can we meet at Kencom at 5pm?', { exact: true }).waitFor();
    expect(await op.getByText('Message Sent').count()).toBe(0);
    expect(await op.getByText('usually replies within 24 hours').count()).toBe(0);
    await fp.getByText('Hello! Can we meet at Kencom at 5pm?', { exact: true }).waitFor(LONG);
    await fp.getByPlaceholder('Type your message...').fill('Yes, see you at the Kencom stage.');
    await fp.getByRole('button', { name: 'Send Message' }).click();

    // Both have written: the meeting counts as arranged and the confirmation is the main button.
    const confirm = op.getByRole('button', { name: 'Confirm I received my item', exact: true });
    await confirm.waitFor(LONG);
    await op.getByRole('heading', { name: 'Got your item back?' }).waitFor();
    expect(await op.getByRole('button', { name: 'Write a Review' }).count()).toBe(0);
    await confirm.click();
    await op.getByRole('dialog', { name: 'Do you have your item back?' }).getByRole('button', { name: 'Yes, I have it' }).click();

    // Point 4: Done on the owner's screen, and on the finder's without a reload (/ws).
    const ownerDone = op.getByTestId('handover-done');
    await ownerDone.getByRole('heading', { name: 'Done' }).waitFor(LONG);
    await ownerDone.getByText('You confirmed receiving your item. Thank you!').waitFor();
    await op.getByRole('button', { name: 'Write a Review' }).waitFor(LONG);
    const finderCard = fp.getByTestId('finder-handover');
    await finderCard.getByRole('heading', { name: 'Done' }).waitFor(LONG);
    await finderCard.getByText(/Verify your phone number to receive/).waitFor();
    await fp.getByRole('button', { name: 'Write a Review' }).waitFor(LONG);

    // The payout waited for a verified number; once the finder verifies it, M-Pesa pays and both
    // screens say so by themselves: the finder's through the payout notice, the owner's by asking again.
    const phone = `0${msisdn.slice(3)}`;
    await call('POST', '/api/auth/phone/send-code', {}, finder.token);
    await call('POST', '/api/auth/phone/verify', { code: await waitForSmsCode(phone) }, finder.token);
    await finderCard.getByText(/Hand-over confirmed and KSh 100 sent to your M-Pesa\./).waitFor({ timeout: 60_000 });
    await ownerDone.getByText('The finder has been paid. Thank you for using Okota!').waitFor({ timeout: 60_000 });
    expect(await isSamePage(op)).toBe(true);
    expect(await isSamePage(fp)).toBe(true);
    await shootEverywhere(browser, owner, `/item/${itemId}`, 'owner-done', (page) => page.getByTestId('handover-done').waitFor(LONG));
    await shootEverywhere(browser, finder, `/item/${itemId}`, 'finder-done', (page) =>
      page
        .getByTestId('finder-handover')
        .getByText(/KSh 100/)
        .waitFor(LONG),
    );

    // Point 9: the owner's own payment row says where the hand-over stands, never 'Paid to M-Pesa'.
    await op.goto('/claimer-dashboard?tab=payments');
    await op.getByRole('tab', { name: 'Payments' }).click();
    const row = op.getByRole('listitem').filter({ hasText: title });
    await row.getByText('Finder paid').waitFor(LONG);
    expect(await row.getByText('Paid to M-Pesa').count()).toBe(0);
    expect(ownerTab.errors).toEqual([]);
    expect(finderTab.errors).toEqual([]);
    await ownerTab.context.close();
    await finderTab.context.close();
  });

  it('a cancelled M-Pesa prompt says calmly that nothing was charged, in the dialog and in the history', { timeout: 180_000 }, async () => {
    const finder = await signUp('Wanjiku');
    const owner = await signUp('Otieno');
    const title = 'Blue Tecno phone';
    const itemId = await postItem(finder, title);
    await approve((await claim(itemId, owner)).id, finder);
    for (const language of ['en', 'sw'] as const) {
      for (const viewport of language === 'en' ? [PHONE, DESKTOP] : [PHONE]) {
        const context = await signedInContext(browser, owner, { viewport, language });
        const page = await context.newPage();
        await page.goto(`/item/${itemId}`);
        await page
          .getByRole('button', { name: language === 'en' ? /^Pay KSh [\d,]+ & Get Contact$/ : /^Lipa KSh/ })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('textbox').fill('0700001032');
        await dialog.getByRole('button', { name: language === 'en' ? /^Pay KSh/ : /^Lipa KSh/ }).click();
        const cancelled = dialog.getByTestId('payment-cancelled');
        await cancelled.waitFor(LONG);
        const words =
          language === 'en'
            ? { title: 'You cancelled the M-Pesa prompt', charged: 'You were not charged.', failed: 'Payment Failed', retry: 'Try Again' }
            : { title: 'Umeghairi ombi la M-Pesa', charged: 'Hujakatwa pesa yoyote.', failed: 'Malipo Yameshindikana', retry: 'Jaribu Tena' };
        await cancelled.getByRole('heading', { name: words.title }).waitFor();
        await cancelled.getByText(words.charged).waitFor();
        expect(await page.getByText(words.failed).count()).toBe(0);
        // Neutral, not an alarm: nothing red on the cancelled screen.
        const retry = cancelled.getByRole('button', { name: words.retry });
        expect(await cancelled.evaluate((element) => element.innerHTML)).not.toMatch(/(bg|text)-red-/);
        await page.screenshot({ path: path.join(SHOTS, `cancelled-${language}-${viewport.width}.png`) });
        await retry.click();
        await dialog.getByRole('textbox').waitFor();
        await context.close();
      }
    }

    const tab = await signedInPage(browser, owner);
    await tab.page.goto('/claimer-dashboard?tab=payments');
    await tab.page.getByRole('tab', { name: 'Payments' }).click();
    const rows = tab.page.getByRole('listitem').filter({ hasText: title });
    await rows.first().getByText('Cancelled — not charged').waitFor(LONG);
    expect(await rows.getByText('KSh 150').count()).toBe(0);
    expect(await rows.getByText('Failed', { exact: true }).count()).toBe(0);
    await tab.page.screenshot({ path: path.join(SHOTS, 'history-cancelled-en-390.png'), fullPage: true });
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
