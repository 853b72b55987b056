/**
 * An ID or passport number typed in the public text of a Documents item (issue 26, finding 1;
 * docs/decisions/0234): only the `documentNumber` field is kept as a keyed hash, so a number in
 * the title or description would let anyone "find" the document without owning it. Replaced when
 * saved (post and edit) and on the way out for an item stored before; other categories keep
 * their ID-like numbers (a staff or receipt number is not the item's owner).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_CONTACT_REMOVED } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser, firstCategoryId } from '../../../test/factories';

describe('document numbers in the public texts of a Documents item', () => {
  let t: TestApp;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let documents: number;
  let wallets: number;
  beforeAll(async () => {
    t = await createTestApp();
    finder = await createUser(t.app.ctx.db, { role: 'finder' });
    documents = await firstCategoryId(t.app.ctx.db, 'Documents');
    wallets = await firstCategoryId(t.app.ctx.db, 'Wallets');
  });
  afterAll(() => t.close());

  const fields = (categoryId: number) => ({
    title: 'ID card 23456789 found',
    description: 'Kitambulisho cha Jane, namba 2345 6789, passport AK1234567, found on 12/03/2025.',
    categoryId,
    location: 'Nakuru',
    dateFound: '2026-01-10',
    verificationQuestion1: 'What is the name on the card?',
  });
  const guestView = async (id: number) => (await t.request({ method: 'GET', url: `/api/items/${id}` })).json();

  it('a posted Documents item: the numbers are replaced when saved, dates kept', async () => {
    const res = await t.request({ method: 'POST', url: '/api/items', token: finder.token, payload: fields(documents) });
    expect(res.statusCode, res.body).toBe(201);
    const item = await guestView(res.json().id);
    expect(item.title).toBe(`ID card ${ITEM_CONTACT_REMOVED} found`);
    expect(item.description).toBe(`Kitambulisho cha Jane, namba ${ITEM_CONTACT_REMOVED}, passport ${ITEM_CONTACT_REMOVED}, found on 12/03/2025.`);
  });

  it('an edit moving an item into Documents replaces them too', async () => {
    const bare = (categoryId: number) => ({ ...fields(categoryId), title: 'Card 23456789 found' });
    const posted = (await t.request({ method: 'POST', url: '/api/items', token: finder.token, payload: bare(wallets) })).json();
    // Another category keeps a bare ID-like number (a receipt looks the same); a labelled one is private everywhere (decisions/0264).
    const inWallets = await guestView(posted.id);
    expect(inWallets.title).toBe('Card 23456789 found');
    expect(inWallets.description).toBe(`Kitambulisho cha Jane, namba ${ITEM_CONTACT_REMOVED}, passport ${ITEM_CONTACT_REMOVED}, found on 12/03/2025.`);
    const res = await t.request({ method: 'PUT', url: `/api/items/${posted.id}`, token: finder.token, payload: bare(documents) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await guestView(posted.id)).title).toBe(`Card ${ITEM_CONTACT_REMOVED} found`);
  });

  it('a Documents item stored before: replaced on the way out, as written for its finder', async () => {
    const item = await createItem(t.app.ctx.db, finder.user.id, { ...fields(documents), title: 'Passport AK7654321 found' });
    expect((await guestView(item.id)).title).toBe(`Passport ${ITEM_CONTACT_REMOVED} found`);
    const own = (await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: finder.token })).json();
    expect(own.title).toBe('Passport AK7654321 found');
  });
});
