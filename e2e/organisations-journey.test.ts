/**
 * Issue 28's "Done when" on a 390 px phone, in English and in Kiswahili: a police station applies
 * for an organisation, an admin verifies it, its manager invites a desk member by phone (an SMS),
 * the desk member accepts and takes in ten items through the intake desk (one an ID card with its
 * number); an owner finds the ID card by its number, claims it and, the station being a public
 * office, pays nothing: the code shows on the page and comes by SMS when the desk approves, and
 * the desk enters it: the item is handed over. A second test drops an
 * individual finder's item at a handover point, and the finder is paid when the owner collects.
 * No SMS of the run carries a word anyone typed. Screens of each step: artifacts/organisations/.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, approve, call, claim, pay, postItem, request, type Session } from './api';
import { launchBrowser, signedInPage } from './browser';
import { everySms, newPhone, phoneAccount, SMS, smsFor, waitForSms, WORDS, type Language } from './turns-support';

const SHOTS = path.resolve(import.meta.dirname, '../artifacts/organisations');
const LONG = { timeout: 30_000 };

const ORG_WORDS = {
  en: {
    submitApplication: 'Send the application',
    applied: 'Application sent',
    verify: 'Verify',
    accept: 'Accept',
    lookupSummary: 'Lost an ID, passport or licence? Check by its number',
    lookupLabel: 'Document number',
    check: 'Check',
    openToClaim: 'Open it to claim it',
    heldAt: 'Held at',
    claimDialog: 'Verify Ownership',
    submitClaim: 'Submit Verification',
  },
  sw: {
    submitApplication: 'Tuma ombi',
    applied: 'Ombi limetumwa',
    verify: 'Thibitisha',
    accept: 'Kubali',
    lookupSummary: 'Umepoteza kitambulisho, pasipoti au leseni? Angalia kwa nambari yake',
    lookupLabel: 'Nambari ya hati',
    check: 'Angalia',
    openToClaim: 'Ifungue uidai',
    heldAt: 'Kinahifadhiwa na',
    claimDialog: 'Thibitisha Umiliki',
    submitClaim: 'Tuma Uthibitisho',
  },
} as const;

/** The collection code SMS (server/src/features/sms/sms-texts.ts, kinds collection_code and collection_code_free), in both languages. */
const CODE_SMS =
  /^(?:Your Okota collection code is|Msimbo wako wa Okota wa kuchukua kitu ni|Okota: claim approved, nothing to pay\. Collection code|Okota: dai limekubaliwa, bila malipo\. Msimbo wa kuchukua) (\d{6})[.:]/;

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

type Org = { id: string; slug: string; status: string };

async function myOrganisations(session: Session): Promise<Org[]> {
  return (await call<{ organisations: Org[] }>('GET', '/api/organisations/mine', undefined, session.token)).organisations;
}

/** A verified handover point that takes drop-offs, with its manager as desk (through the API: the first test walks these screens). */
async function verifiedPoint(admin: Session, mark: string): Promise<{ org: Org; manager: Session & { phone: string } }> {
  const manager = await phoneAccount('Mutua', 'en');
  const { organisation } = await call<{ organisation: Org }>(
    'POST',
    '/api/organisations',
    {
      name: `Kencom SACCO office ${mark}`,
      kind: 'sacco',
      county: 'Nairobi',
      landmark: 'Kencom House, Moi Avenue',
      hours: 'Mon–Sat 7am–7pm',
      publicPhone: newPhone(),
      acceptsDropOffs: true,
    },
    manager.token,
  );
  await call('POST', `/api/admin/organisations/${organisation.id}/verify`, {}, admin.token);
  return { org: organisation, manager };
}

describe('organisations, handover points and collection codes, on a phone', () => {
  let browser: Browser;
  let admin: Session;
  let categories: Array<{ id: number; name: string }>;
  beforeAll(async () => {
    rmSync(SHOTS, { recursive: true, force: true });
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchBrowser();
    admin = await call<Session>('POST', '/api/auth/login', ADMIN);
    categories = await call('GET', '/api/categories');
  });
  afterAll(() => browser?.close());

  for (const language of ['en', 'sw'] as const satisfies readonly Language[]) {
    it(`applies, is verified, invites the desk, takes in ten items, an owner collects with the SMS code (${language})`, { timeout: 300_000 }, async () => {
      const words = ORG_WORDS[language];
      const mark = `zq${Date.now().toString(36)}${language}`;
      const step = (name: string) => `${language}-${name}`;
      const manager = await phoneAccount('Wambui', language);
      const desk = await phoneAccount('Kamau', language);
      const owner = await phoneAccount('Njeri', language);
      const documents = categories.find((category) => category.name === 'Documents')!;
      const others = categories.filter((category) => category.id !== documents.id);
      const idNumber = String(20_000_000 + Math.floor(Math.random() * 9_000_000));

      // 1. The manager applies for the police station.
      const managerTab = await signedInPage(browser, manager, undefined, language);
      const mp = managerTab.page;
      mp.setDefaultTimeout(20_000);
      await mp.goto('/organisations/apply');
      const name = `Kilimani Police Station ${mark}`;
      await mp.locator('form [name=name]').fill(name);
      await mp.locator('form [name=kind]').selectOption('police_station');
      await mp.locator('form [name=county]').selectOption('Nairobi');
      await mp.locator('form [name=landmark]').fill(`Argwings Kodhek Road ${mark}, opposite Yaya Centre`);
      await mp.locator('form [name=hours]').fill('Mon–Sun, 24 hours');
      await mp.locator('form [name=publicPhone]').fill(newPhone());
      await shot(mp, step('01-apply'));
      await mp.getByRole('button', { name: words.submitApplication }).click();
      await mp.getByText(words.applied).first().waitFor();
      const [org] = await myOrganisations(manager);
      expect(org.status).toBe('pending');

      // 2. An admin verifies it.
      const adminTab = await signedInPage(browser, admin, undefined, language);
      const ap = adminTab.page;
      ap.setDefaultTimeout(20_000);
      await ap.goto('/admin/organisations?status=pending');
      const row = ap
        .locator('div', { has: ap.getByRole('heading', { name }) })
        .filter({ has: ap.getByRole('button', { name: words.verify }) })
        .last();
      await row.getByRole('button', { name: words.verify }).click();
      await ap.getByRole('dialog').getByRole('button', { name: words.verify }).click();
      await expect.poll(async () => (await myOrganisations(manager))[0].status, LONG).toBe('verified');
      await shot(ap, step('02-admin-verified'));

      // 3. The manager invites the desk member by phone; an SMS in our words tells them.
      await mp.goto(`/organisations/${org.id}?panel=members`);
      await mp.getByTestId('invite-phone').fill(desk.phone);
      await mp.getByTestId('invite-role').selectOption('desk');
      await mp.getByTestId('invite-submit').click();
      await mp.locator(`[data-testid=member][data-phone="+254${desk.phone.slice(1)}"]`).waitFor();
      await shot(mp, step('03-invited'));
      await waitForSms(desk.phone, /Okota/);

      // 4. The desk member accepts, then takes in ten items in a row, one an ID card with its number.
      const deskTab = await signedInPage(browser, desk, undefined, language);
      const dp = deskTab.page;
      dp.setDefaultTimeout(20_000);
      await dp.goto('/organisations');
      await dp.getByTestId('invitation').getByRole('button', { name: words.accept }).click();
      await dp.getByTestId('my-organisation').waitFor();
      await dp.goto(`/organisations/${org.id}/intake`);
      for (let n = 1; n <= 10; n++) {
        const isDocument = n === 7;
        // 'Kitu' (a thing): the browser files share one server, and an English title on the search page would read as
        // untranslated words to the Kiswahili tour (kiswahili.test.ts) whichever file runs first.
        await dp.getByTestId('intake-title').fill(isDocument ? `National ID card ${mark}` : `Kitu ${n} ${mark}`);
        await dp
          .getByTestId('intake-description')
          .fill(isDocument ? `A Kenyan national ID card handed in at the desk ${mark}.` : `Handed in at the front desk, number ${n} ${mark}.`);
        await dp.getByTestId('intake-category').selectOption(String(isDocument ? documents.id : others[n % others.length].id));
        if (n === 1) await dp.getByTestId('intake-county').selectOption('Nairobi');
        if (isDocument) await dp.getByTestId('intake-document-number').fill(idNumber);
        else await dp.getByTestId('intake-question').fill(`What is written on it, item ${n}?`);
        if (n === 7) await shot(dp, step('04-intake-document'));
        await dp.getByTestId('intake-save').click();
        await dp.locator(`[data-testid=intake-count][data-count="${n}"]`).waitFor();
      }
      await shot(dp, step('05-intake-ten'));
      const { items: held } = await call<{ items: Array<{ id: number; title: string }> }>('GET', `/api/organisations/${org.id}/held`, undefined, desk.token);
      expect(held.length).toBe(10);
      const idCard = held.find((item) => item.title.startsWith('National ID card'))!;
      const publicItem = await call<{ heldBy: { name: string; verified: boolean } }>('GET', `/api/items/${idCard.id}`);
      expect(publicItem.heldBy).toMatchObject({ name, verified: true });

      // 5. The owner finds the ID card by its number, and claims it.
      const ownerTab = await signedInPage(browser, owner, undefined, language);
      const op = ownerTab.page;
      op.setDefaultTimeout(20_000);
      await op.goto('/search');
      await op.getByText(words.lookupSummary).click();
      await op.getByLabel(words.lookupLabel).fill(idNumber);
      await op.getByRole('button', { name: words.check, exact: true }).click();
      await op.getByRole('link', { name: words.openToClaim }).click();
      await op.waitForURL(new RegExp(`/item/${idCard.id}$`));
      await op.getByTestId('held-at').waitFor();
      await shot(op, step('06-owner-item-held-at'));
      await op
        .getByRole('button', { name: WORDS[language].signInToClaim })
        .or(op.getByRole('button', { name: language === 'en' ? 'Start Verification' : 'Anza Uthibitisho' }))
        .first()
        .click();
      const dialog = op.getByRole('dialog', { name: words.claimDialog });
      await dialog.getByRole('textbox').first().fill(`Njeri Wanjiru, ID ${mark}`);
      await dialog.getByLabel(WORDS[language].details).fill(`My name is on it and I can show my birth certificate ${mark}.`);
      await dialog.getByRole('button', { name: words.submitClaim }).click();
      await op.getByText(WORDS[language].waiting).waitFor();

      // 6. The desk member who took it in is told by SMS, opens its link and approves; the owner pays
      // by M-Pesa (the item's own fee) and gets the collection code by SMS.
      const [, claimLink] = await waitForSms(desk.phone, SMS[language].claimReceived);
      // The link leads a desk member to the desk's claims, already open (docs/decisions/0268).
      await dp.goto(claimLink);
      await dp.waitForURL(/\/organisations\/[^/]+\?panel=claims/);
      await dp.locator('#desk-panel').getByRole('button', { name: WORDS[language].approve, exact: true }).click();
      // The desk's own confirmation, in the panel (the finder's dashboard asks in a dialog).
      await dp.getByTestId('desk-claim-confirm-approve').click();
      // A police station hands over free (docs/decisions/0261): the code comes with the approval, on the page and by SMS.
      const [, code] = await waitForSms(owner.phone, CODE_SMS, 60_000);
      await op.getByTestId('collection-code').filter({ hasText: code }).waitFor();
      expect(await op.getByRole('button', { name: language === 'en' ? /^Pay KSh/ : /^Lipa KSh/ }).count()).toBe(0);
      await shot(op, step('07-owner-code-on-page'));

      // 7. At the desk: the code (and the ID card) hands the item over.
      await dp.goto(`/organisations/${org.id}?panel=collect`);
      await dp.getByTestId('collection-code').fill(code);
      await dp.getByTestId('collection-submit').click();
      await dp.getByTestId('collection-done').waitFor();
      await shot(dp, step('08-desk-handed-over'));
      expect((await call<{ status: string }>('GET', `/api/items/${idCard.id}`, undefined, owner.token)).status).toBe('completed');

      // No SMS of the run quotes what anyone typed.
      const texts = (await everySms()).map((message) => message.text);
      expect(texts.filter((text) => text.toLowerCase().includes(mark.toLowerCase()) || text.includes(idNumber))).toEqual([]);
      for (const tab of [managerTab, adminTab, deskTab, ownerTab]) {
        expect(tab.errors).toEqual([]);
        await tab.context.close();
      }
    });
  }

  it('a finder drops an item at a handover point and is paid when the owner collects', { timeout: 180_000 }, async () => {
    const mark = `zq${Date.now().toString(36)}drop`;
    const { org, manager } = await verifiedPoint(admin, mark);
    const finder = await phoneAccount('Achieng', 'en');
    const owner = await phoneAccount('Kiprop', 'en');
    const itemId = await postItem(finder, `Brown ${mark} backpack`, { description: `Left on a matatu ${mark} to Kencom.` });

    const { page, context, errors } = await signedInPage(browser, manager);
    page.setDefaultTimeout(20_000);
    await page.goto(`/organisations/${org.id}?panel=drop-off`);
    await page.getByTestId('drop-off-item').fill(String(itemId));
    await page.getByTestId('drop-off-submit').click();
    await page.getByTestId('drop-off-done').waitFor();
    await shot(page, 'drop-1-received');
    await waitForSms(finder.phone, /handover point/);

    await approve((await claim(itemId, owner)).id, finder);
    await pay(itemId, owner);
    const [, code] = await waitForSms(owner.phone, CODE_SMS, 60_000);
    await page.goto(`/organisations/${org.id}?panel=collect`);
    await page.getByTestId('collection-code').fill(code);
    await page.getByTestId('collection-submit').click();
    await page.getByTestId('collection-done').waitFor();
    await shot(page, 'drop-2-collected');
    // The finder never met the owner and is paid by M-Pesa.
    await waitForSms(finder.phone, /^Okota: we sent KSh \d+ to your M-Pesa, receipt [A-Z0-9]{10}/, 60_000);
    expect((await request<{ status: string }>(`/api/items/${itemId}`)).body.status).toBe('completed');
    expect((await smsFor(finder.phone)).some((sms) => sms.text.includes(mark))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
