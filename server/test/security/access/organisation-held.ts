/**
 * The access table: what an organisation holds (issue 28, docs/decisions/0241). The "other" user
 * manages each organisation made here, so only they may post for it, list what it holds or import
 * its register; everyone else, an admin included (no member), gets 403.
 */
import { createOrganisation } from '../../../src/features/organisations/organisations.test-support';
import type { World } from '../security.test-support';
import { type AccessRow, get, itemFields, signedIn } from './kit';

const managerOnly = (status: number) => signedIn(403, { other: status });
const organisationOf = (w: World) => createOrganisation(w.db, w.actors.other.user, { status: 'verified' });
const REGISTER =
  'title,description,category,county,dateFound,verificationQuestion1\nBlue umbrella,A blue umbrella left at the desk.,Other,Nairobi,2025-01-15,What is written on the handle?';

export const ORGANISATION_HELD_ROWS: AccessRow[] = [
  {
    route: 'POST /api/organisations/{id}/items',
    case: "the other user's organisation",
    expect: managerOnly(201),
    note: 'its desk or managers, a verified organisation; the item is held there',
    call: async (w) => ({ method: 'POST', url: `/api/organisations/${(await organisationOf(w)).id}/items`, payload: await itemFields(w) }),
  },
  {
    route: 'POST /api/items',
    case: "with the other user's organisation as organisationId",
    expect: managerOnly(201),
    note: 'the same rule as POST /api/organisations/{id}/items',
    call: async (w) => ({ method: 'POST', url: '/api/items', payload: { ...(await itemFields(w)), organisationId: (await organisationOf(w)).id } }),
  },
  {
    route: 'GET /api/organisations/{id}/held',
    case: "the other user's organisation",
    expect: managerOnly(200),
    note: 'its desk or managers',
    call: async (w) => get(`/api/organisations/${(await organisationOf(w)).id}/held`),
  },
  {
    route: 'GET /api/organisations/{id}/claims',
    case: "the other user's organisation",
    expect: managerOnly(200),
    note: 'its desk or managers, a verified organisation; they decide them as the finder would',
    call: async (w) => get(`/api/organisations/${(await organisationOf(w)).id}/claims`),
  },
  {
    route: 'POST /api/organisations/{id}/imports',
    case: "a preview for the other user's organisation",
    expect: managerOnly(200),
    note: 'its desk or managers; commit=1 writes every row or none',
    call: async (w) => ({ method: 'POST', url: `/api/organisations/${(await organisationOf(w)).id}/imports?commit=0`, payload: { csv: REGISTER } }),
  },
];
