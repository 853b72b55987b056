/**
 * Posting for an organisation (issue 28, docs/decisions/0241): who may, the custody row and its
 * holding period, heldBy on the item and in search, a Documents item without a question, a
 * suspended organisation's items leaving search, and the desk's list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { createItem, createUser, firstCategoryId } from '../../../../test/factories';
import { heldItems, itemDocumentNumbers, items, organisationMembers, organisations } from '../../../db/schema';
import { addMember, createOrganisationWithDesk, heldItemFields } from './held.test-support';
import { DESK_DOCUMENT_QUESTION } from './holding-period';
import { multipart, photoPart, smallPng } from '../../items/items.test-support';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('items held by an organisation', () => {
  let t: TestApp;
  let electronics: number;
  let documents: number;
  beforeAll(async () => {
    t = await createTestApp();
    electronics = await firstCategoryId(t.app.ctx.db, 'Electronics');
    documents = await firstCategoryId(t.app.ctx.db, 'Documents');
  });
  afterAll(() => t.close());

  const post = (organisationId: string, token: string, fields: Record<string, unknown> = {}) =>
    t.request({ method: 'POST', url: `/api/organisations/${organisationId}/items`, token, payload: heldItemFields({ categoryId: electronics, ...fields }) });

  it("is posted by the desk, held for the organisation's period, and says where it is held on its page and in search", async () => {
    const db = t.app.ctx.db;
    const { organisation, desk } = await createOrganisationWithDesk(db, { holdingDaysOther: 45 });
    const before = Date.now();
    const res = await post(organisation.id, desk.token, { title: 'Tecno Spark held at Kilimani' });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item.finderId).toBe(desk.user.id);
    expect(item.heldBy).toMatchObject({
      id: organisation.id,
      name: 'Kilimani Police Station',
      slug: organisation.slug,
      kind: 'police_station',
      county: 'Nairobi',
      landmark: 'Argwings Kodhek Road, next to the AP camp',
      hours: 'Mon-Sun 24 hours',
      phone: '+254711000111',
      verified: true,
      latitude: null,
      longitude: null,
    });
    const heldUntil = Date.parse(item.heldBy.heldUntil);
    expect(heldUntil).toBeGreaterThanOrEqual(before + 45 * DAY_MS - 1000);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + 45 * DAY_MS);

    const [row] = await db.select().from(heldItems).where(eq(heldItems.itemId, item.id));
    expect(row).toMatchObject({ organisationId: organisation.id, custody: 'posted', receivedBy: desk.user.id, expiredAt: null, remindedAt: null });

    // Anyone reading the item or searching sees where it is held; an ordinary item carries nothing.
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}` })).json().heldBy).toMatchObject({ name: 'Kilimani Police Station', verified: true });
    const ordinary = await createItem(db, desk.user.id, { title: 'Ordinary Kilimani umbrella' });
    const search = (await t.request({ method: 'GET', url: '/api/items?search=Kilimani' })).json();
    const found = new Map(search.items.map((one: { id: number }) => [one.id, one]));
    expect(found.get(item.id)).toMatchObject({ heldBy: { id: organisation.id, verified: true, heldUntil: item.heldBy.heldUntil } });
    expect(found.get(ordinary.id)).toBeDefined();
    expect(found.get(ordinary.id)).not.toHaveProperty('heldBy');
    expect((await t.request({ method: 'GET', url: `/api/items/${ordinary.id}` })).json()).not.toHaveProperty('heldBy');
  });

  it("takes the desk's photo in the same request, as the item form does", async () => {
    const { organisation, desk } = await createOrganisationWithDesk(t.app.ctx.db);
    const fields = Object.fromEntries(Object.entries(heldItemFields({ categoryId: electronics })).map(([key, value]) => [key, String(value)]));
    const form = await multipart(fields, [photoPart(await smallPng(), 'photos', 'phone.png', 'image/png')]);
    const res = await t.request({ method: 'POST', url: `/api/organisations/${organisation.id}/items`, token: desk.token, ...form });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().images).toHaveLength(1);
    expect(res.json().heldBy).toMatchObject({ id: organisation.id });
  });

  it('is also posted through POST /api/items with organisationId, by a manager too', async () => {
    const { organisation, manager } = await createOrganisationWithDesk(t.app.ctx.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/items',
      token: manager.token,
      payload: heldItemFields({ categoryId: electronics, organisationId: organisation.id }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().heldBy).toMatchObject({ id: organisation.id });
    expect(await t.app.ctx.db.select().from(heldItems).where(eq(heldItems.itemId, res.json().id))).toHaveLength(1);
  });

  it("takes a Documents item without a question, with the desk's fixed one, its number hashed, held for the documents period", async () => {
    const db = t.app.ctx.db;
    const { organisation, desk } = await createOrganisationWithDesk(db, { holdingDaysDocuments: 30 });
    const res = await post(organisation.id, desk.token, {
      title: 'National ID card',
      description: 'A Kenyan national ID card handed in at the desk.',
      categoryId: documents,
      verificationQuestion1: '',
      documentNumber: '2468 1357',
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item.verificationQuestion1).toBe(DESK_DOCUMENT_QUESTION);
    expect(Date.parse(item.heldBy.heldUntil)).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
    expect(Date.parse(item.heldBy.heldUntil)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    const [hash] = await db.select().from(itemDocumentNumbers).where(eq(itemDocumentNumbers.itemId, item.id));
    expect(hash.numberHash).toMatch(/^[0-9a-f]{64}$/);
    // The owner finds it by the number.
    const lookup = await t.request({ method: 'POST', url: '/api/documents/lookup', payload: { number: '24681357' } });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(JSON.stringify(lookup.json())).toContain(String(item.id));

    // Any other category still needs its question, and a short one is refused as on the form.
    const phone = await post(organisation.id, desk.token, { verificationQuestion1: undefined });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toHaveProperty('verificationQuestion1');
    expect((await post(organisation.id, desk.token, { categoryId: documents, verificationQuestion1: 'Name?' })).statusCode).toBe(400);
    // POST /api/items keeps the form's rule: a question is typed.
    const plain = await t.request({
      method: 'POST',
      url: '/api/items',
      token: desk.token,
      payload: heldItemFields({ categoryId: documents, organisationId: organisation.id, verificationQuestion1: undefined }),
    });
    expect(plain.statusCode).toBe(400);
  });

  it('is refused to outsiders, to removed or unaccepted members, for an unverified organisation, and for an unknown one', async () => {
    const db = t.app.ctx.db;
    const { organisation, desk } = await createOrganisationWithDesk(db);
    const outsider = await createUser(db);
    const count = async () => (await db.select({ id: items.id }).from(items)).length;
    const before = await count();

    expect((await post(organisation.id, outsider.token)).statusCode).toBe(403);
    const viaItems = await t.request({
      method: 'POST',
      url: '/api/items',
      token: outsider.token,
      payload: heldItemFields({ categoryId: electronics, organisationId: organisation.id }),
    });
    expect(viaItems.statusCode).toBe(403);
    expect((await post(organisation.id, '')).statusCode).toBe(401);
    expect((await post('00000000-0000-4000-8000-000000000000', desk.token)).statusCode).toBe(404);
    expect((await post('not-an-id', desk.token)).statusCode).toBe(404);

    const removed = await createUser(db);
    await addMember(db, organisation.id, removed, 'desk', { removedAt: new Date() });
    expect((await post(organisation.id, removed.token)).statusCode).toBe(403);
    const invited = await createUser(db);
    await addMember(db, organisation.id, invited, 'desk', { acceptedAt: null });
    expect((await post(organisation.id, invited.token)).statusCode).toBe(403);

    for (const status of ['pending', 'suspended', 'rejected']) {
      const other = await createOrganisationWithDesk(db, { status });
      expect((await post(other.organisation.id, other.desk.token)).statusCode, status).toBe(403);
    }
    expect(await count()).toBe(before);
    expect(await db.select().from(organisationMembers).where(eq(organisationMembers.userId, outsider.user.id))).toHaveLength(0);
  });

  it('leaves search while its organisation is suspended, and comes back when reinstated', async () => {
    const db = t.app.ctx.db;
    const { organisation, desk } = await createOrganisationWithDesk(db);
    const item = (await post(organisation.id, desk.token, { title: 'Itel phone Suspendedplace' })).json();
    const search = async () => (await t.request({ method: 'GET', url: '/api/items?search=Suspendedplace' })).json().items.map((one: { id: number }) => one.id);
    expect(await search()).toEqual([item.id]);

    await db.update(organisations).set({ status: 'suspended' }).where(eq(organisations.id, organisation.id));
    expect(await search()).toEqual([]);
    // Its page still answers, saying it is not verified now.
    expect((await t.request({ method: 'GET', url: `/api/items/${item.id}` })).json().heldBy).toMatchObject({ verified: false });

    await db.update(organisations).set({ status: 'verified' }).where(eq(organisations.id, organisation.id));
    expect(await search()).toEqual([item.id]);
  });

  it('lists what the organisation holds for its desk, newest first, with claimed and paid', async () => {
    const db = t.app.ctx.db;
    const { organisation, desk, manager } = await createOrganisationWithDesk(db);
    const first = (await post(organisation.id, desk.token, { title: 'First held phone' })).json();
    const second = (await post(organisation.id, manager.token, { title: 'Second held phone' })).json();
    const claimer = await createUser(db);
    await db.update(items).set({ claimedBy: claimer.user.id }).where(eq(items.id, first.id));

    const res = await t.request({ method: 'GET', url: `/api/organisations/${organisation.id}/held`, token: desk.token });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([second.id, first.id]);
    expect(rows[1]).toMatchObject({ title: 'First held phone', status: 'available', custody: 'posted', claimed: true, paid: false, expiredAt: null });
    expect(rows[0]).toMatchObject({ claimed: false, paid: false, categoryName: 'Electronics' });
    expect(Date.parse(rows[0].heldUntil)).toBeGreaterThan(Date.parse(rows[0].heldSince));

    const outsider = await createUser(db);
    expect((await t.request({ method: 'GET', url: `/api/organisations/${organisation.id}/held`, token: outsider.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/organisations/${organisation.id}/held` })).statusCode).toBe(401);
  });
});
