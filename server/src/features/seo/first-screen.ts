/**
 * Which pages get a first screen drawn by the server, besides an item's (items/item-preview-html.ts):
 * the landing page and the search page, the other two that people open from outside.
 */
import type { FastifyRequest } from 'fastify';
import { LANDING_FIRST_SCREEN_WORDS } from '@okota/shared/first-screen/landing-words';
import { SEARCH_PAGE_FIRST_SCREEN_WORDS } from '@okota/shared/first-screen/search-page-words';
import { getCurrentFees } from '../settings/settings.repository';
import { renderLandingPreview } from './landing-preview-html';
import type { PageMeta } from './page-meta';
import type { MetaLanguage } from './page-meta-sw';
import { renderSearchPreview } from './search-preview-html';

const LANDING_PATHS = new Set(['/', '/home', '/landing']);
const SEARCH_PATHS = new Set(['/search', '/search-items']);

export async function withFirstScreen(request: FastifyRequest, pathname: string, meta: PageMeta, language: MetaLanguage): Promise<PageMeta> {
  if (meta.bodyHtml || meta.status === 404) return meta;
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (LANDING_PATHS.has(clean)) {
    return { ...meta, bodyHtml: renderLandingPreview(LANDING_FIRST_SCREEN_WORDS[language], await getCurrentFees(request.server.ctx.db), language) };
  }
  if (SEARCH_PATHS.has(clean)) return { ...meta, bodyHtml: renderSearchPreview(SEARCH_PAGE_FIRST_SCREEN_WORDS[language], language) };
  return meta;
}
