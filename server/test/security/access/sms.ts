/**
 * The access table: SMS (issue 16). Phone verification and the SMS alert switches are the
 * signed-in user's own; the delivery-report callback proves itself by AT_CALLBACK_KEY in the
 * query (403 otherwise); a lost report's alert phone is its owner's alone (here the claimer's:
 * anyone else, admins too, gets 404); the SMS list is for admins; the SMS outbox is a
 * development tool. The built-in simulator (/__at/…) is outside the table, like /__daraja/.
 */
import { DEFAULT_PASSWORD } from '../../factories';
import { loadAtCallbackKey } from '../../../src/lib/kept-secret';
import { ROLES } from '../security.test-support';
import { type AccessRow, adminOnly, get, same, signedIn } from './kit';

/** A number nobody has, different for each caller (the matrix calls each route once per role). */
const newPhoneFor = (role: string) => `07990${String(ROLES.indexOf(role as never)).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const ownReport = async (w: Parameters<AccessRow['call']>[0]) => (await w.fresh.lostReport(w.actors.claimer.user.id)).id;
/** Owner only: the claimer; everyone else signed in, admins included, is told it does not exist. */
const ownerOnly = (status: number) => signedIn(404, { claimer: status });

export const SMS_ROWS: AccessRow[] = [
  {
    route: 'POST /api/auth/phone/send-code',
    case: 'a new number, with the password',
    expect: signedIn(200),
    note: 'a code by SMS (none to a taken number); the SMS budget: 429 `SMS_CODES_LIMITED`, 503 `SMS_PAUSED`',
    call: (_w, role) => ({
      method: 'POST',
      url: '/api/auth/phone/send-code',
      payload: { phone: newPhoneFor(role), password: DEFAULT_PASSWORD },
    }),
  },
  {
    route: 'POST /api/auth/phone/verify',
    case: 'no code was sent',
    expect: signedIn(400),
    call: () => ({ method: 'POST', url: '/api/auth/phone/verify', payload: { code: '123456' } }),
  },
  { route: 'GET /api/profile/sms-alerts', expect: signedIn(200), call: () => get('/api/profile/sms-alerts') },
  {
    route: 'PUT /api/profile/sms-alerts',
    expect: signedIn(200),
    note: "one's own switches",
    call: () => ({ method: 'PUT', url: '/api/profile/sms-alerts', payload: { match: true } }),
  },
  {
    route: 'POST /api/sms/delivery-reports',
    case: 'a wrong key',
    expect: same(403),
    note: "Africa's Talking's callback; ?key=AT_CALLBACK_KEY is the credential",
    call: () => ({ method: 'POST', url: '/api/sms/delivery-reports?key=not-the-key', headers: form, payload: 'id=ATXid_x&status=Success' }),
  },
  {
    route: 'POST /api/sms/delivery-reports',
    case: 'the right key, an unknown message',
    expect: same(200),
    call: async (w) => ({
      method: 'POST',
      url: `/api/sms/delivery-reports?key=${encodeURIComponent(await loadAtCallbackKey(w.t.config))}`,
      headers: form,
      payload: 'id=ATXid_unknown&status=Success&phoneNumber=%2B254712345678',
    }),
  },
  {
    route: 'GET /api/dev/sms-outbox',
    case: 'from another machine',
    expect: same(404),
    note: 'a development tool: never in production, never from another machine',
    call: () => get('/api/dev/sms-outbox'),
  },
  {
    route: 'GET /api/dev/sms-outbox',
    case: 'from this machine',
    expect: same(200),
    note: 'development and tests with SMS_ENV=simulator only',
    call: () => ({ ...get('/api/dev/sms-outbox'), remoteAddress: '127.0.0.1' }),
  },
  { route: 'GET /api/admin/sms', expect: adminOnly(), call: () => get('/api/admin/sms?status=failed') },
  {
    route: 'GET /api/lost-reports/{id}/alert-phone',
    case: "the claimer's report",
    expect: ownerOnly(200),
    call: async (w) => get(`/api/lost-reports/${await ownReport(w)}/alert-phone`),
  },
  {
    route: 'PUT /api/lost-reports/{id}/alert-phone',
    case: "the claimer's report",
    expect: ownerOnly(200),
    note: 'a code goes to the number (the SMS budget)',
    call: async (w, role) => ({ method: 'PUT', url: `/api/lost-reports/${await ownReport(w)}/alert-phone`, payload: { phone: newPhoneFor(role) } }),
  },
  {
    route: 'POST /api/lost-reports/{id}/alert-phone/verify',
    case: "the claimer's report, no code sent",
    expect: ownerOnly(400),
    call: async (w) => ({ method: 'POST', url: `/api/lost-reports/${await ownReport(w)}/alert-phone/verify`, payload: { code: '123456' } }),
  },
  {
    route: 'DELETE /api/lost-reports/{id}/alert-phone',
    case: "the claimer's report",
    expect: ownerOnly(200),
    call: async (w) => ({ method: 'DELETE', url: `/api/lost-reports/${await ownReport(w)}/alert-phone` }),
  },
];
