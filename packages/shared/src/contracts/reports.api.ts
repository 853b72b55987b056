/** Reporting an item or a user to the admins (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

export const file = defineRoute({
  tag: 'reports',
  load: async () => ({ ...(await import('./reports.contract')), ...(await import('../schemas/admin.schema')) }),
  method: 'POST',
  path: '/api/reports',
  access: 'user',
  status: 201,
  summary: 'Report an item or a user to the admins',
  schema: (s) => ({ body: s.reportSchema, response: s.fileReportResponse }),
});
