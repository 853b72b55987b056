/**
 * The access table: organisations (issue 28). The "other" user manages each organisation made
 * here, so the manager-only routes answer them and refuse everyone else (an admin is no member);
 * an invitation goes to the claimer's number, which only the claimer may accept.
 */
import { organisationMembers } from '../../../src/db/schema';
import { createOrganisation } from '../../../src/features/organisations/organisations.test-support';
import { freshPhone, type World } from '../security.test-support';
import { type AccessRow, adminOnly, adminGet, get, same, signedIn } from './kit';

const APPLICATION = {
  name: 'Kilimani Police Station',
  kind: 'police_station',
  county: 'Nairobi',
  landmark: 'Argwings Kodhek Road, opposite Yaya Centre',
  hours: 'Open 24 hours',
  publicPhone: '0711222333',
};
const managerOnly = (status: number) => signedIn(403, { other: status });
const organisationOf = (w: World, status: 'pending' | 'verified' | 'suspended' = 'verified') => createOrganisation(w.db, w.actors.other.user, { status });

export const ORGANISATIONS_ROWS: AccessRow[] = [
  {
    route: 'POST /api/organisations',
    expect: signedIn(201),
    note: 'pending until an admin verifies it; at most 3 waiting per person (409)',
    call: () => ({ method: 'POST', url: '/api/organisations', payload: APPLICATION }),
  },
  { route: 'GET /api/organisations/mine', expect: signedIn(200), note: "one's own organisations and invitations", call: () => get('/api/organisations/mine') },
  {
    route: 'GET /api/organisations/{slug}',
    case: 'a verified organisation',
    expect: same(200),
    note: 'any other status is 404',
    call: async (w) => get(`/api/organisations/${(await organisationOf(w)).slug}`),
  },
  {
    route: 'PATCH /api/organisations/{id}',
    case: "the other user's organisation",
    expect: managerOnly(200),
    note: 'managers only; desk members 403',
    call: async (w) => ({ method: 'PATCH', url: `/api/organisations/${(await organisationOf(w)).id}`, payload: { hours: 'Mon–Fri 8am–5pm' } }),
  },
  {
    route: 'GET /api/organisations/{id}/members',
    case: "the other user's organisation",
    expect: managerOnly(200),
    call: async (w) => get(`/api/organisations/${(await organisationOf(w)).id}/members`),
  },
  {
    route: 'POST /api/organisations/{id}/members',
    case: "the other user's organisation",
    expect: managerOnly(201),
    note: 'a verified organisation; an SMS invites the number',
    call: async (w) => ({ method: 'POST', url: `/api/organisations/${(await organisationOf(w)).id}/members`, payload: { phone: freshPhone(), role: 'desk' } }),
  },
  {
    route: 'POST /api/organisations/{id}/members/accept',
    case: "an invitation to the claimer's number",
    expect: signedIn(404, { claimer: 200 }),
    note: "only the invited number's account, with that number verified",
    call: async (w) => {
      const organisation = await organisationOf(w);
      await w.db
        .insert(organisationMembers)
        .values({ organisationId: organisation.id, phone: w.actors.claimer.user.phone, role: 'desk', invitedBy: w.actors.other.user.id });
      return { method: 'POST', url: `/api/organisations/${organisation.id}/members/accept` };
    },
  },
  {
    route: 'DELETE /api/organisations/{id}/members/{memberId}',
    case: "a desk member of the other user's organisation",
    expect: managerOnly(200),
    note: 'never the last manager (409)',
    call: async (w) => {
      const organisation = await organisationOf(w);
      const [desk] = await w.db
        .insert(organisationMembers)
        .values({ organisationId: organisation.id, phone: `+254${freshPhone().slice(1)}`, role: 'desk' })
        .returning();
      return { method: 'DELETE', url: `/api/organisations/${organisation.id}/members/${desk.id}` };
    },
  },
];

export const ADMIN_ORGANISATIONS_ROWS: AccessRow[] = [
  adminGet('/api/admin/organisations'),
  ...(
    [
      ['verify', 'pending'],
      ['reject', 'pending'],
      ['suspend', 'verified'],
      ['reinstate', 'suspended'],
    ] as const
  ).map(([action, status]): AccessRow => ({
    route: `POST /api/admin/organisations/{id}/${action}`,
    case: `a ${status} organisation`,
    expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/organisations/${(await organisationOf(w, status)).id}/${action}`, payload: {} }),
  })),
  ...(['apply-texts', 'drop-texts'] as const).map((action): AccessRow => ({
    route: `POST /api/admin/organisations/{id}/${action}`,
    case: 'a verified organisation with an edit held in doubt',
    expect: adminOnly(),
    call: async (w) => {
      const organisation = await createOrganisation(w.db, w.actors.other.user, { pendingHours: 'Daily 8 to 5', pendingTextsReason: 'digits' });
      return { method: 'POST', url: `/api/admin/organisations/${organisation.id}/${action}` };
    },
  })),
];
