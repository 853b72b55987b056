/**
 * "Held at" where an owner reads about a found item (docs/decisions/0241): the SMS says the kind
 * of place and its county in our words, never the name, landmark or hours its applicant typed;
 * the USSD screen, read by the caller who asked, shows the organisation's name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { firstCategoryId } from '../../../../test/factories';
import { organisations } from '../../../db/schema';
import { findItemFacts } from '../../sms/item-sms-facts';
import { renderSms } from '../../sms/sms-texts';
import { newPhone, smsRowsTo, ussdPath, USSD_ENV } from '../../ussd/ussd.test-support';
import { createOrganisationWithDesk, heldItemFields } from './held.test-support';

describe('held at, by SMS and USSD', () => {
  let t: TestApp;
  let documents: number;
  beforeAll(async () => {
    t = await createTestApp({ env: USSD_ENV });
    documents = await firstCategoryId(t.app.ctx.db, 'Documents');
  });
  afterAll(() => t.close());

  const postDocument = async (organisationId: string, token: string, number: string) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/organisations/${organisationId}/items`,
      token,
      payload: heldItemFields({ title: 'National ID card', categoryId: documents, verificationQuestion1: '', documentNumber: number }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  it('shows the organisation on the USSD answer, and only the kind and county in the link SMS', async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db, { county: 'Kiambu' });
    const itemId = await postDocument(organisation.id, desk.token, '55667788');
    const phone = newPhone();
    const screen = await ussdPath(t, phone, '1', '2', '55667788');
    expect(screen).toContain('Held at Kilimani');
    expect(screen).toContain(`Code: ${itemId}`);
    expect(screen.length).toBeLessThanOrEqual(164);

    expect(await ussdPath(t, phone, '2', '55667788', '1')).toMatch(/^END We are sending the link/);
    const [sms] = await smsRowsTo(t, phone, 'ussd_link');
    expect(sms.text).toContain('Held at a police station, Kiambu.');
    expect(sms.text).toContain(`/item/${itemId}`);
    for (const typed of ['Kilimani', 'Argwings', '24 hours']) expect(sms.text).not.toContain(typed);
  });

  it('tells an owner whose report matches where the item is held, in our words', async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db, { kind: 'chiefs_office', name: 'Chief Wambui Office Gatundu' });
    const phone = newPhone();
    expect(await ussdPath(t, phone, '1', '2', 'C7788990', '1', '1')).toMatch(/^END Saved\./);
    const itemId = await postDocument(organisation.id, desk.token, 'C7788990');
    await t.app.ctx.jobs.runDueJobs();
    const [alert] = await smsRowsTo(t, phone, 'match');
    // The item's own county is in the SMS already.
    expect(alert.text).toContain("Held at a chief's office. See it:");
    expect(alert.text).toContain(`/item/${itemId}`);
    expect(alert.text).not.toContain('Wambui');
  });

  it('says it in Kiswahili, drops it rather than the category when space is short, and not for a suspended organisation', async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db, { kind: 'mpesa_agent' });
    const itemId = await postDocument(organisation.id, desk.token, '99001122');
    const facts = await findItemFacts(t.app.ctx.db, itemId, 'sw');
    expect(facts?.heldAt).toBe('Kiko kwa wakala wa M-Pesa.');
    const link = 'https://okota.co.ke/item/1234567';
    expect(renderSms({ kind: 'match', language: 'sw', ...facts, link })).toContain(
      'Vitambulisho na hati, Nairobi, 20 Novemba 2025). Kiko kwa wakala wa M-Pesa. Kione:',
    );
    // An admin's long category name keeps its place; where it is held gives way.
    const category = 'Identity documents and passports, IDs';
    const long = renderSms({ kind: 'match', language: 'en', ...facts, category, link });
    expect(long).toContain(`(${category}, Nairobi`);
    expect(long).not.toContain('Held at');
    // Without an organisation, the SMS reads as it always did.
    expect(renderSms({ kind: 'ussd_link', language: 'en', category: 'Wallets', county: 'Nairobi', date: '1 March 2026', link })).toBe(
      `Okota: found item (Wallets, Nairobi, 1 March 2026): ${link}`,
    );

    await t.app.ctx.db.update(organisations).set({ status: 'suspended' }).where(eq(organisations.id, organisation.id));
    expect((await findItemFacts(t.app.ctx.db, itemId, 'en'))?.heldAt).toBe('');
    expect(await ussdPath(t, newPhone(), '1', '2', '99001122')).not.toContain('Held at');
  });
});
