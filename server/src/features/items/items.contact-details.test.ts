/**
 * Contact details out of every public text of an item (issue 14, docs/decisions/0140): a finder who
 * writes a disguised number or address in the title, a security question, the description or the
 * nearby place, on posting or editing, and an item stored before the detector knew the trick, show
 * none of it to a guest: not in the item's JSON, not in search results, not in the HTML of
 * /item/{id} (title, description, Open Graph, structured data, first paint).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ITEM_CONTACT_REMOVED } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { WEB_FIRST_SCREEN_RENDERER } from '../seo/first-screen.test-support';
import { createItem, createUser } from '../../../test/factories';
import { itemFields, multipart } from './items.test-support';

/** Each text with a different trick; the numbers and names below must never come back. */
const DISGUISED = {
  title: 'Wallet 07 98/76/54/32',
  verificationQuestion1: 'What colour is it? Call ０７９８ ７６５ ４３２',
  verificationQuestion2: 'What is inside? Ask jane at gmail dot com',
  verificationQuestion3: 'Which bank card? 07l2 345 67O',
  description: 'A brown wallet found on a matatu. Mail wanjiru(at)yahoo(dot)com or 0798.765.432',
  nearLocation: 'Kencom, +254 798 765 432',
};

/** The number 0798 765 432 with up to 4 other characters between its digits, in any digit form. */
const NUMBER_ANYHOW = /7\D{0,4}9\D{0,4}8\D{0,4}7\D{0,4}6\D{0,4}5\D{0,4}4\D{0,4}3\D{0,4}2/;
function leaksContact(text: string): boolean {
  const read = text.normalize('NFKC');
  return NUMBER_ANYHOW.test(read) || /07l2|345 67O|gmail|wanjiru|yahoo/i.test(read);
}

describe('contact details in the public texts of an item', () => {
  let t: TestApp;
  let webDist: string;
  let finder: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'okota-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-body--></div></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST: webDist, WEB_SSR_ENTRY: WEB_FIRST_SCREEN_RENDERER } });
    finder = await createUser(t.app.ctx.db);
    stranger = await createUser(t.app.ctx.db);
    admin = await createUser(t.app.ctx.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  /** Every way a guest or another user reads the item: JSON, search, the item page's HTML. */
  async function expectNothingLeaks(itemId: number, searchWord: string) {
    const detail = await t.request({ method: 'GET', url: `/api/items/${itemId}` });
    expect(detail.statusCode).toBe(200);
    const item = detail.json();
    for (const field of Object.keys(DISGUISED)) expect(leaksContact(String(item[field])), `${field}: ${item[field]}`).toBe(false);
    expect(item.title).toContain(ITEM_CONTACT_REMOVED);
    expect(leaksContact((await t.request({ method: 'GET', url: `/api/items/${itemId}`, token: stranger.token })).body)).toBe(false);

    const search = await t.request({ method: 'GET', url: `/api/items?search=${searchWord}` });
    expect(search.json().items.map((i: { id: number }) => i.id)).toContain(itemId);
    expect(leaksContact(search.body)).toBe(false);

    for (const url of [`/item/${itemId}`, `/items/${itemId}`]) {
      const page = await t.request({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('first-screen-data');
      expect(leaksContact(page.body), page.body).toBe(false);
    }
  }

  it('a posted item: every text is scrubbed when saved, and the guest sees none of it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: finder.token,
      ...(await multipart(itemFields({ ...DISGUISED, categoryId: '1' }))),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The finder's own answer already carries the stored (scrubbed) words.
    expect(leaksContact(JSON.stringify({ ...res.json(), finderPhone: undefined, finderEmail: undefined }))).toBe(false);
    expect(res.json().title).toBe(`Wallet ${ITEM_CONTACT_REMOVED}`);
    await expectNothingLeaks(res.json().id, 'wallet');
  });

  it('an edited item: the same texts arriving on PUT are scrubbed too', async () => {
    const item = await createItem(t.app.ctx.db, finder.user.id, { title: 'Plain umbrella' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      token: finder.token,
      payload: { ...itemFields(DISGUISED), categoryId: item.categoryId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verificationQuestion3).toBe(`Which bank card? ${ITEM_CONTACT_REMOVED}`);
    await expectNothingLeaks(item.id, 'wallet');
  });

  it('an item stored before the detector knew the trick: scrubbed on the way out, as written for its finder and admins', async () => {
    const item = await createItem(t.app.ctx.db, finder.user.id, { ...DISGUISED, title: 'Old purse 07 98/76/54/32' });
    await expectNothingLeaks(item.id, 'purse');
    for (const token of [finder.token, admin.token]) {
      const seen = (await t.request({ method: 'GET', url: `/api/items/${item.id}`, token })).json();
      expect(seen.title).toBe('Old purse 07 98/76/54/32');
      expect(seen.nearLocation).toBe(DISGUISED.nearLocation);
    }
  });
});
