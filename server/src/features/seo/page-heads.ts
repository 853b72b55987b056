/** The seo feature's part in serving pages (plugins/web.ts): each page's metadata, as head tags, in its language. */
import type { PageHeads } from '../../plugins/web';
import { renderHead, type PageMeta } from './page-meta';
import { preferredLanguage } from './page-meta-sw';
import { resolvePageMeta } from './resolve-meta';

const NOT_FOUND: PageMeta = { title: '404 Page Not Found', noIndex: true };

export const pageHeads: PageHeads<PageMeta> = {
  resolve: resolvePageMeta,
  render: (meta, publicUrl) => renderHead(meta ?? NOT_FOUND, publicUrl),
  language: preferredLanguage,
};
