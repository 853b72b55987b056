/**
 * How Okota is found and shared from outside: /sitemap.xml for search engines (an owner searches
 * Google for "lost ID Kencom"), and the JPEG an item link shows in WhatsApp.
 *
 * The sitemap lists the public pages and every available item page with its last change; it is
 * one file up to the protocol's 50,000 addresses and an index of files beyond that. Answers are
 * kept while the catalogue stays as it is (items/catalogue-cache.ts), so a post or a removal shows
 * in the next answer.
 */
import type { FastifyPluginAsync } from 'fastify';
import * as siteApi from '@okota/shared/contracts/site.api';
import { registerRoute } from '../../plugins/register-route';
import { ROUTES } from '@okota/shared';
import { createCatalogueCache } from '../items';
import { loadPreviewImage } from './preview-image';
import { countListedItems, listListedItems } from './sitemap.repository';
import { sitemapIndexXml, sitemapXml, type SitemapEntry } from './sitemap-xml';

/** The protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
const PUBLIC_PAGES = [ROUTES.home, ROUTES.search, ROUTES.help, ROUTES.contact, ROUTES.terms, ROUTES.privacy];
const XML = 'application/xml; charset=utf-8';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const sharingRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const cache = createCatalogueCache<string>(ctx.catalogue, { maxEntries: 64 });
  const itemEntries = async (page: number): Promise<SitemapEntry[]> =>
    (await listListedItems(ctx.db, { offset: page * SITEMAP_MAX_URLS, limit: SITEMAP_MAX_URLS })).map((item) => ({
      path: ROUTES.item(item.id),
      lastModified: item.updatedAt,
    }));
  const pageEntries: SitemapEntry[] = PUBLIC_PAGES.map((path) => ({ path }));

  await registerRoute(app, siteApi.sitemap, async (_request, reply) => {
    const body = await cache.get('index', async () => {
      const listed = await countListedItems(ctx.db);
      if (listed + pageEntries.length <= SITEMAP_MAX_URLS) return sitemapXml(ctx.config.publicUrl, [...pageEntries, ...(await itemEntries(0))]);
      const files = Math.ceil(listed / SITEMAP_MAX_URLS);
      const paths = ['/sitemaps/pages.xml', ...Array.from({ length: files }, (_, page) => `/sitemaps/items-${page + 1}.xml`)];
      return sitemapIndexXml(ctx.config.publicUrl, paths);
    });
    return reply.header('Content-Type', XML).header('Cache-Control', 'public, max-age=600').send(body);
  });

  await registerRoute(app, siteApi.sitemapPart, async (request, reply) => {
    const { file } = request.params;
    const page = /^items-([1-9]\d{0,4})\.xml$/.exec(file)?.[1];
    if (file !== 'pages.xml' && !page) return reply.status(404).send({ message: 'Sitemap not found' });
    const body = await cache.get(file, async () => sitemapXml(ctx.config.publicUrl, page ? await itemEntries(Number(page) - 1) : pageEntries));
    return reply.header('Content-Type', XML).header('Cache-Control', 'public, max-age=600').send(body);
  });

  await registerRoute(app, siteApi.preview, async (request, reply) => {
    const name = /^([0-9a-f]{32})\.jpg$/.exec(request.params.file)?.[1];
    const jpeg = name ? await loadPreviewImage(ctx.storage, name) : null;
    if (!jpeg) return reply.status(404).send({ message: 'File not found' });
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(jpeg);
  });
};
