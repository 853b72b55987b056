/**
 * The access table: WhatsApp (issue 36, docs/decisions/0267). The webhook proves each call
 * itself: the verification by WHATSAPP_VERIFY_TOKEN (403 otherwise), each event by its
 * X-Hub-Signature-256 over the raw body with the app secret (401 unsigned, 403 wrong). The phone
 * page's data is a development tool. The built-in simulator (/__wa/…) is outside the table.
 */
import { signWebhookBody } from '../../../src/integrations/whatsapp/wa-signature';
import { WA_SIMULATOR_CREDENTIALS } from '../../../src/integrations/whatsapp/wa-settings';
import { type AccessRow, adminOnly, get, same, signedIn } from './kit';

const json = { 'content-type': 'application/json' };
const emptyEvent = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });

export const WHATSAPP_ROWS: AccessRow[] = [
  {
    route: 'GET /api/whatsapp/webhook',
    case: 'a wrong verify token',
    expect: same(403),
    note: "Meta's verification; WHATSAPP_VERIFY_TOKEN is the credential",
    call: () => get('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1'),
  },
  {
    route: 'GET /api/whatsapp/webhook',
    case: 'the right verify token',
    expect: same(200),
    note: 'answers hub.challenge',
    call: () => get(`/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WA_SIMULATOR_CREDENTIALS.verifyToken}&hub.challenge=1`),
  },
  {
    route: 'POST /api/whatsapp/webhook',
    case: 'unsigned',
    expect: same(401),
    note: 'X-Hub-Signature-256 over the raw body, keyed with WHATSAPP_APP_SECRET',
    call: () => ({ method: 'POST', url: '/api/whatsapp/webhook', headers: json, payload: emptyEvent }),
  },
  {
    route: 'POST /api/whatsapp/webhook',
    case: 'a wrong signature',
    expect: same(403),
    call: () => ({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { ...json, 'x-hub-signature-256': signWebhookBody(emptyEvent, 'guess') },
      payload: emptyEvent,
    }),
  },
  {
    route: 'POST /api/whatsapp/webhook',
    case: 'signed',
    expect: same(200),
    call: () => ({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { ...json, 'x-hub-signature-256': signWebhookBody(emptyEvent, WA_SIMULATOR_CREDENTIALS.appSecret) },
      payload: emptyEvent,
    }),
  },
  {
    route: 'GET /api/dev/whatsapp',
    case: 'from another machine',
    expect: same(404),
    note: 'the development phone: never in production, never from another machine',
    call: () => get('/api/dev/whatsapp'),
  },
  {
    route: 'GET /api/dev/whatsapp',
    case: 'from this machine',
    expect: same(200),
    note: 'development and tests without WHATSAPP_BASE_URL only',
    call: () => ({ ...get('/api/dev/whatsapp'), remoteAddress: '127.0.0.1' }),
  },
  {
    route: 'GET /api/dev/whatsapp/media/{id}',
    case: 'from another machine',
    expect: same(404),
    note: 'a photo the simulated business sent, for the development phone: never from another machine',
    call: () => get('/api/dev/whatsapp/media/unknown'),
  },
  {
    route: 'GET /api/dev/whatsapp/media/{id}',
    case: 'from this machine, unknown id',
    expect: same(404),
    note: 'only media the simulator holds',
    call: () => ({ ...get('/api/dev/whatsapp/media/unknown'), remoteAddress: '127.0.0.1' }),
  },
  {
    route: 'POST /api/dev/whatsapp',
    case: 'from another machine',
    expect: same(404),
    note: "the development phone's actions, passed to the simulator",
    call: () => ({ method: 'POST', url: '/api/dev/whatsapp', headers: json, payload: { from: '254700000000', type: 'text', text: 'hi' } }),
  },
  {
    route: 'POST /api/dev/whatsapp',
    case: 'from this machine, malformed',
    expect: same(400),
    note: 'the simulator checks the action',
    call: () => ({ method: 'POST', url: '/api/dev/whatsapp', headers: json, payload: { from: 'x', type: 'text' }, remoteAddress: '127.0.0.1' }),
  },
  { route: 'GET /api/profile/whatsapp-turns', expect: signedIn(200), call: () => get('/api/profile/whatsapp-turns') },
  {
    route: 'PUT /api/profile/whatsapp-turns',
    expect: signedIn(400),
    note: "one's own switch; a malformed body here (a verified phone is needed to turn it on)",
    call: () => ({ method: 'PUT', url: '/api/profile/whatsapp-turns', headers: json, payload: { on: 'yes' } }),
  },
  { route: 'GET /api/admin/whatsapp', expect: adminOnly(), note: "the week's counts and template cost estimate", call: () => get('/api/admin/whatsapp') },
  {
    route: 'GET /api/admin/whatsapp/texts',
    expect: adminOnly(),
    note: 'every text the bot says, both languages',
    call: () => get('/api/admin/whatsapp/texts'),
  },
];
