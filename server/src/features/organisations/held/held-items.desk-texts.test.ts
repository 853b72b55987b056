/**
 * An item held at a desk is read with the desk's name, landmark and hours, as its page shows them
 * (docs/decisions/0282): posted or edited, the item loses its part of a number the desk's texts
 * finish and waits for an admin; a desk's edit that finishes a number begun in one of its newest
 * items waits for an admin; ordinary posts and edits are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { createItem, createUser, firstCategoryId } from '../../../../test/factories';
import { insertHeldItem } from './held-items.repository';
import { items, organisations } from '../../../db/schema';
import { createOrganisationWithDesk, heldItemFields } from './held.test-support';
import { DESK_ITEMS_READ } from '../desk-texts-with-items';

describe('an item read with the desk that holds it', () => {
  let t: TestApp;
  let electronics: number;
  beforeAll(async () => {
    t = await createTestApp();
    electronics = await firstCategoryId(t.app.ctx.db, 'Electronics');
  });
  afterAll(() => t.close());

  const post = (organisationId: string, token: string, fields: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `/api/organisations/${organisationId}/items`, token, payload: heldItemFields({ categoryId: electronics, ...fields }) });
  const rowOf = async (id: number) => (await t.app.ctx.db.select().from(items).where(eq(items.id, id)))[0];
  const patch = (id: string, token: string, payload: object) => t.request({ method: 'PATCH', url: `/api/organisations/${id}`, token, payload });

  it('posted: the item loses its part of a number the desk’s name finishes, and waits for an admin', async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db, { name: '345 678 Lost Property' });
    const res = await post(organisation.id, desk.token, { nearLocation: 'Kencom, call 0712' });
    expect(res.statusCode, res.body).toBe(201);
    const row = await rowOf(res.json().id);
    expect(row.nearLocation).toBe('Kencom, call [Contact removed for privacy]');
    expect(row).toMatchObject({ isHidden: true, hiddenBy: null });
    expect(row.hiddenReason).toMatch(/digits/);
    const guest = await t.request({ method: 'GET', url: `/api/items/${row.id}` });
    expect(guest.body).not.toMatch(/0712/);
  });

  it('edited by its finder: the same, through PUT /api/items/{id}', async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db, { name: 'tatu nne tano sita saba nane desk' });
    const posted = (await post(organisation.id, desk.token)).json();
    expect((await rowOf(posted.id)).isHidden).toBe(false);
    const res = await t.request({
      method: 'PUT',
      url: `/api/items/${posted.id}`,
      token: desk.token,
      payload: heldItemFields({ categoryId: electronics, nearLocation: 'Ask for sifuri saba moja mbili' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(posted.id);
    expect(row.nearLocation).not.toMatch(/sifuri saba moja mbili/);
    expect(row.isHidden).toBe(true);
  });

  it(`a desk's landmark edit that finishes a number begun in one of its newest ${DESK_ITEMS_READ} items waits for an admin`, async () => {
    const { organisation, desk, manager } = await createOrganisationWithDesk(t.app.ctx.db, { name: 'Juja Desk' });
    const posted = await post(organisation.id, desk.token, { nearLocation: 'Gate B, ask 0712' });
    expect((await rowOf(posted.json().id)).isHidden).toBe(false);
    const res = await patch(organisation.id, manager.token, { landmark: '345 678, ground floor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organisation).toMatchObject({
      landmark: organisation.landmark,
      textsUnderReview: { landmark: '345 678, ground floor', reason: 'held-item' },
    });
    const [stored] = await t.app.ctx.db.select().from(organisations).where(eq(organisations.id, organisation.id));
    expect(stored.landmark).toBe(organisation.landmark);
  });

  it('an item stored before the check (as written) loses its part on the way out, for a guest', async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db, { name: '345 678 Lost Property' });
    const item = await createItem(t.app.ctx.db, desk.user.id, { nearLocation: 'Kencom, call 0712' });
    await insertHeldItem(t.app.ctx.db, { itemId: item.id, organisationId: organisation.id, custody: 'posted', heldUntil: new Date(Date.now() + 86_400_000) });
    const guest = await t.request({ method: 'GET', url: `/api/items/${item.id}` });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().nearLocation).toBe('Kencom, call [Contact removed for privacy]');
  });

  it('dropped off by its finder at a desk whose name finishes its number: it waits for an admin', async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db, { name: '345 678 Lost Property', acceptsDropOffs: true });
    const finder = await createUser(t.app.ctx.db);
    const item = await createItem(t.app.ctx.db, finder.user.id, { nearLocation: 'Kencom, call 0712' });
    const res = await t.request({ method: 'POST', url: `/api/organisations/${organisation.id}/drop-offs`, token: desk.token, payload: { itemId: item.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(item.id)).toMatchObject({ isHidden: true, hiddenBy: null });
    // An ordinary item dropped off at an ordinary desk stays public.
    const plain = await createOrganisationWithDesk(t.app.ctx.db, { acceptsDropOffs: true });
    const other = await createItem(t.app.ctx.db, finder.user.id, { nearLocation: 'Bus stage 4' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/organisations/${plain.organisation.id}/drop-offs`,
          token: plain.desk.token,
          payload: { itemId: other.id },
        })
      ).statusCode,
    ).toBe(200);
    expect((await rowOf(other.id)).isHidden).toBe(false);
  });

  it('ordinary posts and desk edits go through untouched', async () => {
    const { organisation, desk, manager } = await createOrganisationWithDesk(t.app.ctx.db);
    const res = await post(organisation.id, desk.token, {
      nearLocation: 'Bus stage 4, near Naivas',
      description: 'Tecno Spark 10, 128GB, blue cover, cracked at the top left.',
    });
    const row = await rowOf(res.json().id);
    expect(row).toMatchObject({ isHidden: false, nearLocation: 'Bus stage 4, near Naivas' });
    const edit = await patch(organisation.id, manager.token, { landmark: 'Opposite Ruaka market, 2nd floor, Room 12', hours: 'Mon–Fri 8am–5pm, Sat 9am–1pm' });
    expect(edit.json().organisation).toMatchObject({ landmark: 'Opposite Ruaka market, 2nd floor, Room 12', textsUnderReview: null });
  });
});
