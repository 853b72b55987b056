/**
 * The WhatsApp channel: the profile's switch for turn messages, and Meta's webhook (one object per
 * route, docs/decisions/0274; import as a namespace). All are registered only where the channel
 * exists; elsewhere they answer 404.
 */
import { defineRoute } from './route';

const profile = {
  tag: 'profile',
  load: async () => ({ ...(await import('./whatsapp.contract')), ...(await import('./error.contract')) }),
  access: 'user',
} as const;

export const turns = defineRoute({
  ...profile,
  method: 'GET',
  path: '/api/profile/whatsapp-turns',
  summary: 'Whether turn messages go to the signed-in user by WhatsApp',
  schema: (s) => ({ response: s.whatsappTurnsAnswer }),
});

export const setTurns = defineRoute({
  ...profile,
  method: 'PUT',
  path: '/api/profile/whatsapp-turns',
  summary: 'Turn messages by WhatsApp (on) or by SMS (off); a verified phone first',
  schema: (s) => ({ body: s.whatsappTurnsBody, response: s.whatsappTurnsAnswer }),
});

/** Meta's calls: proven by the verify token (GET) and the body's signature (POST), not a session. */
const webhook = {
  tag: 'whatsapp',
  load: async () => ({ ...(await import('./whatsapp.contract')), ...(await import('./error.contract')) }),
  access: 'callback',
  hidden: true,
  path: '/api/whatsapp/webhook',
} as const;

export const verifyWebhook = defineRoute({
  ...webhook,
  method: 'GET',
  summary: "Meta's verification: echoes hub.challenge (text/plain) for the right hub.verify_token; 403 otherwise",
  schema: (s) => ({ query: s.webhookVerifyQuery, response: s.webhookChallenge, errors: { 403: s.errorResponse } }),
});

/** The body is read as bytes (the signature is over them) and parsed by the handler once checked. */
export const receiveWebhook = defineRoute({
  ...webhook,
  method: 'POST',
  summary: 'Messages and statuses, signed (X-Hub-Signature-256): 401 unsigned, 403 wrongly signed, 400 not a webhook body',
  schema: (s) => ({ response: s.webhookReceived, errors: { 400: s.errorResponse, 401: s.errorResponse, 403: s.errorResponse } }),
});
