/** Lost reports, their matches and the phone they alert (one object per route, docs/decisions/0274; import as a namespace). */
import { defineRoute } from './route';

const reports = {
  tag: 'lost-reports',
  load: async () => ({ ...(await import('./lost-reports.contract')), ...(await import('./ids')) }),
};

const alerts = {
  tag: 'lost-reports',
  load: async () => ({ ...(await import('./sms.contract')), ...(await import('./ids')), ...(await import('../schemas/phone.schema')) }),
};

export const create = defineRoute({
  ...reports,
  method: 'POST',
  path: '/api/lost-reports',
  access: 'user',
  status: 201,
  consumes: ['application/json', 'multipart/form-data'],
  summary: 'File a lost report (JSON, or multipart with an optional `photo` file); items already posted are matched in the background',
  schema: (s) => ({ body: s.createReportBody, response: s.reportResponse }),
});

export const mine = defineRoute({
  ...reports,
  method: 'GET',
  path: '/api/lost-reports',
  access: 'user',
  summary: "The caller's lost reports, newest first",
  schema: (s) => ({ response: s.reportListResponse }),
});

export const get = defineRoute({
  ...reports,
  method: 'GET',
  path: '/api/lost-reports/:id',
  access: 'user',
  summary: 'One lost report (its owner and admins)',
  schema: (s) => ({ params: s.idParams, response: s.reportResponse }),
});

export const update = defineRoute({
  ...reports,
  method: 'PUT',
  path: '/api/lost-reports/:id',
  access: 'user',
  consumes: ['application/json', 'multipart/form-data'],
  summary: 'Edit a lost report (every field; a new `photo` file replaces the old one, `removePhoto` drops it)',
  schema: (s) => ({ params: s.idParams, body: s.updateReportBody, response: s.reportResponse }),
});

export const remove = defineRoute({
  ...reports,
  method: 'DELETE',
  path: '/api/lost-reports/:id',
  access: 'user',
  status: 204,
  summary: 'Delete a lost report, its matches and its photo',
  schema: (s) => ({ params: s.idParams }),
});

export const renew = defineRoute({
  ...reports,
  method: 'POST',
  path: '/api/lost-reports/:id/renew',
  access: 'user',
  summary: 'Keep looking for another 90 days from today (an expired report opens again)',
  schema: (s) => ({ params: s.idParams, response: s.reportResponse }),
});

export const close = defineRoute({
  ...reports,
  method: 'POST',
  path: '/api/lost-reports/:id/close',
  access: 'user',
  summary: '"I got it back": the report is closed and never matched again',
  schema: (s) => ({ params: s.idParams, response: s.reportResponse }),
});

export const matches = defineRoute({
  ...reports,
  method: 'GET',
  path: '/api/lost-reports/:id/matches',
  access: 'user',
  summary: 'Found items that match the report, best first, with their scores (public, visible items only)',
  schema: (s) => ({ params: s.idParams, response: s.matchesResponse }),
});

export const photo = defineRoute({
  ...reports,
  method: 'GET',
  path: '/api/lost-reports/:id/photo',
  access: 'user',
  summary: "The report's photo (its owner and admins); ?size=thumb for 400 px",
  schema: (s) => ({ params: s.idParams, query: s.photoQuery }),
});

export const alertPhone = defineRoute({
  ...alerts,
  method: 'GET',
  path: '/api/lost-reports/:id/alert-phone',
  access: 'user',
  summary: 'The phone this lost report alerts by SMS, and whether it is proven',
  schema: (s) => ({ params: s.idParams, response: s.alertPhoneAnswer }),
});

export const setAlertPhone = defineRoute({
  ...alerts,
  method: 'PUT',
  path: '/api/lost-reports/:id/alert-phone',
  access: 'user',
  summary: 'Name a phone to alert by SMS about matches; a code goes to it unless it is your verified number',
  schema: (s) => ({ params: s.idParams, body: s.alertPhoneBody, response: s.alertPhoneAnswer }),
});

export const verifyAlertPhone = defineRoute({
  ...alerts,
  method: 'POST',
  path: '/api/lost-reports/:id/alert-phone/verify',
  access: 'user',
  summary: 'Enter the code sent to the alert phone',
  schema: (s) => ({ params: s.idParams, body: s.verifyPhoneCodeSchema, response: s.alertPhoneAnswer }),
});

export const removeAlertPhone = defineRoute({
  ...alerts,
  method: 'DELETE',
  path: '/api/lost-reports/:id/alert-phone',
  access: 'user',
  summary: 'Stop alerting another phone',
  schema: (s) => ({ params: s.idParams, response: s.alertPhoneAnswer }),
});
