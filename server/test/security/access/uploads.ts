/** The access table: uploads. */
import { randomBytes } from 'node:crypto';
import { type AccessRow, same, get } from './kit';

export const UPLOADS_ROWS: AccessRow[] = [
  {
    route: 'GET /uploads/*', case: 'a public photo', expect: same(200), undocumented: true,
    call: async (w) => {
      const key = `items/${randomBytes(16).toString('hex')}.webp`;
      await w.t.app.ctx.storage.put(key, w.png, 'image/webp');
      return get(`/uploads/${key}`);
    },
  },
  { route: 'GET /uploads/*', case: 'a private proof photo', expect: same(404), undocumented: true, note: 'private/ keys only through their feature', call: (w) => get(`/uploads/${w.proofKey}`) },
];
