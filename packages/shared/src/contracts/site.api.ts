/**
 * The site's own plumbing: readiness and metrics for operators, the page-view beacon, and the files
 * served outside /api: uploaded photos, sitemaps, link previews (one object per route,
 * docs/decisions/0274; import as a namespace). The files answer bytes, not JSON: no response schema.
 */
import { defineRoute } from './route';

const site = {
  load: () => import('./site.contract'),
};
const file = { ...site, tag: 'public', access: 'public', readOnly: true, hidden: true, method: 'GET' } as const;

export const ready = defineRoute({
  ...site,
  tag: 'public',
  method: 'GET',
  path: '/api/ready',
  access: 'public',
  readOnly: true,
  summary: 'Readiness: database reachable, migrations applied, storage writable',
  schema: (s) => ({ response: s.readyAnswer, errors: { 503: s.notReadyAnswer } }),
});

export const pageview = defineRoute({
  ...site,
  tag: 'analytics',
  method: 'POST',
  path: '/api/analytics/pageview',
  access: 'public',
  status: 204,
  // navigator.sendBeacon sends its string as text/plain.
  consumes: ['application/json', 'text/plain'],
  summary: "Count a page view and the day's unique visitor",
  schema: (s) => ({ body: s.pageviewBody, response: s.noContent }),
});

/** Prometheus text format; the handler decides who may read it (a token or the connection). */
export const metrics = defineRoute({ ...file, path: '/metrics', summary: 'Prometheus metrics (operators only; 404 to anyone else)' });

export const upload = defineRoute({ ...file, path: '/uploads/*', summary: 'A public photo (keys under private/ answer 404)' });

export const sitemap = defineRoute({ ...file, path: '/sitemap.xml', summary: 'The sitemap, or its index beyond 50,000 addresses' });

export const sitemapPart = defineRoute({
  ...file,
  path: '/sitemaps/:file',
  summary: "One file of the sitemap's index (pages.xml, items-N.xml)",
  schema: (s) => ({ params: s.sitemapParams }),
});

export const preview = defineRoute({
  ...file,
  path: '/previews/:file',
  summary: "An item link's preview image (JPEG)",
  schema: (s) => ({ params: s.previewParams }),
});
