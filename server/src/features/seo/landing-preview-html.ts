/**
 * The landing page's first screen, drawn by the server into the HTML (docs/decisions/0221): the
 * hero's words in the reader's language, its search box, its two buttons and the current fee. On
 * slow 4G a phone shows it as soon as the HTML and the stylesheet arrive, instead of after the
 * app's code has downloaded and run. The classes are the landing page's own
 * (web/src/features/landing/pages/landing-page.tsx), so the app draws the same screen over it without
 * a jump; the figures and the newest items come with the app, as before, in the same placeholder.
 * Without JavaScript the search box and the links still work: plain GET form and links.
 */
import type { Fees } from '@okota/shared';
import type { LandingFirstScreenWords } from '@okota/shared/first-screen/landing-words';
import { escapeHtml } from './page-meta';
import type { MetaLanguage } from './page-meta-sw';

/** web/src/components/ui/button.tsx buttonClass(variant, 'lg'). */
const BUTTON = 'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed';
const PRIMARY_LG = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50 h-12 px-6 text-base`;
const ACCENT_LG = `${BUTTON} bg-accent-400 text-slate-900 hover:bg-accent-500 h-12 px-6 text-base`;
const SEARCH_LINK = 'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-white bg-white px-6 text-base font-semibold text-brand-800 transition-colors hover:bg-brand-50';
const MAGNIFIER = '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" class="h-5 w-5" aria-hidden="true"><circle cx="11" cy="11" r="7"></circle><path d="M20 20l-3.5-3.5"></path></svg>';

/** Where the sticky top bar will be: its 64 px and its border, so the page below does not move. */
export const TOP_BAR_PLACEHOLDER = '<div class="border-b border-slate-200 bg-white" aria-hidden="true"><div class="h-16"></div></div>';

/** As the web's translator fills {{name}}. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (values[name] === undefined ? '' : String(values[name])));

export function renderLandingPreview(words: LandingFirstScreenWords, fees: Pick<Fees, 'totalFee' | 'finderAmount'>, language: MetaLanguage): string {
  const e = escapeHtml;
  const fee = fill(words.fee, { totalFee: fees.totalFee, finderAmount: fees.finderAmount });
  return [
    TOP_BAR_PLACEHOLDER,
    // lang: the loader hides words the app will not speak (web/public/app-after-first-paint.js).
    `<main lang="${language}"><section class="bg-gradient-to-b from-brand-800 to-brand-700 text-white">`,
    '<div class="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center"><div class="min-w-0">',
    `<p class="text-sm font-semibold uppercase tracking-wider text-amber-100">${e(words.welcome)}</p>`,
    `<h1 class="mt-3 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">${e(words.headline)}</h1>`,
    `<p class="mt-4 max-w-2xl text-base text-brand-50 sm:text-lg">${e(words.subhead)}</p>`,
    '<form role="search" action="/search" method="get" class="mt-8 max-w-2xl">',
    `<label for="hero-search" class="block text-lg font-semibold text-white">${e(words.search.label)}</label>`,
    '<div class="mt-2 flex flex-col gap-2 rounded-xl bg-white p-2 shadow-lg sm:flex-row">',
    `<input id="hero-search" type="search" name="search" enterkeyhint="search" autocomplete="off" placeholder="${e(words.search.placeholder)}" class="h-12 w-full min-w-0 rounded-lg border border-slate-300 px-3 text-base text-slate-900 sm:flex-1 placeholder:text-slate-500 focus:border-brand-600">`,
    `<button type="submit" class="${PRIMARY_LG}">${MAGNIFIER}${e(words.search.submit)}</button>`,
    '</div></form>',
    '<div class="mt-4 flex flex-col gap-3 sm:flex-row">',
    `<a href="/post-item" class="${ACCENT_LG}">${e(words.postFound)}</a><a href="/search" class="${SEARCH_LINK}">${e(words.searchLost)}</a>`,
    '</div>',
    `<p class="mt-6 text-sm text-brand-50">${e(fee)}</p>`,
    '</div>',
    // web/src/features/landing/recent-items-placeholder.tsx: the box the newest items fill.
    '<div class="rounded-2xl bg-white p-4 shadow-lg sm:p-5" aria-hidden="true"><div class="h-7 w-40 rounded bg-slate-100"></div><ul class="mt-3 space-y-2">',
    '<li class="h-16 animate-pulse rounded-lg bg-slate-100"></li>'.repeat(3),
    '</ul></div>',
    '</div></section></main>',
  ].join('');
}
