/** The access table: claims. */
import { type AccessRow, signedIn, get, ownClaimsOnly } from './kit';

export const CLAIMS_ROWS: AccessRow[] = [
  {
    route: 'POST /api/items/{id}/verify',
    case: 'an open item',
    expect: signedIn(201, { finder: 400 }),
    note: "never one's own item",
    call: async (w) => ({
      method: 'POST',
      url: `/api/items/${(await w.fresh.item()).id}/verify`,
      payload: { answer1: 'Blue', answer2: 'Amani', additionalDetails: 'It has my national ID card inside.' },
    }),
  },
  {
    route: 'POST /api/items/{id}/verify',
    case: 'an item with an approved or paid claimer',
    expect: signedIn(409, { finder: 400 }),
    call: (w, role) => ({
      method: 'POST',
      url: `/api/items/${w.itemFor(role).id}/verify`,
      payload: { additionalDetails: 'It has my national ID card inside.' },
    }),
  },
  {
    route: 'GET /api/items/{id}/verification/{userId}',
    case: "the item's claimer",
    expect: signedIn(403, { finder: 200, paidClaimer: 200, approvedClaimer: 200, admin: 200 }),
    note: 'that user, the finder or an admin',
    call: (w, role) => get(`/api/items/${w.itemFor(role).id}/verification/${w.claimerOfItemFor(role).user.id}`),
  },
  {
    route: 'GET /api/items/{id}/verifications',
    expect: signedIn(200),
    note: "in full for the finder and admins; one's own claims for anyone else",
    call: (w, role) => get(`/api/items/${w.itemFor(role).id}/verifications`),
    check: ownClaimsOnly,
  },
  {
    route: 'GET /api/my-verifications',
    expect: signedIn(200),
    note: 'claims I made (no expected answers, no hints) and claims on my items',
    call: () => get('/api/my-verifications'),
    check: (body) =>
      (body as Array<Record<string, unknown>>).some((c) => c.viewerRole === 'claimer' && /expectedAnswer|"match"/.test(JSON.stringify(c)))
        ? 'a claimer sees expected answers or match hints'
        : undefined,
  },
  {
    route: 'PUT /api/verifications/{id}/status',
    expect: signedIn(403, { finder: 200 }),
    note: "the item's finder only, admins included in the 403",
    call: async (w) => ({ method: 'PUT', url: `/api/verifications/${(await w.fresh.pendingClaim()).id}/status`, payload: { status: 'approved' } }),
  },
  {
    route: 'GET /api/verifications/{id}/proof',
    case: "the paid claimer's proof photo",
    expect: signedIn(403, { finder: 200, paidClaimer: 200, admin: 200 }),
    call: (w) => get(`/api/verifications/${w.paid.claim.id}/proof`),
  },
];
