/**
 * What admins see of SMS and WhatsApp (one object per route, docs/decisions/0274; import as a
 * namespace). The WhatsApp routes exist only where the channel does (docs/decisions/0267).
 */
import { defineRoute } from './route';

const sms = {
  tag: 'admin',
  load: () => import('./sms.contract'),
};

const whatsapp = {
  tag: 'admin',
  load: () => import('./admin-whatsapp.contract'),
};

export const smsList = defineRoute({
  ...sms,
  method: 'GET',
  path: '/api/admin/sms',
  access: 'admin',
  summary: "SMS sent, waiting, skipped or failed (newest first, 50 a page), with the last 7 days' cost and delivery rate",
  schema: (s) => ({ query: s.adminSmsQuery, response: s.adminSmsAnswer }),
});

export const whatsappStats = defineRoute({
  ...whatsapp,
  method: 'GET',
  path: '/api/admin/whatsapp',
  access: 'admin',
  summary: "WhatsApp: the last 7 days' counts and cost estimate",
  schema: (s) => ({ response: s.whatsappStatsAnswer }),
});

export const whatsappTexts = defineRoute({
  ...whatsapp,
  method: 'GET',
  path: '/api/admin/whatsapp/texts',
  access: 'admin',
  summary: 'Every text the WhatsApp bot says, in English and Kiswahili',
  schema: (s) => ({ response: s.whatsappTextsAnswer }),
});
