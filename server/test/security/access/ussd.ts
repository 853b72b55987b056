/** The access table: the USSD callback and the document lookup (issue 16). */
import { randomBytes } from 'node:crypto';
import { loadAtCallbackKey } from '../../../src/lib/kept-secret';
import { type AccessRow, same } from './kit';
import { freshPhone } from '../security.test-support';

const ussdForm = () => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({
    sessionId: `ATUid_${randomBytes(16).toString('hex')}`,
    serviceCode: '*384*1234#',
    phoneNumber: freshPhone(),
    networkCode: '63902',
    text: '',
  }).toString(),
});

export const USSD_ROWS: AccessRow[] = [
  {
    route: 'POST /api/ussd',
    case: 'a wrong key',
    expect: same(403),
    note: "Africa's Talking's USSD callback; the `?key=` (AT_CALLBACK_KEY) is the credential",
    call: () => ({ method: 'POST', url: `/api/ussd?key=${randomBytes(24).toString('hex')}`, token: null, ...ussdForm() }),
  },
  {
    route: 'POST /api/ussd',
    case: 'the right key',
    expect: same(200),
    note: 'answers text/plain `CON …`; the caller is the phone number the network gives',
    call: async (w) => ({
      method: 'POST',
      url: `/api/ussd?key=${encodeURIComponent(await loadAtCallbackKey(w.t.app.ctx.config))}`,
      token: null,
      ...ussdForm(),
    }),
  },
  {
    route: 'POST /api/documents/lookup',
    expect: same(200),
    note: 'guests too; county and day only; one lookup budget with lost reports and USSD (per IPv4 address or IPv6 /64, account, phone; global breaker): 429',
    call: () => ({ method: 'POST', url: '/api/documents/lookup', payload: { number: 'AB1234567' } }),
    check: (body) => {
      const keys = Object.keys(body as object)
        .sort()
        .join(',');
      return keys === 'found' || keys === 'found,items' ? undefined : `answers more than found/items: ${keys}`;
    },
  },
];
