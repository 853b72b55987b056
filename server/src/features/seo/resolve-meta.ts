import type { FastifyRequest } from 'fastify';
import { matchPage, type PageMatch, type PageName } from '@okota/shared/routes';
import { presetFor, type PageMeta } from './page-meta';
import { inKiswahili, preferredLanguage } from './page-meta-sw';

export type PageMetaResolver = (request: FastifyRequest, pathname: string) => Promise<PageMeta | null>;
/** A page's own resolver: it is told which page matched and its parameters (`{ id }` of an item's page). */
export type PageDataResolver = (request: FastifyRequest, page: PageMatch) => Promise<PageMeta | null>;

/** Resolvers of the pages whose metadata comes from data (the item page), by the pages' names in ROUTES. */
const dynamicResolvers = new Map<PageName, PageDataResolver>();

export function addPageMetaResolver(pages: PageName[], resolve: PageDataResolver): void {
  for (const page of pages) dynamicResolvers.set(page, resolve);
}

async function resolveInEnglish(request: FastifyRequest, pathname: string) {
  const page = matchPage(pathname);
  const resolve = page && dynamicResolvers.get(page.route);
  return resolve ? resolve(request, page) : presetFor(pathname);
}

export const resolvePageMeta: PageMetaResolver = async (request, pathname) => {
  const meta = await resolveInEnglish(request, pathname);
  return meta && preferredLanguage(request) === 'sw' ? inKiswahili(pathname, meta) : meta;
};
