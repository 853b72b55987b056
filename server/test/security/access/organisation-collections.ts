/**
 * The access table: the desk's hand-overs (issue 28, docs/decisions/0242). The "other" user
 * manages each organisation made here, so only they may enter a collection code or receive a
 * drop-off; everyone else, an admin included (no member), gets 403.
 */
import { collectionCodes, heldItems } from '../../../src/db/schema';
import { hashCollectionCode } from '../../../src/features/organisations/collections/collection-codes.repository';
import { createOrganisation } from '../../../src/features/organisations/organisations.test-support';
import { createClaim, createCompletedPayment, createItem } from '../../factories';
import type { World } from '../security.test-support';
import { type AccessRow, signedIn } from './kit';

const CODE = '246802';
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
const managerOnly = (status: number) => signedIn(403, { other: status });

/** A paid item the other user's organisation holds, with a known collection code. */
async function paidHeldItem(w: World) {
  const organisation = await createOrganisation(w.db, w.actors.other.user, { status: 'verified' });
  const paid = await createCompletedPayment(w.db);
  await w.db.insert(heldItems).values({ itemId: paid.item.id, organisationId: organisation.id, custody: 'posted', heldUntil: inAMonth() });
  await w.db
    .insert(collectionCodes)
    .values({ itemId: paid.item.id, claimId: paid.claim.id, codeHash: hashCollectionCode(paid.item.id, CODE), expiresAt: inAMonth() });
  return organisation;
}

/** An item a police station holds, approved for the paid claimer with no payment: the code is theirs (docs/decisions/0261). */
async function freeHeldItemOfPaidClaimer(w: World) {
  const organisation = await createOrganisation(w.db, w.actors.other.user, { status: 'verified', kind: 'police_station' });
  const item = await createItem(w.db, w.actors.other.user.id, { title: 'National ID card', claimedBy: w.actors.paidClaimer.user.id });
  const claim = await createClaim(w.db, item.id, w.actors.paidClaimer.user.id, { status: 'approved', verifiedAt: new Date() });
  await w.db.insert(heldItems).values({ itemId: item.id, organisationId: organisation.id, custody: 'posted', heldUntil: inAMonth() });
  await w.db
    .insert(collectionCodes)
    .values({ itemId: item.id, claimId: claim.id, codeHash: hashCollectionCode(item.id, CODE), shownCode: CODE, expiresAt: inAMonth() });
  return item;
}

export const ORGANISATION_COLLECTIONS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/items/{id}/collection',
    case: "a police station's item approved for the paid claimer",
    expect: signedIn(404, { paidClaimer: 200 }),
    note: 'the claimer whose claim the code belongs to; anyone else the same 404',
    call: async (w) => ({ method: 'GET', url: `/api/items/${(await freeHeldItemOfPaidClaimer(w)).id}/collection` }),
  },
  {
    route: 'POST /api/organisations/{id}/collections',
    case: "a paid item the other user's organisation holds",
    expect: managerOnly(200),
    note: 'its desk or managers; a wrong code 400, five lock it for an hour (429)',
    call: async (w) => ({ method: 'POST', url: `/api/organisations/${(await paidHeldItem(w)).id}/collections`, payload: { code: CODE } }),
  },
  {
    route: 'POST /api/organisations/{id}/drop-offs',
    case: "a bystander's available item, at the other user's handover point",
    expect: managerOnly(200),
    note: 'a verified organisation that takes drop-offs; its desk or managers',
    call: async (w) => {
      const organisation = await createOrganisation(w.db, w.actors.other.user, { status: 'verified', acceptsDropOffs: true });
      const item = await createItem(w.db, w.bystander.user.id, { title: 'Blue umbrella' });
      return { method: 'POST', url: `/api/organisations/${organisation.id}/drop-offs`, payload: { itemId: item.id } };
    },
  },
];
