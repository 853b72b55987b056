/**
 * Development tools (access 'development': outside production and from this machine only, 404
 * otherwise): the e-mail and SMS outboxes and the development WhatsApp phone (one object per route,
 * docs/decisions/0274; import as a namespace).
 */
import { defineRoute } from './route';

const dev = {
  tag: 'development',
  load: async () => ({ ...(await import('./dev.contract')), ...(await import('./sms.contract')) }),
  access: 'development',
} as const;

export const outbox = defineRoute({
  ...dev,
  method: 'GET',
  path: '/api/dev/outbox',
  summary: 'E-mails kept instead of sent (development without SMTP_URL only)',
  schema: (s) => ({ response: s.outboxResponse }),
});

export const smsOutbox = defineRoute({
  ...dev,
  method: 'GET',
  path: '/api/dev/sms-outbox',
  summary: 'SMS the built-in simulator received (development with SMS_ENV=simulator only), newest first',
  schema: (s) => ({ query: s.smsOutboxQuery, response: s.smsOutboxAnswer }),
});

const phone = { ...dev, hidden: true } as const;

export const whatsappLog = defineRoute({
  ...phone,
  method: 'GET',
  path: '/api/dev/whatsapp',
  summary: 'What the simulated WhatsApp business sent a number, and what the person did',
  schema: (s) => ({ query: s.waPhoneQuery, response: s.waPhoneLog }),
});

/** The image's bytes, in its own type. */
export const whatsappMedia = defineRoute({
  ...phone,
  method: 'GET',
  path: '/api/dev/whatsapp/media/:id',
  summary: 'A photo the business uploaded and sent by media id',
  schema: (s) => ({ params: s.waMediaParams }),
});

export const whatsappAct = defineRoute({
  ...phone,
  method: 'POST',
  path: '/api/dev/whatsapp',
  summary: "The person's action (type, photo, location, tap), delivered to the webhook signed as Meta would",
  schema: (s) => ({ body: s.waPersonActionBody, response: s.waPersonActed }),
});
