/**
 * The seo feature's front door: the names other features may use. Another feature imports
 * '../seo' (this file), never a file inside it; the lint forbids a deeper import (docs/decisions/0272).
 */
export { createPageHeads } from './page-heads';
export type { PageMeta } from './page-meta';
export { addPageMetaResolver } from './resolve-meta';
