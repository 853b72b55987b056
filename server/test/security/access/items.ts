/** The access table: items. */
import { multipart } from '../security.test-support';
import { type AccessRow, same, signedIn, get, contactOnlyForParties, itemFields } from './kit';

export const ITEMS_ROWS: AccessRow[] = [
  { route: 'GET /api/items', expect: same(200), note: 'suspended tokens browse as guests', call: () => get('/api/items?search=wallet') },
  {
    route: 'GET /api/items/{id}',
    case: "the caller's item (paid, or approved for the approved claimer)",
    expect: same(200),
    note: 'finder phone/e-mail only for the finder, the paid claimer and admins; expected answers only for the finder',
    call: (w, role) => get(`/api/items/${w.itemFor(role).id}`),
    check: contactOnlyForParties,
  },
  {
    route: 'GET /api/items/{id}',
    case: 'hidden item',
    expect: { ...same(404), finder: 200, admin: 200 },
    call: (w) => get(`/api/items/${w.hiddenItem.id}`),
  },
  { route: 'POST /api/items', expect: signedIn(201), call: async (w) => ({ method: 'POST', url: '/api/items', payload: await itemFields(w) }) },
  {
    route: 'PUT /api/items/{id}',
    expect: signedIn(403, { finder: 200 }),
    note: 'the finder only; admins moderate instead',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/items/${(await w.fresh.item()).id}`,
      payload: { ...(await itemFields(w)), title: 'Black wallet, edited' },
    }),
  },
  {
    route: 'POST /api/items/{id}/withdraw',
    expect: signedIn(403, { finder: 200 }),
    note: 'the finder only, while open and nobody is paying',
    call: async (w) => ({ method: 'POST', url: `/api/items/${(await w.fresh.item()).id}/withdraw`, payload: { reason: 'owner_found' } }),
  },
  { route: 'GET /api/my-items', expect: signedIn(200), call: () => get('/api/my-items') },
  {
    route: 'POST /api/upload-temp-images',
    expect: same(200),
    note: 'guests may upload before signing up (kept 2 hours)',
    call: (w) => ({
      method: 'POST',
      url: '/api/upload-temp-images',
      ...multipart({}, [{ field: 'images', filename: 'a.png', contentType: 'image/png', bytes: w.png }]),
    }),
  },
  {
    route: 'POST /api/items/upload-photos',
    expect: signedIn(200),
    call: (w) => ({
      method: 'POST',
      url: '/api/items/upload-photos',
      ...multipart({}, [{ field: 'photos', filename: 'a.png', contentType: 'image/png', bytes: w.png }]),
    }),
  },
];
