/**
 * The admin's read-mostly lists: every claim, the reports users filed, the audit trail and the
 * contact inbox (one object per route, docs/decisions/0274; import as a namespace). Admins only.
 */
import { defineRoute } from './route';

const admin = {
  tag: 'admin',
  load: async () => ({ ...(await import('./admin-lists.contract')), ...(await import('./ids')) }),
};

const reportsOf = {
  tag: 'admin',
  load: async () => ({ ...(await import('./reports.contract')), ...(await import('../schemas/admin.schema')), ...(await import('./ids')) }),
};

export const verifications = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/verifications',
  access: 'admin',
  summary: 'Every claim, with filters',
  schema: (s) => ({ query: s.adminVerificationsQuery, response: s.adminVerificationsAnswer }),
});

export const reports = defineRoute({
  ...reportsOf,
  method: 'GET',
  path: '/api/admin/reports',
  access: 'admin',
  summary: 'Reports users filed, newest first',
  schema: (s) => ({ query: s.adminReportsQuery, response: s.adminReportsResponse }),
});

export const resolveReport = defineRoute({
  ...reportsOf,
  method: 'POST',
  path: '/api/admin/reports/:id/resolve',
  access: 'admin',
  summary: 'Mark a report resolved',
  schema: (s) => ({ params: s.idParams, body: s.closeReportSchema.nullish(), response: s.closeReportResponse }),
});

export const dismissReport = defineRoute({
  ...reportsOf,
  method: 'POST',
  path: '/api/admin/reports/:id/dismiss',
  access: 'admin',
  summary: 'Dismiss a report',
  schema: (s) => ({ params: s.idParams, body: s.closeReportSchema.nullish(), response: s.closeReportResponse }),
});

export const audit = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/audit',
  access: 'admin',
  summary: 'The audit trail of admin actions, newest first',
  schema: (s) => ({ query: s.auditQuery, response: s.auditAnswer }),
});

export const contactMessages = defineRoute({
  ...admin,
  method: 'GET',
  path: '/api/admin/contact-messages',
  access: 'admin',
  summary: 'The contact form inbox, newest first',
  schema: (s) => ({ query: s.contactMessagesQuery, response: s.contactMessagesAnswer }),
});

export const markMessageRead = defineRoute({
  ...admin,
  method: 'POST',
  path: '/api/admin/contact-messages/:id/read',
  access: 'admin',
  summary: 'Mark a contact message read',
  schema: (s) => ({ params: s.idParams, response: s.contactMessageReadAnswer }),
});
