/**
 * The signed-in user's profile and dashboard figures, the support form and the document lookup
 * (one object per route, docs/decisions/0274; import as a namespace).
 */
import { defineRoute } from './route';

const profile = {
  tag: 'profile',
  load: async () => ({ ...(await import('./profile.contract')), ...(await import('./auth.contract')), ...(await import('./error.contract')) }),
};

export const profileSummary = defineRoute({
  ...profile,
  method: 'GET',
  path: '/api/profile/summary',
  access: 'user',
  summary: "The caller's profile figures (completed payments only), 3 latest items and 3 latest transactions",
  schema: (s) => ({ response: s.profileSummary }),
});

export const uploadAvatar = defineRoute({
  ...profile,
  method: 'POST',
  path: '/api/profile/avatar',
  access: 'user',
  consumes: ['multipart/form-data'],
  summary: 'Upload a profile photo (multipart field `avatar`; JPEG, PNG or WebP, at most 5 MB): stored as a 256 px square WebP without metadata',
  schema: (s) => ({ response: s.userChangedResponse, errors: { 413: s.errorResponse } }),
});

export const setLanguage = defineRoute({
  ...profile,
  method: 'PUT',
  path: '/api/profile/language',
  access: 'user',
  summary: 'The language of the e-mails the caller receives (en or sw)',
  schema: (s) => ({ body: s.languageBody, response: s.userChangedResponse }),
});

export const myStats = defineRoute({
  tag: 'dashboards',
  load: () => import('./dashboards.contract'),
  method: 'GET',
  path: '/api/my-stats',
  access: 'user',
  summary: "The caller's response time to claims, for the finder dashboard's Analytics tab",
  schema: (s) => ({ response: s.myStatsResponse }),
});

export const contactSupport = defineRoute({
  tag: 'contact',
  load: async () => ({ ...(await import('./contact.contract')), ...(await import('../schemas/social.schema')) }),
  method: 'POST',
  path: '/api/contact',
  access: 'optional-user',
  status: 201,
  summary: 'Send a message to support (guests and signed-in users)',
  schema: (s) => ({ body: s.contactMessageSchema, response: s.contactSentResponse }),
});

export const lookUpDocument = defineRoute({
  tag: 'documents',
  load: async () => ({ ...(await import('./documents.contract')), ...(await import('../schemas/document.schema')) }),
  method: 'POST',
  path: '/api/documents/lookup',
  access: 'optional-user',
  summary: 'Was a document with this number found? (county and day only; the number is compared as a keyed hash)',
  schema: (s) => ({ body: s.documentLookupSchema, response: s.documentLookupResponse }),
});

const alerts = {
  tag: 'profile',
  load: async () => ({ ...(await import('./sms.contract')), ...(await import('../schemas/phone.schema')) }),
};

export const smsAlerts = defineRoute({
  ...alerts,
  method: 'GET',
  path: '/api/profile/sms-alerts',
  access: 'user',
  summary: 'Which SMS alerts and turn e-mails the signed-in user gets',
  schema: (s) => ({ response: s.smsAlertsAnswer }),
});

export const setSmsAlerts = defineRoute({
  ...alerts,
  method: 'PUT',
  path: '/api/profile/sms-alerts',
  access: 'user',
  summary: 'Turn SMS alerts (top level) or turn e-mails (`emails`) on or off; only the switches sent change',
  schema: (s) => ({ body: s.updateSmsAlertsSchema, response: s.smsAlertsAnswer }),
});
