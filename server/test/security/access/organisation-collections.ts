/**
 * The access table: the desk's hand-overs (issue 28, docs/decisions/0242). The "other" user
 * manages each organisation made here, so only they may enter a collection code or receive a
 * drop-off; everyone else, an admin included (no member), gets 403.
 */
import { collectionCodes, heldItems } from '../../../src/db/schema';
import { hashCollectionCode } from '../../../src/features/organisations/collections/collection-codes.repository';
import { createOrganisation } from '../../../src/features/organisations/organisations.test-support';
import { createCompletedPayment, createItem } from '../../factories';
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

export const ORGANISATION_COLLECTIONS_ROWS: AccessRow[] = [
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
