/** The access table: uploads, and what search engines and link previews fetch. */
import { randomBytes } from 'node:crypto';
import { type AccessRow, same, get } from './kit';

export const UPLOADS_ROWS: AccessRow[] = [
  {
    route: 'GET /uploads/*',
    case: 'a public photo',
    expect: same(200),
    undocumented: true,
    call: async (w) => {
      const key = `items/${randomBytes(16).toString('hex')}.webp`;
      await w.t.app.ctx.storage.put(key, w.png, 'image/webp');
      return get(`/uploads/${key}`);
    },
  },
  {
    route: 'GET /uploads/*',
    case: 'a private proof photo',
    expect: same(404),
    undocumented: true,
    note: 'private/ keys only through their feature',
    call: (w) => get(`/uploads/${w.proofKey}`),
  },
  { route: 'GET /sitemap.xml', expect: same(200), undocumented: true, call: () => get('/sitemap.xml') },
  { route: 'GET /sitemaps/{file}', expect: same(200), undocumented: true, call: () => get('/sitemaps/pages.xml') },
  {
    route: 'GET /previews/{file}',
    case: 'the link-preview JPEG of a public photo',
    expect: same(200),
    undocumented: true,
    call: async (w) => {
      const name = randomBytes(16).toString('hex');
      await w.t.app.ctx.storage.put(`items/${name}.webp`, w.png, 'image/webp');
      return get(`/previews/${name}.jpg`);
    },
  },
];
