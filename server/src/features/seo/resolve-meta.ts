import type { FastifyRequest } from 'fastify';
import { presetFor, type PageMeta } from './page-meta';
import { inKiswahili, preferredLanguage } from './page-meta-sw';

export type PageMetaResolver = (request: FastifyRequest, pathname: string) => Promise<PageMeta | null>;

/** Per-path resolvers for pages whose metadata comes from data (the item page). */
const dynamicResolvers: Array<{ pattern: RegExp; resolve: PageMetaResolver }> = [];

export function addPageMetaResolver(pattern: RegExp, resolve: PageMetaResolver): void {
  dynamicResolvers.push({ pattern, resolve });
}

async function resolveInEnglish(request: Parameters<PageMetaResolver>[0], pathname: string) {
  for (const { pattern, resolve } of dynamicResolvers) {
    if (pattern.test(pathname)) return resolve(request, pathname);
  }
  return presetFor(pathname);
}

export const resolvePageMeta: PageMetaResolver = async (request, pathname) => {
  const meta = await resolveInEnglish(request, pathname);
  return meta && preferredLanguage(request) === 'sw' ? inKiswahili(pathname, meta) : meta;
};
