/**
 * An organisation's texts go through the contact check read as one (docs/decisions/0265): at
 * application and at every edit a contact detail is refused with 400 on its field; a verified
 * organisation's edit in doubt waits for an admin, who applies or drops it; a suspended
 * organisation's manager cannot edit; and owners claiming an item it holds are told where it is.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessContactRisk } from '@okota/shared';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createClaim, createItem, createUser } from '../../../test/factories';
import { heldItems, notifications, organisations } from '../../db/schema';
import { applicationBody, createOrganisation } from './organisations.test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app.ctx.db, { role: 'admin' });
});
afterAll(() => t.close());

const person = () => createUser(t.app.ctx.db);
const apply = (token: string, overrides: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/organisations', token, payload: applicationBody(overrides) });
const patch = (id: string, token: string, payload: object) => t.request({ method: 'PATCH', url: `/api/organisations/${id}`, token, payload });
const adminPost = (id: string, action: string) =>
  t.request({ method: 'POST', url: `/api/admin/organisations/${id}/${action}`, token: admin.token, payload: {} });
const rowOf = async (id: string) => (await t.app.ctx.db.select().from(organisations).where(eq(organisations.id, id)))[0];

/** Not found by the detector, but a doubt: a number split by a word it does not bridge. */
const DOUBTFUL_HOURS = 'Mon-Fri 8am-5pm, ask 0712 banana 345 678';

describe('at application', () => {
  it.each([
    ['a phone in the landmark', { landmark: 'Ground floor, call 0712 345 678' }, ['landmark']],
    ['a wa.me link in the hours', { hours: 'Daily 7am-7pm wa.me/254712345678' }, ['hours']],
    ['an Instagram handle in the name', { name: 'Juja Desk instagram @juja_lost' }, ['name']],
    ['an e-mail in the landmark', { landmark: 'Level 2, desk at yahoo dot com' }, ['landmark']],
    ['a number begun in the name and ended in the landmark', { name: 'Kasarani Police 0712', landmark: '345 678 Thika Road' }, ['name', 'landmark']],
  ])('%s is refused with 400 on its field, and nothing is stored', async (_, texts, fields) => {
    const { user, token } = await person();
    const res = await apply(token, texts);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('ORG_TEXT_CONTACT');
    expect(Object.keys(res.json().errors).sort()).toEqual([...fields].sort());
    expect(await t.app.ctx.db.select().from(organisations).where(eq(organisations.appliedBy, user.id))).toEqual([]);
  });

  it('in doubt, is accepted with the doubt noted for the admin who checks it', async () => {
    expect(assessContactRisk(DOUBTFUL_HOURS).needsReview).toBe(true);
    const res = await apply((await person()).token, { hours: DOUBTFUL_HOURS });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().organisation.textsUnderReview).toMatchObject({ reason: 'digits' });
  });
});

describe('a verified organisation edits its texts', () => {
  it('a contact detail is refused and the page keeps its texts', async () => {
    const manager = await person();
    const organisation = await createOrganisation(t.app.ctx.db, manager.user);
    const res = await patch(organisation.id, manager.token, { hours: 'Mon-Fri, WhatsApp 0712345678' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ORG_TEXT_CONTACT', errors: { hours: expect.any(String) } });
    expect((await rowOf(organisation.id)).hours).toBe(organisation.hours);
  });

  it('in doubt, the edit waits for an admin: the page keeps the old hours until the admin applies it', async () => {
    const manager = await person();
    const organisation = await createOrganisation(t.app.ctx.db, manager.user);
    const res = await patch(organisation.id, manager.token, { hours: DOUBTFUL_HOURS, holdingDaysOther: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organisation).toMatchObject({
      hours: organisation.hours,
      holdingDaysOther: 30,
      textsUnderReview: { hours: DOUBTFUL_HOURS, landmark: null, reason: 'digits' },
    });
    const page = (await t.request({ method: 'GET', url: `/api/organisations/${organisation.slug}` })).json();
    expect(page.organisation.hours).toBe(organisation.hours);
    expect(page.organisation.textsUnderReview).toBeUndefined();
    const listed = (await t.request({ method: 'GET', url: '/api/admin/organisations?status=verified', token: admin.token })).json();
    expect(listed.organisations.find((o: { id: string }) => o.id === organisation.id).textsUnderReview).toMatchObject({ hours: DOUBTFUL_HOURS });

    const applied = await adminPost(organisation.id, 'apply-texts');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().organisation).toMatchObject({ hours: DOUBTFUL_HOURS, textsUnderReview: null });
    expect((await adminPost(organisation.id, 'apply-texts')).statusCode).toBe(409);
  });

  it('an admin may drop the edit instead', async () => {
    const manager = await person();
    const organisation = await createOrganisation(t.app.ctx.db, manager.user);
    await patch(organisation.id, manager.token, { hours: DOUBTFUL_HOURS });
    const dropped = await adminPost(organisation.id, 'drop-texts');
    expect(dropped.json().organisation).toMatchObject({ hours: organisation.hours, textsUnderReview: null });
  });

  it('ordinary edits apply at once', async () => {
    const manager = await person();
    const organisation = await createOrganisation(t.app.ctx.db, manager.user);
    const res = await patch(organisation.id, manager.token, { hours: 'Mon–Fri 8am–5pm, Sat 9am–1pm', landmark: 'Opposite Ruaka market, 2nd floor, Room 12' });
    expect(res.json().organisation).toMatchObject({ hours: 'Mon–Fri 8am–5pm, Sat 9am–1pm', textsUnderReview: null });
  });
});

describe('a suspended organisation', () => {
  it('its manager cannot edit (403), and owners claiming an item it holds are told where the item still is', async () => {
    const manager = await person();
    const organisation = await createOrganisation(t.app.ctx.db, manager.user);
    const item = await createItem(t.app.ctx.db, manager.user.id, { title: 'Black wallet' });
    await t.app.ctx.db
      .insert(heldItems)
      .values({ itemId: item.id, organisationId: organisation.id, custody: 'posted', heldUntil: new Date(Date.now() + 86_400_000 * 30) });
    const owner = await person();
    await createClaim(t.app.ctx.db, item.id, owner.user.id, { status: 'approved' });

    expect((await adminPost(organisation.id, 'suspend')).statusCode).toBe(200);
    const told = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'held_organisation_suspended')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ itemId: item.id, params: { landmark: organisation.landmark, hours: organisation.hours } });

    const res = await patch(organisation.id, manager.token, { hours: 'Open 24 hours' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ORG_SUSPENDED');
    expect((await rowOf(organisation.id)).hours).toBe(organisation.hours);
  });
});
