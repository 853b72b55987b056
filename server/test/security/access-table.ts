/**
 * Who may call what: one row per route (and per case where the target changes the answer), the
 * status each kind of caller must get, and how to make the call. The access-matrix test runs it;
 * print-access-table.ts renders the same rows into docs/security.md.
 *
 * Callers: a guest; a claimer (a signed-in user with no stake in the item); the item's finder; the
 * paid claimer (completed payment on the item); an approved but unpaid claimer (of their own
 * item, by the same finder); another user (in finder mode, with an item of their own); a
 * suspended user; an admin.
 */
import { randomBytes } from 'node:crypto';
import { todayInNairobi } from '@okota/shared';
import { getCurrentFees } from '../../src/features/settings/settings.repository';
import { TEST_CALLBACK_SECRET } from '../../src/integrations/daraja/simulator/loopback.test-support';
import { DEFAULT_PASSWORD, firstCategoryId } from '../factories';
import { ROLES, SAFE_PASSWORD, SIGN_UP_CODE, freshEmail, freshPhone, multipart, type Role, type World } from './fixtures';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Expect = Record<Role, number>;

export interface Call {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** undefined: the caller's own token; null: none; a string: this token. */
  token?: string | null;
}

export interface AccessRow {
  /** `METHOD /path` exactly as the OpenAPI document spells it. */
  route: string;
  /** What the target is, when a route has several rows. */
  case?: string;
  expect: Expect;
  note?: string;
  /** Served but left out of the OpenAPI document on purpose. */
  undocumented?: true;
  call(w: World, role: Role): Call | Promise<Call>;
  /** Extra checks on a 2xx answer (privacy): a problem description, or nothing. */
  check?(body: unknown, role: Role, w: World): string | undefined;
}

export const QUICK_LOGIN_KEY = 'quick-login-key-for-the-security-suite';

const same = (status: number): Expect => Object.fromEntries(ROLES.map((r) => [r, status])) as Expect;
/** Any signed-in user gets `status`; a guest 401, a suspended account 403; then the exceptions. */
const signedIn = (status: number, exceptions: Partial<Expect> = {}): Expect => ({ ...same(status), guest: 401, suspended: 403, ...exceptions });
const adminOnly = (status = 200): Expect => ({ ...same(403), guest: 401, admin: status });
const ownerOrAdmin = (status: number): Expect => signedIn(404, { claimer: status, admin: status });

const get = (url: string): Call => ({ method: 'GET', url });
const adminGet = (url: string): AccessRow => ({ route: `GET ${url.split('?')[0]}`, expect: adminOnly(), call: () => get(url) });

const PUSH_KEYS = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };

async function itemFields(w: World) {
  return {
    title: 'Black leather wallet',
    description: 'Found near the bus stage with a few cards inside.',
    categoryId: await firstCategoryId(w.db),
    location: 'Nairobi',
    nearLocation: 'Kencom stage',
    dateFound: '2025-06-01',
    verificationQuestion1: 'What colour is the card holder inside?',
  };
}

async function reportFields(w: World) {
  return {
    title: 'Lost black wallet', categoryId: await firstCategoryId(w.db), description: 'A black leather wallet with my national ID inside.',
    county: 'Nairobi', dateLost: todayInNairobi(),
  };
}

const ownClaimsOnly = (body: unknown, role: Role, w: World) => {
  if (role === 'finder' || role === 'admin') return undefined;
  const own = w.actor(role)!.user.id;
  const foreign = (body as Array<{ claimerId: string }>).filter((c) => c.claimerId !== own);
  return foreign.length ? `sees ${foreign.length} claim(s) of others` : undefined;
};

const contactOnlyForParties = (body: unknown, role: Role, w: World) => {
  const item = body as Record<string, unknown>;
  const mayContact = role === 'finder' || role === 'paidClaimer' || role === 'admin';
  if (('finderPhone' in item) !== mayContact || ('finderEmail' in item) !== mayContact) return `finder contact ${mayContact ? 'missing' : 'leaked'}`;
  if (!mayContact && String(item.finderName).includes(w.actors.finder.user.lastName)) return "finder's last name leaked";
  if (('verificationAnswer1' in item) !== (role === 'finder')) return 'expected answers shown to someone but the finder';
  return undefined;
};

export const ACCESS_TABLE: AccessRow[] = [
  // Public reads
  { route: 'GET /api/public/fees', expect: same(200), call: () => get('/api/public/fees') },
  { route: 'GET /api/public/stats', expect: same(200), call: () => get('/api/public/stats') },
  { route: 'GET /api/public/payment-simulator', expect: same(200), call: () => get('/api/public/payment-simulator') },
  { route: 'GET /api/categories', expect: same(200), call: () => get('/api/categories') },
  { route: 'GET /api/health', expect: same(200), call: () => get('/api/health') },
  { route: 'GET /api/notifications/vapid-public-key', expect: same(200), call: () => get('/api/notifications/vapid-public-key') },
  { route: 'GET /api/reviews/user/{id}', expect: same(200), call: (w) => get(`/api/reviews/user/${w.actors.finder.user.id}`) },
  { route: 'GET /api/reviews/rating/{id}', expect: same(200), call: (w) => get(`/api/reviews/rating/${w.actors.finder.user.id}`) },
  { route: 'GET /api/reviews/item/{id}', expect: same(200), call: (w) => get(`/api/reviews/item/${w.paid.item.id}`) },
  {
    route: 'GET /api/dev/outbox', expect: same(200), note: 'development and tests only: 404 in production or with SMTP_URL',
    call: () => get('/api/dev/outbox'),
  },

  // Items
  { route: 'GET /api/items', expect: same(200), note: 'suspended tokens browse as guests', call: () => get('/api/items?search=wallet') },
  {
    route: 'GET /api/items/{id}', case: 'the caller\'s item (paid, or approved for the approved claimer)', expect: same(200),
    note: 'finder phone/e-mail only for the finder, the paid claimer and admins; expected answers only for the finder',
    call: (w, role) => get(`/api/items/${w.itemFor(role).id}`), check: contactOnlyForParties,
  },
  {
    route: 'GET /api/items/{id}', case: 'hidden item', expect: { ...same(404), finder: 200, admin: 200 },
    call: (w) => get(`/api/items/${w.hiddenItem.id}`),
  },
  { route: 'POST /api/items', expect: signedIn(201), call: async (w) => ({ method: 'POST', url: '/api/items', payload: await itemFields(w) }) },
  {
    route: 'PUT /api/items/{id}', expect: signedIn(403, { finder: 200 }), note: 'the finder only; admins moderate instead',
    call: async (w) => ({ method: 'PUT', url: `/api/items/${(await w.fresh.item()).id}`, payload: { ...(await itemFields(w)), title: 'Black wallet, edited' } }),
  },
  { route: 'GET /api/my-items', expect: signedIn(200), call: () => get('/api/my-items') },
  {
    route: 'POST /api/upload-temp-images', expect: same(200), note: 'guests may upload before signing up (kept 2 hours)',
    call: (w) => ({ method: 'POST', url: '/api/upload-temp-images', ...multipart({}, [{ field: 'images', filename: 'a.png', contentType: 'image/png', bytes: w.png }]) }),
  },
  {
    route: 'POST /api/items/upload-photos', expect: signedIn(200),
    call: (w) => ({ method: 'POST', url: '/api/items/upload-photos', ...multipart({}, [{ field: 'photos', filename: 'a.png', contentType: 'image/png', bytes: w.png }]) }),
  },

  // Accounts
  {
    route: 'POST /api/auth/login', expect: { ...same(200), suspended: 403 }, note: "each caller signs in with their own account's password",
    call: (w, role) => ({ method: 'POST', url: '/api/auth/login', token: null, payload: { email: (w.actor(role) ?? w.bystander).user.email, password: DEFAULT_PASSWORD } }),
  },
  {
    route: 'POST /api/auth/logout', expect: same(200), note: 'revokes only the presented token',
    call: async (w, role) => ({ method: 'POST', url: '/api/auth/logout', token: role === 'guest' ? null : await w.fresh.token(w.actor(role)!.user.id) }),
  },
  { route: 'GET /api/auth/user', expect: signedIn(200), call: () => get('/api/auth/user') },
  {
    route: 'POST /api/auth/set-role', expect: signedIn(200),
    call: (w, role) => ({ method: 'POST', url: '/api/auth/set-role', payload: { role: w.actor(role)?.user.role === 'finder' ? 'finder' : 'claimer' } }),
  },
  {
    route: 'POST /api/auth/update-phone', expect: signedIn(200), note: 'needs the current password',
    call: () => ({ method: 'POST', url: '/api/auth/update-phone', payload: { phone: freshPhone(), password: DEFAULT_PASSWORD } }),
  },
  { route: 'POST /api/auth/send-otp', expect: same(200), call: () => ({ method: 'POST', url: '/api/auth/send-otp', payload: { email: freshEmail('otp') } }) },
  {
    route: 'POST /api/auth/verify-otp', expect: same(201),
    call: async (w) => {
      const email = await w.fresh.signUpCode();
      const registrationData = { firstName: 'Neema', lastName: 'Mwangi', email, phone: freshPhone(), password: SAFE_PASSWORD, acceptTerms: true };
      return { method: 'POST', url: '/api/auth/verify-otp', payload: { email, otp: SIGN_UP_CODE, registrationData } };
    },
  },
  {
    route: 'POST /api/auth/register', expect: same(201),
    call: () => ({ method: 'POST', url: '/api/auth/register', payload: { firstName: 'Neema', lastName: 'Mwangi', email: freshEmail('reg'), phone: freshPhone(), password: SAFE_PASSWORD, acceptTerms: true } }),
  },
  {
    route: 'POST /api/auth/forgot-password', expect: same(200), note: 'the same answer whether or not the account exists',
    call: async (w) => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: (await w.fresh.user()).user.email } }),
  },
  {
    route: 'POST /api/auth/reset-password', expect: same(200),
    call: async (w) => ({ method: 'POST', url: '/api/auth/reset-password', payload: { token: await w.fresh.resetToken(), newPassword: SAFE_PASSWORD } }),
  },
  {
    route: 'POST /api/admin/quick-login', case: 'the right key', expect: same(200), note: 'exists only when ADMIN_QUICK_LOGIN_KEY is set (404 otherwise); the key is the credential',
    call: () => ({ method: 'POST', url: '/api/admin/quick-login', token: null, payload: { adminKey: QUICK_LOGIN_KEY } }),
  },
  {
    route: 'POST /api/admin/quick-login', case: 'a wrong key', expect: same(401),
    call: () => ({ method: 'POST', url: '/api/admin/quick-login', payload: { adminKey: 'not-the-key' } }),
  },

  // Claims
  {
    route: 'POST /api/items/{id}/verify', case: 'an open item', expect: signedIn(201, { finder: 400 }), note: 'never one\'s own item',
    call: async (w) => ({ method: 'POST', url: `/api/items/${(await w.fresh.item()).id}/verify`, payload: { answer1: 'Blue', additionalDetails: 'It has my national ID card inside.' } }),
  },
  {
    route: 'POST /api/items/{id}/verify', case: 'an item with an approved or paid claimer', expect: signedIn(409, { finder: 400 }),
    call: (w, role) => ({ method: 'POST', url: `/api/items/${w.itemFor(role).id}/verify`, payload: { additionalDetails: 'It has my national ID card inside.' } }),
  },
  {
    route: 'GET /api/items/{id}/verification/{userId}', case: "the item's claimer", expect: signedIn(403, { finder: 200, paidClaimer: 200, approvedClaimer: 200, admin: 200 }),
    note: 'that user, the finder or an admin',
    call: (w, role) => get(`/api/items/${w.itemFor(role).id}/verification/${w.claimerOfItemFor(role).user.id}`),
  },
  {
    route: 'GET /api/items/{id}/verifications', expect: signedIn(200), note: 'in full for the finder and admins; one\'s own claims for anyone else',
    call: (w, role) => get(`/api/items/${w.itemFor(role).id}/verifications`), check: ownClaimsOnly,
  },
  {
    route: 'GET /api/my-verifications', expect: signedIn(200), note: "claims I made (no expected answers, no hints) and claims on my items",
    call: () => get('/api/my-verifications'),
    check: (body) => ((body as Array<Record<string, unknown>>).some((c) => c.viewerRole === 'claimer' && /expectedAnswer|"match"/.test(JSON.stringify(c)))
      ? 'a claimer sees expected answers or match hints' : undefined),
  },
  {
    route: 'PUT /api/verifications/{id}/status', expect: signedIn(403, { finder: 200 }), note: "the item's finder only, admins included in the 403",
    call: async (w) => ({ method: 'PUT', url: `/api/verifications/${(await w.fresh.pendingClaim()).id}/status`, payload: { status: 'approved' } }),
  },
  {
    route: 'GET /api/verifications/{id}/proof', case: "the paid claimer's proof photo", expect: signedIn(403, { finder: 200, paidClaimer: 200, admin: 200 }),
    call: (w) => get(`/api/verifications/${w.paid.claim.id}/proof`),
  },

  // Payments
  {
    route: 'POST /api/payments/initiate', expect: signedIn(403, { approvedClaimer: 200, paidClaimer: 409 }), note: 'the approved claimer only, once',
    call: (w, role) => ({ method: 'POST', url: '/api/payments/initiate', payload: { itemId: w.itemFor(role).id, phoneNumber: '0708374149' } }),
  },
  {
    route: 'GET /api/payments/{id}/verify', expect: signedIn(403, { finder: 200, paidClaimer: 200, admin: 200 }),
    call: (w) => get(`/api/payments/${w.paid.payment.id}/verify`),
  },
  { route: 'GET /api/payments', expect: signedIn(200), note: "one's own payments only", call: () => get('/api/payments') },
  {
    route: 'POST /api/payments/{id}/confirm-receipt', expect: signedIn(403, { paidClaimer: 200 }), note: 'the claimer who paid, nobody else',
    call: async (w) => ({ method: 'POST', url: `/api/payments/${(await w.fresh.payment()).payment.id}/confirm-receipt` }),
  },
  {
    route: 'POST /api/payments/{id}/dispute', expect: signedIn(403, { paidClaimer: 200 }),
    call: async (w) => ({ method: 'POST', url: `/api/payments/${(await w.fresh.payment()).payment.id}/dispute`, payload: { reason: 'The finder never came to the meeting point.' } }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/stk', case: 'a wrong secret', expect: same(404), undocumented: true, note: 'Daraja\'s callback; the secret path is the credential',
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/stk`, payload: { Body: {} } }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/stk', case: 'the right secret, unknown CheckoutRequestID', expect: same(200), undocumented: true,
    note: 'accepted, then confirmed by STK query before anything changes',
    call: () => ({
      method: 'POST', url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/stk`,
      payload: { Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: `ws_CO_${randomBytes(6).toString('hex')}`, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } },
    }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-status/{originatorConversationId}', case: 'a wrong secret', expect: same(404), undocumented: true,
    note: 'Daraja\'s Transaction Status answer about a payout; the secret path is the credential',
    call: () => ({ method: 'POST', url: `/api/payments/hooks/${randomBytes(24).toString('hex')}/payout-status/okota-payout-1-1`, payload: { Result: {} } }),
  },
  {
    route: 'POST /api/payments/hooks/{secret}/payout-status/{originatorConversationId}', case: 'the right secret, a payout that does not exist',
    expect: same(200), undocumented: true, note: 'accepted; only a payout in processing with that id can change',
    call: () => ({
      method: 'POST', url: `/api/payments/hooks/${TEST_CALLBACK_SECRET}/payout-status/okota-payout-999999-1`,
      payload: { Result: { ResultType: 0, ResultCode: 'R000002', ResultDesc: 'The OriginalTransactionID is invalid.', OriginatorConversationID: '1234-1234567-1' } },
    }),
  },

  // Messages, notifications, reviews
  { route: 'GET /api/messages/unread-count', case: 'in total', expect: signedIn(200), call: () => get('/api/messages/unread-count') },
  {
    route: 'GET /api/messages/unread-count', case: 'on the caller\'s item', expect: signedIn(403, { finder: 200, paidClaimer: 200 }),
    call: (w, role) => get(`/api/messages/unread-count?itemId=${w.itemFor(role).id}`),
  },
  {
    route: 'GET /api/messages/{itemId}', expect: signedIn(403, { finder: 200, paidClaimer: 200 }), note: 'the two parties of a completed payment; admins too are refused',
    call: (w, role) => get(`/api/messages/${w.itemFor(role).id}`),
  },
  {
    route: 'POST /api/messages', expect: signedIn(403, { finder: 201, paidClaimer: 201 }),
    call: (w, role) => ({ method: 'POST', url: '/api/messages', payload: { itemId: w.itemFor(role).id, content: 'When can we meet at the stage?' } }),
  },
  {
    route: 'POST /api/reviews', expect: signedIn(403, { finder: 201, paidClaimer: 201 }), note: 'the two parties of a completed payment, once each',
    call: async (w, role) => {
      const { item } = await w.fresh.payment();
      const reviewsClaimer = role === 'finder';
      return {
        method: 'POST', url: '/api/reviews',
        payload: {
          itemId: item.id, rating: 5, comment: 'Quick and honest hand-over.',
          revieweeId: reviewsClaimer ? w.actors.paidClaimer.user.id : w.actors.finder.user.id, type: reviewsClaimer ? 'claimer' : 'finder',
        },
      };
    },
  },
  { route: 'GET /api/notifications', expect: signedIn(200), call: () => get('/api/notifications') },
  { route: 'DELETE /api/notifications', expect: signedIn(200), call: () => ({ method: 'DELETE', url: '/api/notifications' }) },
  {
    route: 'POST /api/notifications/{id}/read', case: "the finder's notification", expect: signedIn(404, { finder: 200 }), note: "someone else's notification does not exist for the caller",
    call: async (w) => ({ method: 'POST', url: `/api/notifications/${(await w.fresh.notification(w.actors.finder.user.id)).id}/read` }),
  },
  { route: 'POST /api/notifications/read-all', expect: signedIn(200), call: () => ({ method: 'POST', url: '/api/notifications/read-all' }) },
  {
    route: 'POST /api/notifications/subscribe', expect: signedIn(200),
    call: () => ({ method: 'POST', url: '/api/notifications/subscribe', payload: { token: { endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`, keys: PUSH_KEYS } } }),
  },
  {
    route: 'POST /api/notifications/unsubscribe', expect: signedIn(200),
    call: () => ({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/none' } }),
  },
  {
    route: 'POST /api/reports', expect: signedIn(201),
    call: (w) => ({ method: 'POST', url: '/api/reports', payload: { targetType: 'user', targetId: w.bystander.user.id, reason: 'Asked me to pay outside Okota' } }),
  },
  { route: 'POST /api/analytics/pageview', expect: same(204), call: () => ({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/search' } }) },
  { route: 'POST /api/contact', expect: same(201), call: () => ({ method: 'POST', url: '/api/contact', payload: { name: 'Wanjiku', email: freshEmail('c'), subject: 'Payment question', category: 'payment', message: 'When is the finder paid for an item?' } }) },

  // Profile and dashboards
  { route: 'GET /api/my-stats', expect: signedIn(200), call: () => get('/api/my-stats') },
  { route: 'GET /api/profile/summary', expect: signedIn(200), call: () => get('/api/profile/summary') },
  {
    route: 'POST /api/profile/avatar', expect: signedIn(200),
    call: (w) => ({ method: 'POST', url: '/api/profile/avatar', ...multipart({}, [{ field: 'avatar', filename: 'me.png', contentType: 'image/png', bytes: w.png }]) }),
  },
  { route: 'PUT /api/profile/language', expect: signedIn(200), call: () => ({ method: 'PUT', url: '/api/profile/language', payload: { language: 'en' } }) },

  // Lost reports: private to their owner (here the claimer) and admins; 404 to anyone else
  {
    route: 'POST /api/lost-reports', expect: signedIn(201),
    call: async (w) => ({ method: 'POST', url: '/api/lost-reports', payload: await reportFields(w) }),
  },
  { route: 'GET /api/lost-reports', expect: signedIn(200), note: "one's own reports", call: () => get('/api/lost-reports') },
  ...(['', '/matches', '/photo'] as const).map((suffix): AccessRow => ({
    route: `GET /api/lost-reports/{id}${suffix}`, case: "the claimer's report", expect: ownerOrAdmin(200),
    ...(suffix === '' ? { note: 'a report of someone else is 404, as if it did not exist' } : {}),
    call: async (w) => get(`/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}${suffix}`),
  })),
  {
    route: 'PUT /api/lost-reports/{id}', case: "the claimer's report", expect: ownerOrAdmin(200),
    call: async (w) => ({ method: 'PUT', url: `/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}`, payload: await reportFields(w) }),
  },
  {
    route: 'DELETE /api/lost-reports/{id}', case: "the claimer's report", expect: ownerOrAdmin(204),
    call: async (w) => ({ method: 'DELETE', url: `/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}` }),
  },
  ...(['renew', 'close'] as const).map((action): AccessRow => ({
    route: `POST /api/lost-reports/{id}/${action}`, case: "the claimer's report", expect: ownerOrAdmin(200),
    call: async (w) => ({ method: 'POST', url: `/api/lost-reports/${(await w.fresh.lostReport(w.actors.claimer.user.id)).id}/${action}` }),
  })),

  // Uploads
  {
    route: 'GET /uploads/{key}', case: 'a public photo', expect: same(200), undocumented: true,
    call: async (w) => {
      const key = `items/${randomBytes(16).toString('hex')}.webp`;
      await w.t.app.ctx.storage.put(key, w.png, 'image/webp');
      return get(`/uploads/${key}`);
    },
  },
  { route: 'GET /uploads/{key}', case: 'a private proof photo', expect: same(404), undocumented: true, note: 'private/ keys only through their feature', call: (w) => get(`/uploads/${w.proofKey}`) },

  // Admin: one guard for every /api/admin/* path
  adminGet('/api/admin/items?status=all'),
  { route: 'POST /api/admin/items/{id}/hide', expect: adminOnly(), call: async (w) => ({ method: 'POST', url: `/api/admin/items/${(await w.fresh.item()).id}/hide`, payload: { reason: 'Duplicate listing' } }) },
  {
    route: 'POST /api/admin/items/{id}/unhide', expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/items/${(await w.fresh.item({ isHidden: true, hiddenAt: new Date(), hiddenReason: 'Check' })).id}/unhide` }),
  },
  { route: 'DELETE /api/admin/items/{id}', expect: adminOnly(), call: async (w) => ({ method: 'DELETE', url: `/api/admin/items/${(await w.fresh.item()).id}`, payload: { reason: 'Prohibited item' } }) },
  adminGet('/api/admin/users'),
  { route: 'POST /api/admin/users/{id}/suspend', expect: adminOnly(), call: async (w) => ({ method: 'POST', url: `/api/admin/users/${(await w.fresh.user()).user.id}/suspend`, payload: { reason: 'Spam listings' } }) },
  ...(['unsuspend', 'activate'] as const).map((action): AccessRow => ({
    route: `POST /api/admin/users/{id}/${action}`, expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/users/${(await w.fresh.user({ suspended: true, suspendedAt: new Date(), suspensionReason: 'Spam' })).user.id}/${action}` }),
  })),
  { route: 'POST /api/admin/users/{id}/verify', expect: adminOnly(), call: async (w) => ({ method: 'POST', url: `/api/admin/users/${(await w.fresh.user({ emailVerified: false })).user.id}/verify` }) },
  { route: 'PUT /api/admin/users/{id}', expect: adminOnly(), call: async (w) => ({ method: 'PUT', url: `/api/admin/users/${(await w.fresh.user()).user.id}`, payload: { email: freshEmail('edit'), phone: freshPhone() } }) },
  adminGet('/api/admin/categories'),
  { route: 'POST /api/admin/categories', expect: adminOnly(201), call: () => ({ method: 'POST', url: '/api/admin/categories', payload: { name: `Tools ${randomBytes(3).toString('hex')}`, icon: 'wrench' } }) },
  { route: 'PUT /api/admin/categories/{id}', expect: adminOnly(), call: async (w) => ({ method: 'PUT', url: `/api/admin/categories/${(await w.fresh.category()).id}`, payload: { name: `Bags ${randomBytes(3).toString('hex')}`, icon: 'bag' } }) },
  { route: 'DELETE /api/admin/categories/{id}', expect: adminOnly(), call: async (w) => ({ method: 'DELETE', url: `/api/admin/categories/${(await w.fresh.category()).id}` }) },
  adminGet('/api/admin/settings'),
  {
    route: 'POST /api/admin/settings', expect: adminOnly(), note: 'set to the current value, so the fee stays',
    call: async (w) => ({ method: 'POST', url: '/api/admin/settings', payload: { key: 'finder_amount', value: (await getCurrentFees(w.db)).finderAmount } }),
  },
  {
    route: 'PUT /api/admin/settings/{key}', expect: adminOnly(),
    call: async (w) => ({ method: 'PUT', url: '/api/admin/settings/platform_amount', payload: { value: (await getCurrentFees(w.db)).platformAmount } }),
  },
  adminGet('/api/admin/payment-stats'),
  adminGet('/api/admin/analytics'),
  adminGet('/api/admin/stats'),
  adminGet('/api/admin/dashboard'),
  adminGet('/api/admin/reports'),
  ...(['resolve', 'dismiss'] as const).map((outcome): AccessRow => ({
    route: `POST /api/admin/reports/{id}/${outcome}`, expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/reports/${(await w.fresh.report()).id}/${outcome}`, payload: {} }),
  })),
  adminGet('/api/admin/audit'),
  adminGet('/api/admin/verifications'),
  adminGet('/api/admin/contact-messages'),
  { route: 'POST /api/admin/contact-messages/{id}/read', expect: adminOnly(), call: async (w) => ({ method: 'POST', url: `/api/admin/contact-messages/${(await w.fresh.contactMessage()).id}/read` }) },
  adminGet('/api/admin/payouts'),
  {
    route: 'POST /api/admin/payouts/{paymentId}/retry', expect: adminOnly(),
    call: async (w) => ({ method: 'POST', url: `/api/admin/payouts/${(await w.fresh.payment({ payoutStatus: 'failed', payoutError: 'M-Pesa B2C 1: balance' })).payment.id}/retry` }),
  },
  {
    route: 'POST /api/admin/payments/{id}/resolve-dispute', expect: adminOnly(),
    call: async (w) => ({
      method: 'POST',
      url: `/api/admin/payments/${(await w.fresh.payment({ payoutStatus: 'disputed', disputedAt: new Date(), disputeReason: 'Never met' })).payment.id}/resolve-dispute`,
      payload: { resolution: 'release', note: 'Both confirmed the hand-over by phone' },
    }),
  },
];

const STATUS_WORDS: Record<number, string> = { 401: '401', 403: '**403**', 404: '404' };

/** The table as Markdown, for docs/security.md. */
export function renderAccessTable(rows: AccessRow[] = ACCESS_TABLE): string {
  const header = `| route | case | ${ROLES.map((r) => ROLE_HEADERS[r]).join(' | ')} | note |`;
  const rule = `|${' --- |'.repeat(ROLES.length + 3)}`;
  const lines = rows.map((row) => {
    const route = `\`${row.route}\`${row.undocumented ? ' †' : ''}`;
    const cells = ROLES.map((r) => STATUS_WORDS[row.expect[r]] ?? String(row.expect[r]));
    return `| ${route} | ${row.case ?? ''} | ${cells.join(' | ')} | ${row.note ?? ''} |`;
  });
  return [header, rule, ...lines].join('\n');
}

const ROLE_HEADERS: Record<Role, string> = {
  guest: 'guest', claimer: 'claimer', finder: 'finder', paidClaimer: 'paid claimer', approvedClaimer: 'approved, unpaid',
  other: 'other user', suspended: 'suspended', admin: 'admin',
};
