/**
 * Every screen of the USSD menu, in English and Kiswahili, at its longest: category names of
 * 100 characters (the most an admin may type), titles of 200, the longest county names, 10-digit
 * item codes, a long public address; each also after a bad input (what to type is added). Each
 * must start `CON `/`END `, hold at most 160 characters after it, in plain printable ASCII, and
 * never be the "not available" apology that a screen too long to fit would turn into.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInNairobi } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser, firstCategoryId } from '../../../test/factories';
import { categories, lostReports, payments } from '../../db/schema';
import { hashDocumentNumber } from '../documents/document-hash';
import { saveItemDocumentHash } from '../documents/documents.repository';
import { SERVICE_UNAVAILABLE } from './answer-ussd';
import { CLAIMS_SHOWN } from './menu-claims';
import { NEWEST_ITEMS_SHOWN } from './menu-search';
import { USSD_REPORTS_PER_DAY } from './file-ussd-report';
import { newPhone, ussdPath, USSD_ENV } from './ussd.test-support';

const LANGUAGES = { en: '1', sw: '2' } as const;
type Language = keyof typeof LANGUAGES;
/** Wide letters, no spaces: the worst case for shortening. */
const long = (length: number, seed: string) => `${seed} ${'W'.repeat(length)}`.slice(0, length);

describe('USSD screens at their longest', () => {
  let t: TestApp;
  const screens: Array<{ path: string; body: string }> = [];
  let owners: Record<Language, string>;
  let fullReports: Record<Language, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...USSD_ENV, PUBLIC_URL: 'https://lost-and-found.okota.co.ke' } });
    const db = t.app.ctx.db;
    // 9 seeded + 10 of 100 characters: three pages of categories.
    await db.insert(categories).values(Array.from({ length: 10 }, (_, i) => ({ name: long(100, `Category${i}`), icon: 'package' })));
    const [longCategory] = await db
      .select()
      .from(categories)
      .where(eq(categories.name, long(100, 'Category0')));
    const finder = await createUser(t.app.ctx.db, { role: 'finder' });
    const documents = await firstCategoryId(db, 'Documents');
    let id = 2_147_480_000;
    for (let i = 0; i < NEWEST_ITEMS_SHOWN + 1; i++) {
      await createItem(db, finder.user.id, {
        id: id++,
        categoryId: longCategory.id,
        location: 'Elgeyo-Marakwet',
        title: long(200, `Item${i}`),
        dateFound: '2025-12-28',
      });
    }
    const documentHash = await hashDocumentNumber(t.app.ctx.config, 'AB1234567');
    for (const county of ['Elgeyo-Marakwet', 'Tharaka-Nithi', 'Taita-Taveta']) {
      const item = await createItem(db, finder.user.id, {
        id: id++,
        categoryId: documents,
        location: county,
        title: long(200, 'Document'),
        dateFound: '2025-12-28',
      });
      await saveItemDocumentHash(db, item.id, documentHash);
    }
    const single = await createItem(db, finder.user.id, {
      id: id++,
      categoryId: documents,
      location: 'Elgeyo-Marakwet',
      title: long(200, 'One'),
      dateFound: '2025-12-28',
    });
    await saveItemDocumentHash(db, single.id, await hashDocumentNumber(t.app.ctx.config, 'CD7654321'));

    owners = { en: '', sw: '' };
    fullReports = { en: '', sw: '' };
    for (const language of ['en', 'sw'] as const) {
      const owner = await createUser(db);
      owners[language] = owner.user.phone;
      const claimOn = async (claim: Parameters<typeof createClaim>[3], item: Parameters<typeof createItem>[2] = {}) =>
        createClaim(db, (await createItem(db, finder.user.id, { id: id++, title: long(200, 'Claimed'), ...item })).id, owner.user.id, claim);
      await claimOn({ status: 'pending' });
      await claimOn({ status: 'rejected' });
      await claimOn({ status: 'approved' });
      await claimOn({ status: 'approved' }, { status: 'completed' });
      const paid = await claimOn({ status: 'approved' }, { status: 'claimed' });
      await db.insert(payments).values({
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
      // An account with ten open reports: a USSD report is refused.
      const full = await createUser(db);
      fullReports[language] = full.user.phone;
      await db.insert(lostReports).values(
        Array.from({ length: 10 }, () => ({
          ownerId: full.user.id,
          title: 'Lost phone',
          categoryId: documents,
          description: 'Lost phone',
          county: 'Nairobi',
          dateLost: todayInNairobi(),
          status: 'open',
          expiresAt: new Date(Date.now() + 86_400_000),
        })),
      );
      await ussdPath(t, owners[language], LANGUAGES[language]);
      await ussdPath(t, fullReports[language], LANGUAGES[language]);
    }
    expect(CLAIMS_SHOWN).toBe(5);
  });
  afterAll(() => t.close());

  /** A path from a new number (its language first), and the same path with a bad input after it. */
  const visit = async (phone: string | null, language: Language, inputs: string[], options: { andBadInput?: boolean } = {}) => {
    // A number that already chose its language starts on the main menu; a new one chooses first.
    const prefix = phone ? [] : [LANGUAGES[language]];
    const record = async (path: string[]) => {
      const body = await ussdPath(t, phone ?? newPhone(), ...prefix, ...path);
      screens.push({ path: `${language}: ${[...prefix, ...path].join('*')}`, body });
      return body;
    };
    const body = await record(inputs);
    if (options.andBadInput !== false && body.startsWith('CON ')) await record([...inputs, '#']);
    return body;
  };

  it('fits every screen in both languages', async () => {
    for (const language of ['en', 'sw'] as const) {
      await visit(null, language, []);
      for (const menu of ['1', '2', '3', '4']) await visit(null, language, [menu]);
      await visit(null, language, ['5']);
      // 1 Search: pages of categories, pages of counties, a county by letters, the list, one item, its link.
      await visit(null, language, ['1', '9']);
      await visit(null, language, ['1', '9', '9']);
      const items = await visit(null, language, ['1', '9', '2', 'elgeyo']);
      expect(items.split('\n').filter((line) => /^[1-9] /.test(line))).toHaveLength(NEWEST_ITEMS_SHOWN);
      await visit(null, language, ['1', '9', '2', '9', '9', '9', '9', '9']);
      await visit(null, language, ['1', '9', '2', 'ta']);
      await visit(null, language, ['1', '3', '1']);
      await visit(null, language, ['1', '9', '2', 'elgeyo', '1']);
      await visit(null, language, ['1', '9', '2', 'elgeyo', '1', '1']);
      // 2 Document: several found, one found, its link, not found, the report it leads to.
      await visit(null, language, ['2', 'AB1234567']);
      await visit(null, language, ['2', 'AB1234567', '3']);
      await visit(null, language, ['2', 'CD7654321']);
      await visit(null, language, ['2', 'CD7654321', '1']);
      await visit(null, language, ['2', 'ZZ0000000']);
      await visit(null, language, ['2', 'ZZ0000000', '1']);
      await visit(null, language, ['2', 'ZZ0000000', '1', '6']);
      // 3 Claims: the list, each claim, its link; an unknown number.
      await visit(owners[language], language, ['3']);
      for (const claim of ['1', '2', '3', '4', '5']) await visit(owners[language], language, ['3', claim]);
      await visit(owners[language], language, ['3', '1', '1']);
      // 4 Report: each step, the document number step, saved, too many open, too many today.
      await visit(null, language, ['4', '9', '2', 'elgeyo']);
      await visit(null, language, ['4', '2', '6', long(80, 'words')]);
      await visit(null, language, ['4', '9', '2', '6', 'my lost things']);
      await visit(fullReports[language], language, ['4', '3', '1', 'black wallet']);
      const busy = newPhone();
      await ussdPath(t, busy, LANGUAGES[language]);
      for (let i = 0; i <= USSD_REPORTS_PER_DAY; i++) await visit(busy, language, ['4', '3', '1', `wallet number ${i}`], { andBadInput: false });
    }
    // Too many document lookups from one number.
    const curious = newPhone();
    await ussdPath(t, curious, '2');
    for (let i = 0; i <= 20; i++) await visit(curious, 'sw', ['2', `N${1000000 + i}`], { andBadInput: false });

    const problems = screens.flatMap(({ path, body }) => {
      const found: string[] = [];
      if (!/^(CON|END) /.test(body)) found.push('no CON/END prefix');
      if (body.length - 4 > 160) found.push(`${body.length - 4} characters`);
      if (!/^[\x20-\x7e\n]*$/.test(body)) found.push('a character outside plain ASCII');
      if (body === SERVICE_UNAVAILABLE) found.push('the apology (a screen failed)');
      return found.map((problem) => `${path}: ${problem}\n${body}`);
    });
    expect(problems).toEqual([]);
    // The worst cases were reached: long names were shortened, and the limits were met.
    const all = screens.map((s) => s.body).join('\n');
    expect(all).toContain('..');
    expect(all).toContain('Umeangalia nambari nyingi');
    expect(all).toContain('You have reported many items today');
    expect(all).toContain('Umeripoti vitu vingi leo');
    expect(all).toContain('tayari ina ripoti 10');
    expect(screens.length).toBeGreaterThan(100);
  });
});
