/**
 * Organisations over HTTP (issue 28, docs/decisions/0240): applying, the slug, "my
 * organisations", settings within the admin's limits, the payout number, and the admin's
 * decisions with their audit rows and the applicant's bell notification.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { createItem, createUser } from '../../../test/factories';
import { auditLog, heldItems, notifications, organisationMembers } from '../../db/schema';
import { MAX_PENDING_APPLICATIONS } from './apply-organisation';
import { addMember, applicationBody, createOrganisation } from './organisations.test-support';
import { VERIFY_PHONE_FOR_PAYOUTS } from './update-organisation';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app.ctx.db, { role: 'admin' });
});
afterAll(() => t.close());

const person = (overrides: Parameters<typeof createUser>[1] = {}) => createUser(t.app.ctx.db, overrides);
const apply = (token: string | undefined, overrides: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: '/api/organisations', token, payload: applicationBody(overrides) });
const decide = (id: string, action: string, token = admin.token, payload: object = {}) =>
  t.request({ method: 'POST', url: `/api/admin/organisations/${id}/${action}`, token, payload });
const patch = (id: string, token: string, payload: object) => t.request({ method: 'PATCH', url: `/api/organisations/${id}`, token, payload });

describe('applying for an organisation', () => {
  it('makes a pending organisation with a slug from its name, and the applicant its accepted manager', async () => {
    const { user, token } = await person();
    const res = await apply(token, { name: 'Kituo cha Polisi Kilimani – Ñgong Rd', latitude: -1.29, longitude: 36.78, acceptsDropOffs: true });
    expect(res.statusCode, res.body).toBe(201);
    const { organisation } = res.json();
    expect(organisation).toMatchObject({
      status: 'pending',
      verified: false,
      slug: 'kituo-cha-polisi-kilimani-ngong-rd',
      publicPhone: '+254711222333',
      acceptsDropOffs: true,
      takesFinderShare: false,
      holdingDaysDocuments: 60,
      holdingDaysOther: 90,
    });
    const [member] = await t.app.ctx.db.select().from(organisationMembers).where(eq(organisationMembers.organisationId, organisation.id));
    expect(member).toMatchObject({ userId: user.id, phone: user.phone, role: 'manager' });
    expect(member.acceptedAt).toBeInstanceOf(Date);

    const mine = (await t.request({ method: 'GET', url: '/api/organisations/mine', token })).json();
    expect(mine.organisations).toEqual([expect.objectContaining({ id: organisation.id, role: 'manager', status: 'pending' })]);
  });

  it('gives a taken name the next free number, and never a reserved word', async () => {
    const first = (await apply((await person()).token, { name: 'Yaya Centre Desk' })).json().organisation;
    const second = (await apply((await person()).token, { name: 'YAYA centre desk!' })).json().organisation;
    expect([first.slug, second.slug]).toEqual(['yaya-centre-desk', 'yaya-centre-desk-2']);
    const reserved = (await apply((await person()).token, { name: 'Mine' })).json().organisation;
    expect(reserved.slug).toBe('mine-2');
    const page = await t.request({ method: 'GET', url: '/api/organisations/mine' });
    expect(page.statusCode).toBe(401);
  });

  it('refuses bad input with 400 and saves nothing, and guests with 401', async () => {
    const { user, token } = await person();
    for (const bad of [{ name: 'ab' }, { kind: 'bank' }, { county: 'Atlantis' }, { publicPhone: '0812345678' }, { latitude: 40 }, { hours: '' }]) {
      const res = await apply(token, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    expect((await apply(undefined)).statusCode).toBe(401);
    const rows = await t.app.ctx.db.select().from(organisationMembers).where(eq(organisationMembers.userId, user.id));
    expect(rows).toEqual([]);
  });

  it(`allows several applications but at most ${MAX_PENDING_APPLICATIONS} waiting at once (409)`, async () => {
    const { token } = await person();
    for (let i = 0; i < MAX_PENDING_APPLICATIONS; i++) expect((await apply(token, { name: `Campus desk ${i}` })).statusCode).toBe(201);
    const refused = await apply(token, { name: 'Campus desk extra' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ORG_TOO_MANY_PENDING', params: { max: MAX_PENDING_APPLICATIONS } });
  });
});

describe('settings', () => {
  it('lets a manager change hours and holding periods within the limits; above them is 400', async () => {
    const { user, token } = await person();
    const org = await createOrganisation(t.app.ctx.db, user, { status: 'pending' });
    const ok = await patch(org.id, token, { hours: 'Mon–Fri 8am–5pm', holdingDaysDocuments: 30, holdingDaysOther: 90 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().organisation).toMatchObject({ hours: 'Mon–Fri 8am–5pm', holdingDaysDocuments: 30, holdingDaysOther: 90 });
    const over = await patch(org.id, token, { holdingDaysDocuments: 61, hours: 'Never' });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors).toHaveProperty('holdingDaysDocuments');
    expect(over.json()).toMatchObject({ code: 'ORG_HOLDING_DAYS_ABOVE_LIMIT', params: { max: 60 } });
    expect((await patch(org.id, token, { holdingDaysOther: 3 })).statusCode).toBe(400);

    // The admin raises the limit through the settings route; then 120 days is allowed.
    const set = await t.request({ method: 'POST', url: '/api/admin/settings', token: admin.token, payload: { key: 'holding_days_documents_max', value: 120 } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await patch(org.id, token, { holdingDaysDocuments: 120 })).json().organisation.holdingDaysDocuments).toBe(120);
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/settings', token: admin.token, payload: { key: 'holding_days_other_max', value: 2 } })).statusCode,
    ).toBe(400);
    await t.request({ method: 'POST', url: '/api/admin/settings', token: admin.token, payload: { key: 'holding_days_documents_max', value: 60 } });
  });

  it("takes the finder share to the manager's verified phone; an unverified phone is told to verify it", async () => {
    const unverified = await person({ phoneVerified: false });
    const org = await createOrganisation(t.app.ctx.db, unverified.user);
    const refused = await patch(org.id, unverified.token, { takesFinderShare: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VERIFY_PHONE_FOR_PAYOUTS);
    expect(refused.json().code).toBe('ORG_PAYOUT_PHONE_NOT_VERIFIED');

    const verified = await person();
    const org2 = await createOrganisation(t.app.ctx.db, verified.user);
    const res = await patch(org2.id, verified.token, { takesFinderShare: true });
    expect(res.json().organisation).toMatchObject({ takesFinderShare: true, payoutPhoneVerified: true });
  });

  it('is for managers only: desk members and outsiders get 403, a rejected organisation is closed', async () => {
    const manager = await person();
    const outsider = await person();
    const desk = await person();
    const verified = await createOrganisation(t.app.ctx.db, manager.user);
    await addMember(t.app.ctx.db, verified.id, desk.user, 'desk');
    expect((await patch(verified.id, desk.token, { hours: 'Mon–Fri 9–5' })).statusCode).toBe(403);
    expect((await patch(verified.id, manager.token, { hours: 'Mon–Fri 9–5' })).statusCode).toBe(200);
    const org = await createOrganisation(t.app.ctx.db, manager.user, { status: 'rejected' });
    expect((await patch(org.id, manager.token, { hours: 'Mon–Fri 9–5' })).statusCode).toBe(403);
    expect((await patch(org.id, outsider.token, { hours: 'Mon–Fri 9–5' })).statusCode).toBe(403);
    expect((await patch('00000000-0000-4000-8000-000000000000', manager.token, { hours: 'Mon–Fri 9–5' })).statusCode).toBe(404);
    expect((await patch('not-a-uuid', manager.token, { hours: 'Mon–Fri 9–5' })).statusCode).toBe(400);
  });
});

describe('admin decisions', () => {
  it('verifies a pending organisation with an audit row and a bell notification; non-admins get 403', async () => {
    const applicant = await person();
    const { organisation } = (await apply(applicant.token, { name: 'Sarit Centre Customer Care' })).json();
    expect((await decide(organisation.id, 'verify', applicant.token)).statusCode).toBe(403);
    expect((await decide(organisation.id, 'verify', '')).statusCode).toBe(401);

    const res = await decide(organisation.id, 'verify');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organisation).toMatchObject({ status: 'verified', verified: true });
    const [audit] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'organisation'), eq(auditLog.targetId, organisation.id)));
    expect(audit).toMatchObject({ actorId: admin.user.id, action: 'organisation.verify' });
    const [bell] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.userId, applicant.user.id)).orderBy(desc(notifications.id));
    expect(bell).toMatchObject({ kind: 'organisation_verified', title: 'Organisation verified' });
  });

  it('allows only the moves of the state machine (409 otherwise), with the reason kept', async () => {
    const applicant = await person();
    const { organisation } = (await apply(applicant.token, { name: 'Moi University Security Office' })).json();
    expect((await decide(organisation.id, 'suspend')).statusCode).toBe(409);
    expect((await decide(organisation.id, 'reinstate')).statusCode).toBe(409);
    expect((await decide(organisation.id, 'verify')).statusCode).toBe(200);
    expect((await decide(organisation.id, 'verify')).statusCode).toBe(409);
    expect((await decide(organisation.id, 'reject')).statusCode).toBe(409);
    const suspended = await decide(organisation.id, 'suspend', admin.token, { reason: 'Items posted without photos' });
    expect(suspended.json().organisation.status).toBe('suspended');
    const [audit] = await t.app.ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'organisation.suspend', reason: 'Items posted without photos' });
    expect((await decide(organisation.id, 'reinstate')).json().organisation.status).toBe('verified');

    const other = (await apply(applicant.token, { name: 'Eldoret Chief Office' })).json().organisation;
    expect((await decide(other.id, 'reject', admin.token, { reason: 'Could not reach the phone' })).json().organisation.status).toBe('rejected');
    expect((await decide(other.id, 'verify')).statusCode).toBe(409);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'verify')).statusCode).toBe(404);
  });

  it('lists organisations by status with the applicant', async () => {
    const applicant = await person({ firstName: 'Wanjiru', lastName: 'Kamau' });
    const { organisation } = (await apply(applicant.token, { name: 'Nyeri Cathedral Office', kind: 'church' })).json();
    const pending = (await t.request({ method: 'GET', url: '/api/admin/organisations?status=pending', token: admin.token })).json();
    expect(pending.organisations.find((o: { id: string }) => o.id === organisation.id)).toMatchObject({
      status: 'pending',
      applicant: { id: applicant.user.id, name: 'Wanjiru Kamau' },
      heldCount: 0,
      collectedCount: 0,
    });
    const verified = (await t.request({ method: 'GET', url: '/api/admin/organisations?status=verified', token: admin.token })).json();
    expect(verified.organisations.every((o: { status: string }) => o.status === 'verified')).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/admin/organisations?status=lost', token: admin.token })).statusCode).toBe(400);

    // Held: every item in its custody; collected: those handed over (item completed).
    const desk = await createOrganisation(t.app.ctx.db, applicant.user);
    for (const status of ['available', 'completed', 'completed', 'claimed']) {
      const item = await createItem(t.app.ctx.db, applicant.user.id, { status });
      await t.app.ctx.db
        .insert(heldItems)
        .values({ itemId: item.id, organisationId: desk.id, custody: 'posted', heldUntil: new Date(Date.now() + 86_400_000) });
    }
    const counted = (await t.request({ method: 'GET', url: '/api/admin/organisations', token: admin.token })).json();
    expect(counted.organisations.find((o: { id: string }) => o.id === desk.id)).toMatchObject({ heldCount: 4, collectedCount: 2 });
    expect((await t.request({ method: 'GET', url: '/api/admin/organisations', token: applicant.token })).statusCode).toBe(403);
  });
});
