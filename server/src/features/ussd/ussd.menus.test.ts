/**
 * Menus 2–4 in whole sessions: was my document found (found, not found → a report that the
 * finder's post then matches by SMS, the lookup limit), my claims (each state; unverified and
 * unknown numbers), report a lost item (with and without an account).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayInNairobi } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser, firstCategoryId } from '../../../test/factories';
import { lostReportAlertPhones, lostReportDocumentNumbers, lostReportMatches, lostReports, payments } from '../../db/schema';
import { LOOKUP_LIMITS } from '../documents/look-up-document';
import { newPhone, smsRowsTo, ussdPath, USSD_ENV } from './ussd.test-support';

describe('USSD menus', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let documents: number;
  let wallets: number;
  beforeAll(async () => {
    t = await createTestApp({ env: USSD_ENV });
    finder = await createUser(t.app.ctx.db, { role: 'finder' });
    documents = await firstCategoryId(t.app.ctx.db, 'Documents');
    wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
  });
  afterAll(() => t.close());

  /** English (1), then the inputs, from a number's first session. */
  const english = (phone: string, ...inputs: string[]) => ussdPath(t, phone, '1', ...inputs);

  const postDocument = async (number: string, location = 'Kisumu') => {
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      payload: {
        title: 'National ID card',
        description: 'A Kenyan national ID card found at the bus park.',
        categoryId: documents,
        location,
        dateFound: todayInNairobi(),
        verificationQuestion1: 'What is the name on the card?',
        documentNumber: number,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };

  it('finds a posted document by its number, however it is typed, and sends its link', async () => {
    const item = await postDocument('2468 1357');
    const phone = newPhone();
    const found = await english(phone, '2', '24681357');
    expect(found).toMatch(
      new RegExp(`^CON Good news! It was found in Kisumu on \\d+ \\w+ \\d{4}\\.\\nCode: ${item.id}\\n1 Send me the link by SMS\\n0 Back 00 Home$`),
    );
    expect(found).not.toContain('National ID card');
    expect(await ussdPath(t, phone, '2', '2468-1357', '1')).toMatch(/^END We are sending the link/);
    expect((await smsRowsTo(t, phone, 'ussd_link'))[0].text).toContain(`/item/${item.id}`);
  });

  it("takes a number that was not found as a lost report, which the finder's later post matches exactly, by SMS", async () => {
    const phone = newPhone();
    expect(await english(phone, '2', 'B9081726')).toBe(
      'CON No document with this number has been found yet.\n1 Send me an SMS when it is found\n0 Back 00 Home',
    );
    expect(await ussdPath(t, phone, '2', 'B9081726', '1', '1')).toMatch(/^END Saved\. We will send an SMS to this number when a matching item is found\./);

    const [report] = await t.app.ctx.db
      .select()
      .from(lostReports)
      .innerJoin(lostReportAlertPhones, eq(lostReportAlertPhones.lostReportId, lostReports.id))
      .where(eq(lostReportAlertPhones.phone, phone));
    expect(report.lost_reports).toMatchObject({
      ownerId: null,
      categoryId: documents,
      county: 'Nairobi',
      title: 'Lost document',
      status: 'open',
      notifyEmail: false,
    });
    expect(report.lost_report_alert_phones.verifiedAt).not.toBeNull();
    const [hash] = await t.app.ctx.db.select().from(lostReportDocumentNumbers).where(eq(lostReportDocumentNumbers.lostReportId, report.lost_reports.id));
    expect(hash.numberHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash.numberHash).not.toContain('9081726');

    // Found in another county, described in other words: the number alone makes the match.
    const item = await postDocument('b 908-1726', 'Mombasa');
    await t.app.ctx.jobs.runDueJobs();
    const [match] = await t.app.ctx.db
      .select()
      .from(lostReportMatches)
      .where(and(eq(lostReportMatches.reportId, report.lost_reports.id), eq(lostReportMatches.itemId, item.id)));
    expect(match.score).toBe(1);
    const alerts = await smsRowsTo(t, phone, 'match');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain(`/item/${item.id}`);
  });

  it('limits lookups per number, and says so on the screen', async () => {
    const phone = newPhone();
    await english(phone);
    for (let i = 0; i < LOOKUP_LIMITS.perCallerHour; i++) {
      expect(await ussdPath(t, phone, '2', `Z${1000000 + i}`)).toMatch(/^CON No document with this number/);
    }
    expect(await ussdPath(t, phone, '2', 'Z7777777')).toBe('CON You have checked many numbers. Please try again in an hour.\n0 Back 00 Home');
  });

  it('shows a verified account its claims, each with its state and what to do next', async () => {
    const owner = await createUser(t.app.ctx.db);
    const claimOn = async (title: string, claim: Parameters<typeof createClaim>[3] = {}, item: Parameters<typeof createItem>[2] = {}) => {
      const found = await createItem(t.app.ctx.db, finder.user.id, { title, ...item });
      return createClaim(t.app.ctx.db, found.id, owner.user.id, claim);
    };
    await claimOn('Blue umbrella', { status: 'rejected' });
    const paid = await claimOn('Grey backpack', { status: 'approved' }, { status: 'claimed' });
    await t.app.ctx.db.insert(payments).values({
      itemId: paid.itemId,
      claimId: paid.id,
      claimerId: owner.user.id,
      finderId: finder.user.id,
      amount: 150,
      finderAmount: 100,
      platformAmount: 50,
      phoneNumber: owner.user.phone,
      status: 'completed',
      completedAt: new Date(),
      payoutStatus: 'held',
    });
    await claimOn('Red phone', { status: 'approved' });
    await claimOn('Black wallet');

    const list = await english(owner.user.phone, '3');
    expect(list).toBe('CON Your claims:\n1 Black wallet: waiting\n2 Red phone: pay now\n3 Grey backpack: paid\n4 Blue umbrella: not approved\n0 Back 00 Home');
    expect(await ussdPath(t, owner.user.phone, '3', '2')).toBe(
      "CON Red phone\nApproved! Pay the fee by M-Pesa on the item page to get the finder's contact.\n1 Send me the link by SMS\n0 Back 00 Home",
    );
    expect(await ussdPath(t, owner.user.phone, '3', '1')).toMatch(/^CON Black wallet\nWaiting for the finder to check your answers\./);
  });

  it('does not show the claims of an account whose number is not verified, nor of a number without one', async () => {
    const unverified = await createUser(t.app.ctx.db, { phoneVerified: false });
    await createClaim(t.app.ctx.db, (await createItem(t.app.ctx.db, finder.user.id, { title: 'Secret item' })).id, unverified.user.id);
    const answer = await english(unverified.user.phone, '3');
    expect(answer).toMatch(/^CON This number is not verified on Okota yet\./);
    expect(answer).not.toContain('Secret item');
    expect(await english(newPhone(), '3')).toMatch(/^CON No Okota account uses this number\./);
  });

  it("files a lost report tied to the number: without an account it has no owner, with a verified one it is the account's", async () => {
    const stranger = newPhone();
    // 4 Report, 3 Wallets, 1 Nairobi, a few words.
    expect(await english(stranger, '4', '3', '1', 'x')).toMatch(/^CON Type at least 3 letters\./);
    expect(await ussdPath(t, stranger, '4', '3', '1', 'brown leather wallet')).toMatch(/^END Saved\./);
    const owner = await createUser(t.app.ctx.db);
    expect(await english(owner.user.phone, '4', '3', '1', 'black wallet with my ID')).toMatch(/^END Saved\./);

    const reportOf = async (phone: string) =>
      (
        await t.app.ctx.db
          .select({ report: lostReports })
          .from(lostReports)
          .innerJoin(lostReportAlertPhones, eq(lostReportAlertPhones.lostReportId, lostReports.id))
          .where(eq(lostReportAlertPhones.phone, phone))
      )[0].report;
    expect(await reportOf(stranger)).toMatchObject({
      ownerId: null,
      categoryId: wallets,
      county: 'Nairobi',
      title: 'brown leather wallet',
      notifyInApp: false,
    });
    expect(await reportOf(owner.user.phone)).toMatchObject({ ownerId: owner.user.id, title: 'black wallet with my ID', notifyInApp: true, notifyEmail: true });
    const web = await t.request({ method: 'GET', url: '/api/lost-reports', token: owner.token });
    expect(web.json().map((r: { title: string }) => r.title)).toContain('black wallet with my ID');

    // A report without an owner is matched on its words like any other when an item is posted later, and told by SMS.
    await t.app.ctx.jobs.runDueJobs();
    const posted = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      payload: {
        title: 'Brown leather wallet',
        description: 'Found a brown leather wallet at the bus stage.',
        categoryId: wallets,
        location: 'Nairobi',
        dateFound: todayInNairobi(),
        verificationQuestion1: 'What is inside the wallet?',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await t.app.ctx.jobs.runDueJobs();
    const alerts = await smsRowsTo(t, stranger, 'match');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain(`/item/${posted.json().id}`);
  });

  it('asks for the number when the lost item is a document, and 1 skips it', async () => {
    const phone = newPhone();
    expect(await english(phone, '4', '2', '1', 'my passport')).toMatch(/^CON Type the number on the document, or 1 to skip:/);
    expect(await english(newPhone(), '4', '2', '1', 'my passport', '1')).toMatch(/^END Saved\./);
    expect(await ussdPath(t, phone, '4', '2', '1', 'my passport', 'AK1234567')).toMatch(/^END Saved\./);
    const [row] = await t.app.ctx.db
      .select({ hash: lostReportDocumentNumbers.numberHash })
      .from(lostReportDocumentNumbers)
      .innerJoin(lostReportAlertPhones, eq(lostReportAlertPhones.lostReportId, lostReportDocumentNumbers.lostReportId))
      .where(eq(lostReportAlertPhones.phone, phone));
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
