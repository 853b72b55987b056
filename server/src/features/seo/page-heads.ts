/** The seo feature's part in serving pages (plugins/web.ts): each page's metadata, as head tags, in its language. */
import type { PageHeads } from '../../plugins/web';
import { withFirstScreen } from './first-screen';
import { loadFirstScreenRenderer } from './first-screen-renderer';
import { renderHead, type PageMeta } from './page-meta';
import { preferredLanguage } from './page-meta-sw';
import { resolvePageMeta } from './resolve-meta';

const NOT_FOUND: PageMeta = { title: '404 Page Not Found', noIndex: true };

/** `rendererEntry`: the web app's first-screen renderer (first-screen-renderer.ts), drawn pages' bodies. */
export async function createPageHeads(rendererEntry: string): Promise<PageHeads<PageMeta>> {
  const renderer = await loadFirstScreenRenderer(rendererEntry);
  return {
    async resolve(request, pathname) {
      const meta = await resolvePageMeta(request, pathname);
      return meta && withFirstScreen(request, pathname, meta, preferredLanguage(request), renderer);
    },
    render: (meta, publicUrl) => renderHead(meta ?? NOT_FOUND, publicUrl),
    language: preferredLanguage,
  };
}
