/**
 * Which pages get a first screen drawn by the server, besides an item's (items/item-preview-html.ts):
 * the landing page and the search page, the other two that people open from outside.
 */
import type { FastifyRequest } from 'fastify';
import { getCurrentFees } from '../settings/settings.repository';
import { FIRST_PAINT_WORDS } from './first-paint-words';
import { renderLandingPreview } from './landing-preview-html';
import type { PageMeta } from './page-meta';
import type { MetaLanguage } from './page-meta-sw';
import { renderSearchPreview } from './search-preview-html';

const LANDING_PATHS = new Set(['/', '/home', '/landing']);
const SEARCH_PATHS = new Set(['/search', '/search-items']);

export async function withFirstScreen(request: FastifyRequest, pathname: string, meta: PageMeta, language: MetaLanguage): Promise<PageMeta> {
  if (meta.bodyHtml || meta.status === 404) return meta;
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const words = FIRST_PAINT_WORDS[language];
  if (LANDING_PATHS.has(clean)) {
    return { ...meta, bodyHtml: renderLandingPreview(words.landing, await getCurrentFees(request.server.ctx.db), language) };
  }
  if (SEARCH_PATHS.has(clean)) return { ...meta, bodyHtml: renderSearchPreview(words.search, language) };
  return meta;
}
