/**
 * Africa's Talking's callbacks: USSD and SMS delivery reports (one object per route,
 * docs/decisions/0274). Both answer in the provider's terms, so each lists its own refusals.
 */
import { defineRoute } from './route';

const africasTalking = {
  tag: 'sms',
  load: async () => ({ ...(await import('./callbacks.contract')), ...(await import('./error.contract')) }),
  access: 'callback',
  method: 'POST',
} as const;
const consumes = ['application/x-www-form-urlencoded'];

export const ussd = defineRoute({
  ...africasTalking,
  consumes,
  path: '/api/ussd',
  summary: "Africa's Talking USSD callback: answers the next screen as text/plain (CON … or END …); a wrong key is 403",
  schema: (s) => ({ query: s.callbackKeyQuery, body: s.ussdBody, response: s.ussdScreen, errors: { 403: s.forbiddenAnswer } }),
});

export const deliveryReport = defineRoute({
  ...africasTalking,
  consumes,
  path: '/api/sms/delivery-reports',
  summary: "Africa's Talking delivery report (form-encoded; ?key=AT_CALLBACK_KEY)",
  schema: (s) => ({ query: s.callbackKeyQuery, body: s.deliveryReportBody, response: s.deliveryReportReceived, errors: { 403: s.errorResponse } }),
});
