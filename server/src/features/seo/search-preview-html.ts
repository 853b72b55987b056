/**
 * The search page's first screen, drawn by the server into the HTML (docs/decisions/0221): its
 * title, its line under the title and the search box, in the reader's language, with the page's
 * own classes (web/src/features/items/pages/search-page.tsx). The app keeps showing it while the
 * page's code loads (web/src/lib/server-preview.tsx), then draws the real page over it.
 * The box is disabled: what someone typed into it would be lost when the app takes over.
 */
import type { SearchPageFirstScreenWords } from '@okota/shared/first-screen/search-page-words';
import { escapeHtml } from './page-meta';
import type { MetaLanguage } from './page-meta-sw';
import { TOP_BAR_PLACEHOLDER } from './landing-preview-html';

export function renderSearchPreview(words: SearchPageFirstScreenWords, language: MetaLanguage): string {
  const e = escapeHtml;
  return [
    TOP_BAR_PLACEHOLDER,
    `<main data-server-preview lang="${language}" class="mx-auto max-w-7xl px-4 py-6">`,
    `<h1 class="text-2xl font-bold sm:text-3xl">${e(words.title)}</h1>`,
    `<p class="mt-1 text-slate-600">${e(words.subtitle)}</p>`,
    '<div class="mt-5 space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">',
    `<label class="block"><span class="sr-only">${e(words.label)}</span>`,
    `<input type="search" disabled placeholder="${e(words.placeholder)}" class="h-12 w-full rounded-lg border border-slate-300 px-4 text-base"></label>`,
    '</div></main>',
  ].join('');
}
