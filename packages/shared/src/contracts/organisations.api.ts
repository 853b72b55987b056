/**
 * Organisations for people: applying, my organisations, settings, members, the public page, and
 * the desk's held items, claims, register import and hand-overs (one object per route,
 * docs/decisions/0274; import this file as a namespace). The admin's routes are not here.
 */
import { defineRoute } from './route';

const organisations = {
  tag: 'organisations',
  load: async () => ({ ...(await import('./organisations.contract')), ...(await import('./items.contract')), ...(await import('./ids')) }),
};

export const apply = defineRoute({
  ...organisations,
  method: 'POST',
  path: '/api/organisations',
  access: 'user',
  status: 201,
  summary: 'Apply for an organisation (pending until an admin verifies it); the applicant becomes its manager',
  schema: (s) => ({ body: s.applyOrganisationBody, response: s.organisationAnswer }),
});

/** A static path: it wins over the public `/:slug` ("mine" is also a reserved slug). */
export const mine = defineRoute({
  ...organisations,
  method: 'GET',
  path: '/api/organisations/mine',
  access: 'user',
  summary: "The caller's organisations with their role, and open invitations to their verified number",
  schema: (s) => ({ response: s.myOrganisationsResponse }),
});

export const page = defineRoute({
  ...organisations,
  method: 'GET',
  path: '/api/organisations/:slug',
  access: 'public',
  summary: "A verified organisation's public page: what it holds that anyone may claim, newest first, 20 a page",
  schema: (s) => ({ params: s.organisationSlugParams, query: s.publicOrganisationQuery, response: s.publicOrganisationPage }),
});

export const updateSettings = defineRoute({
  ...organisations,
  method: 'PATCH',
  path: '/api/organisations/:id',
  access: 'user',
  summary: "Change an organisation's settings (managers); holding periods within the admin's limits",
  schema: (s) => ({ params: s.organisationParams, body: s.organisationSettingsBody, response: s.organisationAnswer }),
});

export const members = defineRoute({
  ...organisations,
  method: 'GET',
  path: '/api/organisations/:id/members',
  access: 'user',
  summary: 'Members and open invitations (managers)',
  schema: (s) => ({ params: s.organisationParams, response: s.membersAnswer }),
});

export const inviteMember = defineRoute({
  ...organisations,
  method: 'POST',
  path: '/api/organisations/:id/members',
  access: 'user',
  status: 201,
  summary: 'Invite a phone number as manager or desk (managers of a verified organisation); an SMS tells the number',
  schema: (s) => ({ params: s.organisationParams, body: s.inviteMemberBody, response: s.memberAnswer }),
});

export const acceptInvitation = defineRoute({
  ...organisations,
  method: 'POST',
  path: '/api/organisations/:id/members/accept',
  access: 'user',
  summary: "Accept an invitation to the caller's verified phone number",
  schema: (s) => ({ params: s.organisationParams, response: s.memberAnswer }),
});

export const removeMember = defineRoute({
  ...organisations,
  method: 'DELETE',
  path: '/api/organisations/:id/members/:memberId',
  access: 'user',
  summary: 'Remove a member or withdraw an invitation (managers; never the last manager)',
  schema: (s) => ({ params: s.memberParams, response: s.memberRemovedAnswer }),
});

export const postHeldItem = defineRoute({
  ...organisations,
  method: 'POST',
  path: '/api/organisations/:id/items',
  access: 'user',
  status: 201,
  consumes: ['application/json', 'multipart/form-data'],
  summary: "Post a found item the organisation holds (its desk or manager; the item form, a Documents item's question optional)",
  schema: (s) => ({ params: s.deskParams, body: s.organisationItemBody, response: s.itemResponse }),
});

export const held = defineRoute({
  ...organisations,
  method: 'GET',
  path: '/api/organisations/:id/held',
  access: 'user',
  readOnly: true,
  summary: 'The items the organisation holds, newest first (its desk or manager)',
  schema: (s) => ({ params: s.deskParams, response: s.heldItemsResponse }),
});

export const deskClaims = defineRoute({
  ...organisations,
  method: 'GET',
  path: '/api/organisations/:id/claims',
  access: 'user',
  readOnly: true,
  summary: 'Claims on what the organisation posted, pending and lately decided, as their finder sees them (its desk or manager, a verified organisation)',
  description: 'Decide one with PUT /api/verifications/{id}/status.',
  schema: (s) => ({ params: s.deskParams, response: s.deskClaimsResponse }),
});

/** A preview answers 200 with each row's errors; a commit with any error answers 400 with them and writes nothing. */
export const importRegister = defineRoute({
  ...organisations,
  method: 'POST',
  path: '/api/organisations/:id/imports',
  access: 'user',
  consumes: ['text/csv', 'application/json'],
  summary: "Import the organisation's register (CSV): commit=0 previews each row's errors, commit=1 imports every row or none",
  schema: (s) => ({ params: s.deskParams, query: s.importQuery, body: s.importBody, response: s.importResult, errors: { 400: s.importRefusal } }),
});

export const recordCollection = defineRoute({
  ...organisations,
  method: 'POST',
  path: '/api/organisations/:id/collections',
  access: 'user',
  summary: "Hand over a held item: the desk enters the owner's collection code (desk or manager); the item completes and the finder's share is paid",
  schema: (s) => ({ params: s.organisationParams, body: s.collectionBody, response: s.collectionAnswer }),
});

export const receiveDropOff = defineRoute({
  ...organisations,
  method: 'POST',
  path: '/api/organisations/:id/drop-offs',
  access: 'user',
  summary: "Receive an individual finder's item at a handover point (desk or manager of a verified organisation that takes drop-offs)",
  schema: (s) => ({ params: s.organisationParams, body: s.dropOffBody, response: s.dropOffAnswer }),
});

export const ownCollection = defineRoute({
  ...organisations,
  method: 'GET',
  path: '/api/items/:id/collection',
  access: 'user',
  summary: "The owner's collection code for a held item, until when it is valid, or when it was collected (the claimer of the code only)",
  schema: (s) => ({ params: s.idParams, response: s.ownerCollection }),
});
