import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SCRUB_RULES_VERSION } from '@okota/shared/scrub-rules-version';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser, firstCategoryId } from '../../../test/factories';
import { itemPublicTexts, items, users } from '../../db/schema';
import { fillPublicTexts } from './public-texts-fill';

/** Public texts kept in the database (docs/decisions/0283): scrubbed once, used only while they still hold. */
describe('kept public texts', () => {
  let t: TestApp;
  let finderId: string;
  let bags: number;

  beforeAll(async () => {
    t = await createTestApp();
    finderId = (await createUser(t.app.ctx.db, { firstName: 'Amina' })).user.id;
    bags = await firstCategoryId(t.app.ctx.db, 'Bags');
  });
  afterAll(() => t.close());

  const keptRow = async (itemId: number) => (await t.app.ctx.db.select().from(itemPublicTexts).where(eq(itemPublicTexts.itemId, itemId)))[0];
  // The loader keeps a page's texts after answering it.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  const publicItem = async (id: number) => (await t.request({ method: 'GET', url: `/api/items/${id}` })).json() as { title: string; description: string };

  it('are kept when an item is first read, scrubbed, under the rules’ version and the hash of the words', async () => {
    const item = await createItem(t.app.ctx.db, finderId, { title: 'Blue rucksack', description: 'Call 0712 345 678 to collect it', categoryId: bags });
    expect(await keptRow(item.id)).toBeUndefined();
    expect((await publicItem(item.id)).description).not.toContain('345');
    await settle();
    const row = await keptRow(item.id);
    expect(row).toMatchObject({ rules: SCRUB_RULES_VERSION, texts: { title: 'Blue rucksack', finderFirstName: 'Amina' } });
    expect(JSON.stringify(row!.texts)).not.toContain('345');
  });

  it('are never used once the words, the finder’s name or the rules changed: made again from the words', async () => {
    const item = await createItem(t.app.ctx.db, finderId, { title: 'Red handbag', description: 'Found at the stage', categoryId: bags });
    await publicItem(item.id);
    await settle();
    expect(await keptRow(item.id)).toBeDefined();
    // New words: the trigger forgets the row at once, and the hash would not match anyway.
    await t.app.ctx.db.update(items).set({ description: 'Found at the stage, call 0722 111 222' }).where(eq(items.id, item.id));
    expect(await keptRow(item.id)).toBeUndefined();
    expect((await publicItem(item.id)).description).not.toContain('111');
    await settle();
    // A row made under other rules (an older detector) that would show a number: not used.
    await t.app.ctx.db
      .update(itemPublicTexts)
      .set({ rules: 'older-rules', texts: { title: 'Red handbag', description: 'call 0722 111 222', finderFirstName: 'Amina' } })
      .where(eq(itemPublicTexts.itemId, item.id));
    const res = await t.request({ method: 'GET', url: '/api/items?search=handbag&sort=oldest' });
    expect(JSON.stringify(res.json())).not.toContain('111');
    // The finder's new name forgets the rows of every item of theirs.
    await t.app.ctx.db.update(users).set({ firstName: 'Wanjiru' }).where(eq(users.id, finderId));
    expect(await keptRow(item.id)).toBeUndefined();
  });

  it('are filled for every listed item by the fill job, newest first, hidden items left out', async () => {
    const listed = await createItem(t.app.ctx.db, finderId, { title: 'Black wallet', description: 'Leather', categoryId: bags });
    const hidden = await createItem(t.app.ctx.db, finderId, { title: 'Grey wallet', description: 'Canvas', categoryId: bags, isHidden: true });
    let beforeId: number | undefined;
    for (;;) {
      const { lastId } = await fillPublicTexts(t.app.ctx.db, beforeId, 2);
      if (lastId === null) break;
      beforeId = lastId;
    }
    expect(await keptRow(listed.id)).toMatchObject({ rules: SCRUB_RULES_VERSION, texts: { title: 'Black wallet' } });
    expect(await keptRow(hidden.id)).toBeUndefined();
    // A second walk keeps nothing more: every row still holds.
    expect((await fillPublicTexts(t.app.ctx.db, undefined, 1000)).kept).toBe(0);
  });
});
