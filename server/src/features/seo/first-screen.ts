/**
 * A page's first screen drawn on the server from the web app's components (docs/decisions/0252):
 * the landing page, the search page and an item's page, the pages people open from outside. The
 * web app says which answers a page is drawn from; they are asked of this server's own API as a
 * guest asks them (so the HTML holds only what a guest may see, in the API's own shape), and go
 * into the page beside the markup, so the app hydrates it with the same answers without asking again.
 */
import type { FastifyRequest } from 'fastify';
import type { FirstScreenRenderer } from './first-screen-renderer';
import type { PageMeta } from './page-meta';
import type { MetaLanguage } from './page-meta-sw';

async function guestAnswer(request: FastifyRequest, { key, path }: { key: readonly unknown[]; path: string }) {
  // From the visitor's own address: the answers count toward their request limit, as the app's own
  // calls would, instead of every visitor's first screen sharing one limit for 127.0.0.1.
  // With the visitor's user-agent, so that a crawler's or link preview's fetch of an item page is not counted as a view (0258).
  const response = await request.server.inject({
    method: 'GET',
    url: path,
    remoteAddress: request.ip,
    headers: { 'user-agent': request.headers['user-agent'] },
  });
  // An answer the API refused (an item hidden meanwhile, the request limit) is drawn as loading, as the app would.
  return response.statusCode === 200 ? [{ key, data: response.json() as unknown }] : [];
}

export async function withFirstScreen(
  request: FastifyRequest,
  pathname: string,
  meta: PageMeta,
  language: MetaLanguage,
  renderer: FirstScreenRenderer | null,
): Promise<PageMeta> {
  const queries = renderer && meta.status !== 404 ? renderer.firstScreenQueries(pathname) : null;
  if (!renderer || !queries) return meta;
  try {
    const answers = (await Promise.all(queries.map((query) => guestAnswer(request, query)))).flat();
    const screen = await renderer.renderFirstScreen({ url: request.url, language, answers });
    // Null: a part was not ready on the server (entry-server.tsx); the plain page, drawn by the app.
    if (!screen) return meta;
    return { ...meta, bodyHtml: screen.html, firstScreenHead: screen.head };
  } catch (error) {
    // The page still works: the plain shell, drawn by the app in the browser.
    request.log.error({ err: error }, 'first screen not drawn');
    return meta;
  }
}
