/** The public data many pages read (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

const open = {
  tag: 'public',
  load: () => import('./public.contract'),
  access: 'public',
  readOnly: true,
} as const;

export const fees = defineRoute({
  ...open,
  method: 'GET',
  path: '/api/public/fees',
  summary: 'Current claim fee',
  schema: (s) => ({ response: s.feesResponse }),
});

export const stats = defineRoute({
  ...open,
  method: 'GET',
  path: '/api/public/stats',
  summary: 'Live counts for the landing page',
  schema: (s) => ({ response: s.publicStatsResponse }),
});

export const support = defineRoute({
  ...open,
  method: 'GET',
  path: '/api/public/support',
  summary: 'How to reach support: e-mail and phone (SUPPORT_EMAIL, SUPPORT_PHONE), and the USSD code when there is one (USSD_SERVICE_CODE)',
  schema: (s) => ({ response: s.supportContactResponse }),
});

export const categories = defineRoute({
  ...open,
  method: 'GET',
  path: '/api/categories',
  summary: 'All categories',
  schema: (s) => ({ response: s.categoryListResponse }),
});

export const health = defineRoute({
  ...open,
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database check',
  schema: (s) => ({ response: s.healthResponse, errors: { 503: s.unavailableResponse } }),
});
