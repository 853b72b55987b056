/**
 * The two remaining pieces of issue 9 in the browser: "Report this item" from an item's page, and
 * an admin hiding and removing items from the compact search list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN, postItem, request, signUp, type Session } from './api';
import { launchBrowser, newPage, PHONE, signedInContext } from './browser';

describe('reports and moderation from the public pages', () => {
  let browser: Browser;
  let admin: Session;
  let finder: Session;

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await request<Session>('/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    admin = login.body;
    finder = await signUp('Kamau');
  });
  afterAll(() => browser?.close());

  it('a signed-in user reports an item from its page; a guest is asked to sign in first', async () => {
    const word = `mkoba${Date.now().toString(36)}`;
    const itemId = await postItem(finder, `Green ${word} backpack`);

    const guest = await newPage(browser, PHONE);
    await guest.page.goto(`/item/${itemId}`);
    await guest.page.getByRole('button', { name: 'Report this item' }).click();
    await guest.page.getByRole('dialog', { name: 'Sign in to report' }).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(guest.errors).toEqual([]);
    await guest.context.close();

    // The finder has no report link on their own item.
    const own = await signedInContext(browser, finder);
    const ownPage = await own.newPage();
    await ownPage.goto(`/item/${itemId}`);
    await ownPage
      .getByRole('heading', { name: `Green ${word} backpack` })
      .first()
      .waitFor();
    expect(await ownPage.getByRole('button', { name: 'Report this item' }).count()).toBe(0);
    await own.close();

    const reporter = await signUp('Achieng');
    const context = await signedInContext(browser, reporter);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/item/${itemId}`);
    await page.getByRole('button', { name: 'Report this item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this item' });
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Please choose a reason.').waitFor();

    await dialog.getByLabel('Reason').selectOption({ label: 'Other' });
    await dialog.getByLabel('Details', { exact: true }).fill('odd');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await dialog.getByText('Please describe the problem in at least 10 characters.').waitFor();

    await dialog.getByLabel('Reason').selectOption({ label: 'Asking for money outside Okota' });
    await dialog.getByLabel('Details (optional)').fill('The finder asked me for KSh 2,000 by M-Pesa before any claim.');
    await dialog.getByRole('button', { name: 'Send Report' }).click();
    await page.getByText('Report sent — our team will review it.').waitFor();
    await page.getByText('Reported — thank you').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const reports = await request<{ reports: Array<{ targetType: string; targetId: string; reason: string; reporterId: string }> }>(
      '/api/admin/reports?status=open',
      { token: admin.token },
    );
    expect(reports.status).toBe(200);
    const filed = reports.body.reports.filter((r) => r.targetType === 'item' && r.targetId === String(itemId));
    expect(filed).toEqual([
      expect.objectContaining({
        reporterId: reporter.user.id,
        reason: 'Asking for money outside Okota: The finder asked me for KSh 2,000 by M-Pesa before any claim.',
      }),
    ]);
  });

  it('an admin hides one item and removes another from the compact search list, with reasons; a guest finds neither', async () => {
    const word = `mwavuli${Date.now().toString(36)}`;
    const hiddenTitle = `Black ${word} umbrella`;
    const removedTitle = `Blue ${word} umbrella`;
    const hiddenId = await postItem(finder, hiddenTitle);
    const removedId = await postItem(finder, removedTitle);

    const guest = await newPage(browser, PHONE);
    await guest.page.goto('/search');
    await guest.page.getByLabel('Search items').fill(word);
    await guest.page.getByRole('link', { name: new RegExp(hiddenTitle) }).waitFor();
    await guest.page.getByRole('link', { name: new RegExp(removedTitle) }).waitFor();
    expect(await guest.page.getByRole('button', { name: /^(Hide|Delete) / }).count()).toBe(0);

    const context = await signedInContext(browser, admin);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/search');
    await page.getByLabel('Search items').fill(word);

    await page.getByRole('button', { name: `Hide "${hiddenTitle}"` }).click();
    const hideDialog = page.getByRole('dialog');
    const hide = hideDialog.getByRole('button', { name: 'Hide Item' });
    expect(await hide.isDisabled()).toBe(true);
    await hideDialog.getByLabel('Reason (required)').fill('   ');
    expect(await hide.isDisabled()).toBe(true);
    await hideDialog.getByLabel('Reason (required)').fill('Duplicate of another listing');
    await hide.click();
    await page.getByText('Item has been hidden from public view').waitFor();
    await page.getByRole('link', { name: new RegExp(hiddenTitle) }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Delete "${removedTitle}"` }).click();
    const deleteDialog = page.getByRole('dialog');
    const remove = deleteDialog.getByRole('button', { name: 'Remove' });
    expect(await remove.isDisabled()).toBe(true);
    await deleteDialog.getByLabel('Reason (required)').fill('Posted by mistake, says the finder');
    await remove.click();
    await page.getByText('Item has been removed').waitFor();
    await page.getByRole('link', { name: new RegExp(removedTitle) }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();

    await guest.page.reload();
    await guest.page.getByLabel('Search items').fill(word);
    await guest.page
      .getByText(/No items/i)
      .first()
      .waitFor();
    expect(await guest.page.getByRole('link', { name: new RegExp(word) }).count()).toBe(0);
    expect(guest.errors).toEqual([]);
    await guest.context.close();
    expect((await request(`/api/items/${hiddenId}`)).status).toBe(404);
    expect((await request(`/api/items/${removedId}`)).status).toBe(404);

    const items = await request<{ items: Array<{ id: number; isHidden: boolean; hiddenReason: string | null; status: string; removalReason: string | null }> }>(
      `/api/admin/items?search=${word}`,
      { token: admin.token },
    );
    const byId = new Map(items.body.items.map((i) => [i.id, i]));
    expect(byId.get(hiddenId)).toMatchObject({ isHidden: true, hiddenReason: 'Duplicate of another listing' });
    expect(byId.get(removedId)).toMatchObject({ status: 'removed', removalReason: 'Posted by mistake, says the finder' });
  });
});
