/**
 * Who decides claims on an organisation's item (docs/decisions/0242): desk staff rotate, so any
 * active desk or manager member of the verified organisation that posted it lists, views and
 * decides its claims, not only whoever typed it in. A dropped-off item stays its finder's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { items, organisationMembers, organisations } from '../../../db/schema';
import { createItem } from '../../../../test/factories';
import { hashDocumentNumber } from '../../documents/document-hash';
import { saveItemDocumentHash } from '../../documents/documents.repository';
import { startSmsApp, type SmsTestApp } from '../../sms/sms.test-support';
import { claimPath } from '../../notifications/turns/turns.test-support';
import { deskOrganisation, dropOff, person, postedItem, type Person } from '../collections/collections.test-support';

let t: SmsTestApp;
beforeAll(async () => {
  t = await startSmsApp();
});
afterAll(async () => t.close());

const deskClaims = (organisationId: string, who: Person) => t.request({ method: 'GET', url: `/api/organisations/${organisationId}/claims`, token: who.token });
const decide = (claimId: number, who: Person, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/verifications/${claimId}/status`, token: who.token, payload });

/** A verified organisation whose desk member posted an item, a second desk member, and an owner's claim on it. */
async function claimOnPostedItem() {
  const { organisation, manager, desk } = await deskOrganisation(t);
  const second = await person(t);
  await t.app.ctx.db.insert(organisationMembers).values({
    organisationId: organisation.id,
    phone: second.user.phone,
    userId: second.user.id,
    role: 'desk',
    acceptedAt: new Date(),
  });
  const owner = await person(t, { firstName: 'Amani' });
  const item = await postedItem(t, organisation.id, desk);
  const claimId = await claimPath(t, desk, owner).claim(item.id, 'The card has a crack near the photo.');
  return { organisation, manager, desk, second, owner, item, claimId };
}

describe("claims on an organisation's posted item", () => {
  it('are listed for a desk member who did not post it, who sees them as the finder and approves one', async () => {
    const { organisation, second, owner, item, claimId } = await claimOnPostedItem();

    const listed = await deskClaims(organisation.id, second);
    expect(listed.statusCode).toBe(200);
    const [claim] = listed.json().claims;
    expect(claim).toMatchObject({
      id: claimId,
      itemId: item.id,
      status: 'pending',
      claimerFirstName: 'Amani',
      additionalDetails: 'The card has a crack near the photo.',
      item: { id: item.id, title: item.title, status: 'available' },
    });
    expect(claim.answers[0]).toHaveProperty('expectedAnswer');

    // The item's own claims list shows them in full too, and the proof route does not refuse them.
    const itemClaims = await t.request({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: second.token });
    expect(itemClaims.json()[0]).toMatchObject({ id: claimId, additionalDetails: 'The card has a crack near the photo.' });
    expect((await t.request({ method: 'GET', url: `/api/verifications/${claimId}/proof`, token: second.token })).statusCode).toBe(404);

    const approved = await decide(claimId, second, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: claimId, status: 'approved' });
    const [row] = await t.app.ctx.db.select().from(items).where(eq(items.id, item.id));
    expect(row.claimedBy).toBe(owner.user.id);

    // Decided lately, still on the list, with its new status.
    expect((await deskClaims(organisation.id, second)).json().claims[0]).toMatchObject({ id: claimId, status: 'approved' });
  });

  it('show the desk whether the number in a claim matches the document, field for field as the finder sees it', async () => {
    const { organisation, manager, desk } = await deskOrganisation(t);
    const owner = await person(t);
    const item = await postedItem(t, organisation.id, desk);
    await saveItemDocumentHash(t.app.ctx.db, item.id, await hashDocumentNumber(t.app.ctx.config, '12345678'));
    const claimId = await claimPath(t, desk, owner).claim(item.id, 'It is my ID. The number is 1234 5678, the photo is old.');

    const [claim] = (await deskClaims(organisation.id, manager)).json().claims;
    expect(claim).toMatchObject({ id: claimId, documentMatch: 'match' });
    const asFinderSeesIt = (await t.request({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: desk.token })).json()[0];
    const { item: _item, ...asDeskSeesIt } = claim;
    expect(asDeskSeesIt).toStrictEqual(asFinderSeesIt);
  });

  it("refuse a member of another organisation and a removed member (403), and a suspended organisation's desk", async () => {
    const { organisation, desk, second, item, claimId } = await claimOnPostedItem();
    const other = await deskOrganisation(t);
    expect((await deskClaims(organisation.id, other.desk)).statusCode).toBe(403);
    expect((await decide(claimId, other.desk, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide(claimId, other.manager, { status: 'rejected' })).json().code).toBe('CLAIM_ONLY_FINDER_DECIDES');
    expect((await t.request({ method: 'GET', url: `/api/verifications/${claimId}/proof`, token: other.desk.token })).statusCode).toBe(403);

    await t.app.ctx.db
      .update(organisationMembers)
      .set({ removedAt: new Date() })
      .where(and(eq(organisationMembers.organisationId, organisation.id), eq(organisationMembers.userId, second.user.id)));
    expect((await deskClaims(organisation.id, second)).statusCode).toBe(403);
    expect((await decide(claimId, second, { status: 'approved' })).statusCode).toBe(403);
    const ownView = await t.request({ method: 'GET', url: `/api/items/${item.id}/verifications`, token: second.token });
    expect(JSON.stringify(ownView.json())).not.toContain('crack near the photo');

    // A suspended organisation's desk no longer decides for it; whoever typed it in still may.
    await t.app.ctx.db.update(organisations).set({ status: 'suspended' }).where(eq(organisations.id, organisation.id));
    expect((await deskClaims(organisation.id, desk)).statusCode).toBe(403);
    expect((await decide(claimId, desk, { status: 'rejected', finderNotes: 'Wrong card' })).statusCode).toBe(200);
  });

  it("leave a dropped-off item's claims to its individual finder", async () => {
    const { organisation, desk, manager } = await deskOrganisation(t);
    const finder = await person(t);
    const owner = await person(t);
    const item = await createItem(t.app.ctx.db, finder.user.id, { location: 'Nairobi', title: 'Kitambulisho cha Otieno' });
    expect((await dropOff(t, organisation.id, desk.token, item.id)).statusCode).toBe(200);
    const claimId = await claimPath(t, finder, owner).claim(item.id);

    expect((await deskClaims(organisation.id, desk)).json().claims).toEqual([]);
    expect((await decide(claimId, desk, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide(claimId, manager, { status: 'approved' })).statusCode).toBe(403);
    expect((await decide(claimId, finder, { status: 'approved' })).statusCode).toBe(200);
  });
});
