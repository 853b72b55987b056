/**
 * Search that forgives how people type (issue 27, docs/decisions/0236): mistyped words searched as
 * the catalogue's own words with "showing results for" and the way back, prefixes, places typed
 * with the words, Kiswahili and Sheng words, glue words; in English and Kiswahili.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser, firstCategoryId } from '../../../test/factories';
import { items } from '../../db/schema';

interface Page {
  items: Array<{ title: string; location: string }>;
  total: number;
  correctedQuery?: string;
  originalQuery?: string;
}

describe('search that forgives how people type', () => {
  let t: TestApp;
  let finderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    finderId = (await createUser(db)).user.id;
    const base = new Date('2026-05-01T08:00:00Z').getTime();
    const listed: Array<[string, string, string, string?]> = [
      // title, description, county, category
      ['Brown leather wallet', 'Brown leather wallet found at Kencom stage.', 'Nairobi', 'Wallets'],
      ['Canvas wallet', 'Green canvas wallet found at Mombasa old town.', 'Mombasa', 'Wallets'],
      ['Samsung Galaxy A14', 'Blue Samsung phone found in a matatu.', 'Nairobi', 'Electronics'],
      ['Nokia 105', 'Small Nokia phone found at Kisumu bus park.', 'Kisumu', 'Electronics'],
      ['Simu ya Itel', 'Simu ndogo imeokotwa Kondele.', 'Kisumu', 'Electronics'],
      ['National ID card', 'National ID of Brian Otieno found near Kencom.', 'Nairobi', 'Documents'],
      ['ID card Kiprono', 'National ID found at Eldoret stage.', 'Uasin Gishu', 'Documents'],
      ['Toyota car key', 'Car key with a remote, found at Sarit Centre.', 'Nairobi', 'Keys'],
      ['House keys', 'Three house keys on a ring, found in Westlands.', 'Nairobi', 'Keys'],
      ['Office keys', 'Office keys with a red tag.', 'Nairobi', 'Keys'],
      ['Equity ATM card', 'Equity Bank ATM card found at Ngara.', 'Nairobi', 'Documents'],
      ['KCSE certificate', 'KCSE certificate in a brown envelope.', 'Nyeri', 'Documents'],
      ['Nairobi bus ticket wallet', 'Wallet with a ticket to Nairobi, found on the Mombasa road.', 'Machakos', 'Wallets'],
    ];
    for (const [index, [title, description, location, category]] of listed.entries()) {
      await createItem(db, finderId, {
        title,
        description,
        location,
        nearLocation: null,
        categoryId: await firstCategoryId(db, category ?? 'Other'),
        createdAt: new Date(base + index * 60_000),
      });
    }
  });
  afterAll(() => t.close());

  const search = async (words: string, extra = '') => {
    const res = await t.request({ method: 'GET', url: `/api/items?search=${encodeURIComponent(words)}${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const titles = async (words: string, extra = '') => (await search(words, extra)).items.map((item) => item.title);

  it('searches a mistyped word as the catalogue word one edit away, and says so (English)', async () => {
    const walet = await search('walet');
    expect(walet).toMatchObject({ correctedQuery: 'wallet', originalQuery: 'walet' });
    expect(walet.items.map((item) => item.title)).toContain('Brown leather wallet');
    expect(await search('samsang')).toMatchObject({ correctedQuery: 'samsung', total: 1 });
    // Two neighbouring letters swapped is one edit.
    expect(await search('nokai')).toMatchObject({ correctedQuery: 'nokia', items: [{ title: 'Nokia 105' }] });
    // Eight letters or more: two edits.
    expect(await search('certfcate')).toMatchObject({ correctedQuery: 'certificate', items: [{ title: 'KCSE certificate' }] });
    // Only the word that matched nothing changes; the others are kept as typed.
    expect(await search('Brown walet')).toMatchObject({ correctedQuery: 'brown wallet', originalQuery: 'Brown walet', total: 1 });
  });

  it('corrects Kiswahili words too, to the words of the shared list', async () => {
    const page = await search('kitambulsho');
    expect(page.correctedQuery).toBe('kitambulisho');
    expect(page.items.map((item) => item.title)).toEqual(expect.arrayContaining(['National ID card', 'ID card Kiprono']));
    expect(await search('simu ya itell')).toMatchObject({ correctedQuery: 'simu ya itel', items: [{ title: 'Simu ya Itel' }] });
  });

  it('gives the way back: exact=1 searches the words as typed, without correcting them', async () => {
    const exact = await search('walet', '&exact=1');
    expect(exact.total).toBe(0);
    expect(exact.correctedQuery).toBeUndefined();
    expect((await t.request({ method: 'GET', url: '/api/items?search=walet&exact=yes' })).statusCode).toBe(400);
  });

  it('leaves alone short words, words too far from any, and words that already match as a prefix', async () => {
    expect(await search('wal')).toMatchObject({ total: 3 }); // a prefix, as before
    expect((await search('wal')).correctedQuery).toBeUndefined();
    expect(await search('walle')).toMatchObject({ total: 3 });
    expect((await search('walle')).correctedQuery).toBeUndefined();
    expect(await search('wxyz')).toMatchObject({ total: 0 }); // four letters, nothing one edit away
    expect((await search('wallxxt')).correctedQuery).toBeUndefined(); // two edits for seven letters: too far
    expect((await search('samsung')).correctedQuery).toBeUndefined();
  });

  it('reads a county or a well-known place typed with the words as the county', async () => {
    expect(await titles('wallet nairobi')).toEqual(['Nairobi bus ticket wallet', 'Brown leather wallet']);
    // Kiswahili: "simu" is any phone; Kisumu is the county.
    expect((await titles('simu kisumu')).sort()).toEqual(['Nokia 105', 'Simu ya Itel']);
    expect(await titles('ID kencom')).toEqual(['National ID card']);
    expect(await titles('id eldoret')).toEqual(['ID card Kiprono']);
    // Westlands is in Nairobi: the keys that name it first, then the county's others, newest first.
    expect(await titles('keys westlands')).toEqual(['House keys', 'Office keys', 'Toyota car key']);
    expect(await titles('funguo westlands')).toEqual(['House keys', 'Office keys', 'Toyota car key']);
  });

  it('keeps a place word a word when a county is chosen', async () => {
    expect(await titles('wallet nairobi', '&location=Machakos')).toEqual(['Nairobi bus ticket wallet']);
    expect(await titles('wallet nairobi', '&location=Mombasa')).toEqual([]);
  });

  it('finds the Kenyan words people use: kipande, rununu, pochi, funguo za gari, kadi ya ATM, leseni', async () => {
    expect((await titles('kipande')).sort()).toEqual(['ID card Kiprono', 'National ID card']);
    expect((await titles('rununu')).sort()).toEqual(['Nokia 105', 'Samsung Galaxy A14', 'Simu ya Itel']);
    expect(await titles('pochi ya ngozi')).toEqual(['Brown leather wallet']);
    expect(await titles('funguo za gari')).toEqual(['Toyota car key']);
    expect(await titles('kadi ya ATM')).toEqual(['Equity ATM card']);
    expect(await titles('cheti')).toEqual(['KCSE certificate']);
  });

  it('ignores glue words, in both languages, unless nothing else was typed', async () => {
    expect(await titles('my wallet of the canvas')).toEqual(['Canvas wallet']);
    expect(await titles('funguo za nyumba')).toEqual(['House keys']);
    expect((await search('ya')).total).toBe(1); // only glue: still asked ("Simu ya Itel")
  });

  it('leaves out a name or word no listing has, says so, and finds what the other words find (issue 34)', async () => {
    const page = await search('ID card ya Kamau');
    expect(page.items.map((item) => item.title).sort()).toEqual(['ID card Kiprono', 'National ID card']);
    expect(page).toMatchObject({ correctedQuery: 'id card', originalQuery: 'ID card ya Kamau' });
    expect((await titles('kitambulisho cha Wanjiku Mwangi')).sort()).toEqual(['ID card Kiprono', 'National ID card']);
    expect(await search('Brown wallet of Kamau')).toMatchObject({ correctedQuery: 'brown wallet', total: 1 });
    // Searched as typed, the name still empties the page: that is what "exact" asks.
    expect(await search('ID card ya Kamau', '&exact=1')).toMatchObject({ total: 0 });
    // A search of nothing but such words finds nothing, and says nothing was left out.
    const nothing = await search('Kamau Njoroge');
    expect(nothing.total).toBe(0);
    expect(nothing.correctedQuery).toBeUndefined();
    // A word some listing has is never left out: "Otieno" narrows to his ID.
    expect(await titles('ID card Otieno')).toEqual(['National ID card']);
  });

  it('never offers the words of a hidden or removed item as a correction', async () => {
    const db = t.app.ctx.db;
    const secret = await createItem(db, finderId, { title: 'Zebraprint scarf', description: 'A scarf.', location: 'Nairobi' });
    expect(await search('zebraprnt')).toMatchObject({ correctedQuery: 'zebraprint', total: 1 });
    await db.update(items).set({ isHidden: true }).where(eq(items.id, secret.id));
    expect(await search('zebraprnt')).toMatchObject({ total: 0 });
    expect((await search('zebraprnt')).correctedQuery).toBeUndefined();
    await db.update(items).set({ isHidden: false, status: 'removed' }).where(eq(items.id, secret.id));
    expect((await search('zebraprnt')).correctedQuery).toBeUndefined();
    await db.update(items).set({ status: 'available' }).where(eq(items.id, secret.id));
    expect(await search('zebraprnt')).toMatchObject({ correctedQuery: 'zebraprint', total: 1 });
    await db.delete(items).where(eq(items.id, secret.id));
    expect((await search('zebraprnt')).correctedQuery).toBeUndefined();
  });
});
