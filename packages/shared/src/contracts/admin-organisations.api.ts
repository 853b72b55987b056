/**
 * The admin's organisations (issue 28): the list by status, the four decisions, and the landmark
 * and hours held in doubt (docs/decisions/0265). One object per route, docs/decisions/0274;
 * import as a namespace. Admins only.
 */
import { defineRoute } from './route';

const admin = {
  tag: 'admin',
  load: () => import('./organisations.contract'),
};

export const list = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/organisations',
  access: 'admin',
  summary: 'Organisations, newest first, optionally of one status, with items held and collected',
  schema: (s) => ({ query: s.adminOrganisationsQuery, response: s.adminOrganisationsResponse }),
});

export const verify = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/organisations/:id/verify',
  access: 'admin',
  summary: 'Verify a pending organisation: its members may post items',
  schema: (s) => ({ params: s.organisationParams, body: s.organisationStatusBody, response: s.organisationAnswer }),
});

export const reject = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/organisations/:id/reject',
  access: 'admin',
  summary: 'Reject a pending application',
  schema: (s) => ({ params: s.organisationParams, body: s.organisationStatusBody, response: s.organisationAnswer }),
});

export const suspend = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/organisations/:id/suspend',
  access: 'admin',
  summary: 'Suspend a verified organisation: it cannot post until reinstated',
  schema: (s) => ({ params: s.organisationParams, body: s.organisationStatusBody, response: s.organisationAnswer }),
});

export const reinstate = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/organisations/:id/reinstate',
  access: 'admin',
  summary: 'Reinstate a suspended organisation (verified again)',
  schema: (s) => ({ params: s.organisationParams, body: s.organisationStatusBody, response: s.organisationAnswer }),
});

export const applyTexts = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/organisations/:id/apply-texts',
  access: 'admin',
  summary: "Put an organisation's landmark and hours held in doubt on its page",
  schema: (s) => ({ params: s.organisationParams, response: s.organisationAnswer }),
});

export const dropTexts = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/organisations/:id/drop-texts',
  access: 'admin',
  summary: "Discard an organisation's landmark and hours held in doubt",
  schema: (s) => ({ params: s.organisationParams, response: s.organisationAnswer }),
});
