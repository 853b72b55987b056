/**
 * Whole USSD sessions over HTTP, as Africa's Talking drives them: the language choice and its
 * memory, search to the SMS link, back and home, bad input, the key. The other menus are in
 * ussd.menus.test.ts; screen lengths in ussd.screens.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { items } from '../../db/schema';
import { createItem, createUser, firstCategoryId } from '../../../test/factories';
import { newPhone, postUssd, smsRowsTo, ussdPath, ussdSession, USSD_ENV } from './ussd.test-support';

describe('USSD sessions', () => {
  let t: TestApp;
  let wallets: number;
  let walletId: number;
  beforeAll(async () => {
    t = await createTestApp({ env: USSD_ENV });
    const finder = await createUser(t.app.ctx.db, { role: 'finder' });
    wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
    await createItem(t.app.ctx.db, finder.user.id, { categoryId: wallets, title: 'Brown wallet, older', location: 'Nairobi', dateFound: '2026-01-02' });
    walletId = (
      await createItem(t.app.ctx.db, finder.user.id, { categoryId: wallets, title: 'Black leather wallet', location: 'Nairobi', dateFound: '2026-01-05' })
    ).id;
    await createItem(t.app.ctx.db, finder.user.id, { categoryId: wallets, title: 'Wallet found in Mombasa', location: 'Mombasa' });
    await createItem(t.app.ctx.db, finder.user.id, { categoryId: wallets, title: 'Hidden wallet', location: 'Nairobi', isHidden: true });
    await createItem(t.app.ctx.db, finder.user.id, { categoryId: wallets, title: 'Claimed wallet', location: 'Nairobi', status: 'claimed' });
  });
  afterAll(() => t.close());

  it('refuses a wrong or missing key with 403, and answers the right one with text/plain', async () => {
    const fields = { sessionId: 'ATUid_x', serviceCode: '*384*1234#', phoneNumber: newPhone(), networkCode: '63902', text: '' };
    expect((await postUssd(t, fields, 'wrong-key')).statusCode).toBe(403);
    expect((await postUssd(t, fields, null)).statusCode).toBe(403);
    const right = await postUssd(t, fields);
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain/);
    expect(right.body).toMatch(/^CON /);
  });

  it('asks a new number for its language first, and opens its next session in the language it chose', async () => {
    const phone = newPhone();
    const first = ussdSession(t, phone);
    expect(await first.type()).toBe('CON Karibu Okota / Welcome to Okota\nChagua lugha / Choose a language:\n1 English\n2 Kiswahili');
    expect(await first.type('2')).toMatch(/^CON Okota: vitu vilivyopotea\n1 Tafuta vitu vilivyopatikana\n/);
    // The same session goes on from the language screen although the number now has a language.
    // The same names as the web app's (packages/shared/src/category-names.ts), not a list of its own.
    expect(await first.type('1')).toMatch(/^CON Chagua aina ya kitu:\n1 Vifaa vya elektroniki\n2 Vitambulisho na hati\n3 Pochi\n4 Mabegi\n/);

    const next = ussdSession(t, phone);
    expect(await next.type()).toMatch(/^CON Okota: vitu vilivyopotea\n/);
    // Option 5 changes it, and the one after opens in English.
    expect(await next.type('5')).toMatch(/Choose a language/);
    expect(await next.type('1')).toMatch(/^CON Okota lost and found\n1 Search found items/);
    expect(await ussdPath(t, phone)).toMatch(/^CON Okota lost and found\n/);
  });

  it('searches: category, county, the newest claimable titles, one item, and its link by SMS once', async () => {
    const phone = newPhone();
    const session = ussdSession(t, phone);
    await session.type();
    await session.type('1'); // English
    expect(await session.type('1')).toMatch(/^CON Choose a category:\n1 Electronics\n2 Documents\n3 Wallets/);
    expect(await session.type('3')).toMatch(/^CON Choose the county, or type its name:\n1 Nairobi\n2 Baringo[\s\S]*\n9 More\n0 Back 00 Home$/);
    const list = await session.type('1');
    expect(list).toBe('CON Wallets found in Nairobi:\n1 Black leather wallet\n2 Brown wallet, older\n0 Back 00 Home');
    expect(await session.type('1')).toBe(
      `CON Black leather wallet\nFound in Nairobi on 5 Jan 2026\nCode: ${walletId}\n1 Send me the link by SMS\n0 Back 00 Home`,
    );
    const sent = await session.type('1');
    expect(sent).toMatch(/^END We are sending the link to 07\d\d \d{3} \d{3} by SMS\./);

    const rows = await smsRowsTo(t, phone, 'ussd_link');
    expect(rows).toHaveLength(1);
    expect(rows[0].text).toContain(`/item/${walletId}`);
    // Named by category, county and day: never the finder's title under our sender name (docs/decisions/0231).
    expect(rows[0].text).toBe(`Okota: found item (Wallets, Nairobi, 5 January 2026): ${t.config.publicUrl}/item/${walletId}`);
    // The gateway repeating the last request sends nothing more.
    await postUssd(t, { sessionId: session.sessionId, serviceCode: '*384*1234#', phoneNumber: phone, networkCode: '63902', text: session.text });
    expect(await smsRowsTo(t, phone, 'ussd_link')).toHaveLength(1);
  });

  it('drops an item from the list as soon as it is claimed, although lists are kept between requests', async () => {
    const list = () => ussdPath(t, newPhone(), '1', '1', '3', '1');
    const extra = await createItem(t.app.ctx.db, (await createUser(t.app.ctx.db)).user.id, { categoryId: wallets, title: 'Green wallet', location: 'Nairobi' });
    expect(await list()).toContain('Green wallet');
    expect(await list()).toContain('Green wallet');
    await t.app.ctx.db.update(items).set({ status: 'claimed' }).where(eq(items.id, extra.id));
    expect(await list()).not.toContain('Green wallet');
  });

  it('goes back one screen with 0 and to the main menu with 00', async () => {
    const phone = newPhone();
    const session = ussdSession(t, phone);
    await session.type();
    await session.type('1');
    await session.type('1');
    await session.type('3');
    expect(await session.type('0')).toMatch(/^CON Choose a category:/);
    expect(await session.type('3')).toMatch(/^CON Choose the county/);
    expect(await session.type('1')).toMatch(/^CON Wallets found in Nairobi:/);
    expect(await session.type('00')).toMatch(/^CON Okota lost and found\n/);
    // 0 on the main menu stays there.
    expect(await session.type('0')).toMatch(/^CON Okota lost and found\n/);
    expect(await session.type('2')).toMatch(/^CON Type the number on your document/);
  });

  it('answers bad input with the same screen and what to type, never an error status', async () => {
    const phone = newPhone();
    const session = ussdSession(t, phone);
    expect(await session.type()).toMatch(/Choose a language/);
    expect(await session.type('7')).toMatch(/^CON Andika 1 au 2 \/ Type 1 or 2\.\nKaribu Okota/);
    expect(await session.type('1')).toMatch(/^CON Okota lost and found/);
    expect(await session.type('banana')).toMatch(/^CON Type a number from 1 to 5\.\nOkota lost and found\n1 Search/);
    expect(await session.type('1')).toMatch(/^CON Choose a category/);
    expect(await session.type('')).toMatch(/^CON Type the number of your choice\.\nChoose a category/);
    expect(await session.type('3')).toMatch(/^CON Choose the county/);
    expect(await session.type('zz')).toMatch(/^CON Type a number, 9 for more, or a county name\.\n1 Nairobi\n/);
    // On this full screen, what to type took the heading's place; the screen still fits.
  });

  it('takes a county by its name or first letters, and pages through the rest with 9', async () => {
    // A new number each time: English (1), search (1), Wallets (3).
    const county = (...inputs: string[]) => ussdPath(t, newPhone(), '1', '1', '3', ...inputs);
    expect(await county('mombasa')).toBe('CON Wallets found in Mombasa:\n1 Wallet found in Mombasa\n0 Back 00 Home');
    expect(await county('Nak')).toMatch(/^CON No Wallets found in Nakuru yet\./);
    expect(await county('ka')).toMatch(/^CON Choose the county, or type its name:\n1 Kajiado\n2 Kakamega\n0 Back/);
    expect(await county('9')).toMatch(/^CON Choose the county, or type its name:\n1 Homa Bay\n/);
    expect(await county('9', '9', '9', '9', '9')).toMatch(
      /\n1 Tharaka-Nithi\n2 Trans Nzoia\n3 Turkana\n4 Uasin Gishu\n5 Vihiga\n6 Wajir\n7 West Pokot\n0 Back 00 Home$/,
    );
  });

  it('tells the web app the code to dial when one is configured', async () => {
    expect((await t.request({ method: 'GET', url: '/api/public/support' })).json().ussdCode).toBe('*384*1234#');
  });

  it('ends politely for a number that is not a Kenyan mobile', async () => {
    const answer = await postUssd(t, { sessionId: 'ATUid_y', serviceCode: '*384*1234#', phoneNumber: '+256772100104', networkCode: '99999', text: '' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatch(/^END Okota works with Kenyan mobile numbers only/);
  });
});
