/**
 * An item's public texts are read as one (docs/decisions/0265): a number the title starts and the
 * description finishes, or '+254' in the title and the rest in the description, is removed from
 * both, when saved and on the way out for an old row; a number that is only a doubt read together
 * holds the listing for a person.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_CONTACT_REMOVED } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { itemFields, multipart } from './items.test-support';

let t: TestApp;
let finder: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  finder = await createUser(t.app.ctx.db);
});
afterAll(() => t.close());

const post = async (fields: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/items', token: finder.token, ...(await multipart(itemFields({ categoryId: '1', ...fields }))) });
const guestView = async (id: number) => (await t.request({ method: 'GET', url: `/api/items/${id}` })).json();

describe('an item read as one text', () => {
  it('a number begun in the title and finished in the description is removed from both', async () => {
    const res = await post({ title: 'Black wallet 0712', description: '345 678 inside, found at Kencom stage' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: `Black wallet ${ITEM_CONTACT_REMOVED}`, description: `${ITEM_CONTACT_REMOVED} inside, found at Kencom stage` });
    const seen = await guestView(res.json().id);
    expect(`${seen.title} ${seen.description}`).not.toMatch(/0712|345/);
  });

  it('"+254" in the title and the rest in Kiswahili words in the description', async () => {
    const res = await post({ title: 'Wallet +254', description: 'saba moja mbili tatu nne tano sita saba nane, a brown wallet.' });
    expect(res.statusCode, res.body).toBe(201);
    const seen = await guestView(res.json().id);
    expect(seen.title).toBe(`Wallet ${ITEM_CONTACT_REMOVED}`);
    expect(seen.description).toBe(`${ITEM_CONTACT_REMOVED}, a brown wallet.`);
  });

  it('an old row split across its texts is scrubbed on the way out, as written for its finder', async () => {
    const item = await createItem(t.app.ctx.db, finder.user.id, { title: 'Umbrella 07', description: '12 345 678 found at Westlands' });
    const seen = await guestView(item.id);
    expect(seen.title).toBe(`Umbrella ${ITEM_CONTACT_REMOVED}`);
    expect(seen.description).toBe(`${ITEM_CONTACT_REMOVED} found at Westlands`);
    const own = (await t.request({ method: 'GET', url: `/api/items/${item.id}`, token: finder.token })).json();
    expect(own.title).toBe('Umbrella 07');
  });

  it('ordinary texts in several fields are kept as written', async () => {
    const fields = { title: 'Samsung A14', description: 'Found at Githurai 45 on 12/03/2025 at 7:30pm', nearLocation: 'Route 46 stage' };
    const res = await post(fields);
    expect(res.json()).toMatchObject(fields);
  });
});
