/** The access table: lost reports: private to their owner (here the claimer) and admins; 404 to anyone else. */
import { type AccessRow, signedIn, ownerOrAdmin, get, reportFields } from './kit';

export const LOST_REPORTS_ROWS: AccessRow[] = [
  {
    route: 'POST /api/lost-reports',
    expect: signedIn(201),
    note: 'with a `documentNumber`, spends a document lookup (429 over budget)',
    call: async (w) => ({ method: 'POST', url: '/api/lost-reports', payload: await reportFields(w) }),
  },
  { route: 'GET /api/lost-reports', expect: signedIn(200), note: "one's own reports", call: () => get('/api/lost-reports') },
  ...(['', '/matches', '/photo'] as const).map((suffix): AccessRow => ({
    route: `GET /api/lost-reports/{id}${suffix}`,
    case: "the claimer's report",
    expect: ownerOrAdmin(200),
    ...(suffix === '' ? { note: 'a report of someone else is 404, as if it did not exist' } : {}),
    call: async (w) => get(`/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}${suffix}`),
  })),
  {
    route: 'PUT /api/lost-reports/{id}',
    case: "the claimer's report",
    expect: ownerOrAdmin(200),
    note: 'a new `documentNumber` spends a document lookup: over budget 429, nothing saved',
    call: async (w) => ({ method: 'PUT', url: `/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}`, payload: await reportFields(w) }),
  },
  {
    route: 'DELETE /api/lost-reports/{id}',
    case: "the claimer's report",
    expect: ownerOrAdmin(204),
    call: async (w) => ({ method: 'DELETE', url: `/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}` }),
  },
  ...(['renew', 'close'] as const).map((action): AccessRow => ({
    route: `POST /api/lost-reports/{id}/${action}`,
    case: "the claimer's report",
    expect: ownerOrAdmin(200),
    call: async (w) => ({ method: 'POST', url: `/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}/${action}` }),
  })),
];
