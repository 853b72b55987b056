/**
 * Serves the built web app: hashed assets with a year's cache, and index.html for every page
 * path, with the page's title, description and link-preview tags written into the HTML so
 * WhatsApp and search engines see them without JavaScript. What a page's head says is the seo
 * feature's (features/seo/page-heads.ts), handed in by app.ts: plugins never import features.
 */
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isKnownPage } from '@okota/shared';
import { sendJsonNotFound } from './error-handler';
import { loadRoutePreloads } from './route-preloads';
import { preparePageTemplate } from './page-template';
import { withRouteConfig } from './route-access';

/** What the server needs to know of a page's metadata to answer it. */
export interface ServedPage {
  status?: number;
  /** A first paint drawn by the server, put inside #root. */
  bodyHtml?: string;
}

export interface PageHeads<Meta extends ServedPage> {
  /** The metadata of a known page path, or null when it has none. */
  resolve(request: FastifyRequest, pathname: string): Promise<Meta | null>;
  /** The head's tags for a page; for null, the 404 page's. */
  render(meta: Meta | null, publicUrl: string): string;
  /** The page's language, for `<html lang>`. */
  language(request: FastifyRequest): string;
}

export async function registerWeb<Meta extends ServedPage>(app: FastifyInstance, options: { distDir: string; publicUrl: string; pages: PageHeads<Meta> }) {
  const indexPath = path.join(options.distDir, 'index.html');
  if (!existsSync(indexPath)) {
    if (!app.ctx.config.isTest) app.log.warn(`web app not built (${indexPath} missing); run npm run build`);
    app.setNotFoundHandler(sendJsonNotFound);
    return;
  }
  // Cut once: the built index.html does not change while the server runs.
  const template = preparePageTemplate(readFileSync(indexPath, 'utf8'));
  const routePreloads = loadRoutePreloads(options.distDir);

  // The built app's files: hashed bundles under /assets/ and the few files at the root (favicon,
  // manifest, service worker, robots.txt). They cost the server almost nothing and a phone asks
  // for twenty of them on a first visit, so the per-IP request limit does not count them: the
  // routes say so (isStaticFile), not a pattern on the address, which any made-up path could match.
  await app.register(withRouteConfig(fastifyStatic, { access: 'public', readOnly: true, isStaticFile: true }), {
    root: options.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // Off, or send() overwrites the header below with max-age=0 and phones fetch bundles again.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const sendPage = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const pathname = request.url.split('?')[0];
    const known = isKnownPage(pathname);
    const meta = known ? await options.pages.resolve(request, pathname) : null;
    const head = options.pages.render(meta, options.publicUrl);
    const preloads = known && meta?.status !== 404 ? routePreloads(pathname) : '';
    const parts = { language: options.pages.language(request), head, preloads, body: meta?.bodyHtml ?? '' };
    // A first screen drawn here paints before the app's code is asked for (docs/decisions/0221).
    const html = parts.body ? template.drawn(parts) : template.plain(parts);
    // Returned, not only sent: a page over the compressor's synchronous size (8 KB on two cores) is
    // compressed as a stream, and an async handler that resolves before the stream ends sends it empty.
    return (
      reply
        .status(known && meta?.status !== 404 ? 200 : 404)
        .header('Cache-Control', 'no-cache')
        // The page's words follow Accept-Language and the language cookie (seo/page-meta-sw.ts): a shared cache must keep each.
        .header('Vary', 'Accept-Language, Cookie')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  app.get('/', { config: { access: 'public', readOnly: true } }, sendPage);
  // Not-found handlers are not routes, so the per-IP limit is attached here by hand.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || /^\/(api|uploads|assets)(\/|$)/.test(pathname)) return sendJsonNotFound(request, reply);
    return sendPage(request, reply);
  });
}
