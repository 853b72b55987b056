import type { PageMetaResolver } from '../../plugins/web';
import { presetFor } from './page-meta';

/** Per-path resolvers for pages whose metadata comes from data (the item page). */
const dynamicResolvers: Array<{ pattern: RegExp; resolve: PageMetaResolver }> = [];

export function addPageMetaResolver(pattern: RegExp, resolve: PageMetaResolver): void {
  dynamicResolvers.push({ pattern, resolve });
}

export const resolvePageMeta: PageMetaResolver = async (request, pathname) => {
  for (const { pattern, resolve } of dynamicResolvers) {
    if (pattern.test(pathname)) return resolve(request, pathname);
  }
  return presetFor(pathname);
};
