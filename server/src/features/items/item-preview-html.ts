/**
 * The item page's first paint, drawn by the server into the HTML: a bar where the top bar will
 * be, the photo the gallery shows first, the title and the county. A phone on slow 4G sees the
 * photo as soon as the HTML and the preloaded photo arrive, instead of after the app's code has
 * downloaded and run and the item's data has come back (about 3 s later at Lighthouse's mobile
 * settings). The web app keeps showing this <main> until the real page is ready
 * (web/src/lib/server-preview.tsx). Public fields only, every one escaped.
 * The classes are the item page's own, so Tailwind has them and the layout does not jump.
 * The server does not know the reader's language (the app keeps it in the browser), so the preview
 * has no words of its own: the photo's alternative text is the item's title, in any language.
 */
import type { TileSource } from '@okota/shared/photo-sizes';
import { escapeHtml } from '../seo/page-meta';

export interface ItemPreview {
  title: string;
  location: string;
  nearLocation: string | null;
  /** What the gallery draws first (@okota/shared/photo-sizes): the photo, or with two or more the first thumbnail. */
  photo: TileSource | undefined;
}

const sourceSet = ({ srcSet, sizes }: TileSource) =>
  srcSet && sizes ? ` srcset="${escapeHtml(srcSet)}" sizes="${escapeHtml(sizes)}"` : '';

export function renderItemPreview({ title, location, nearLocation, photo }: ItemPreview): string {
  // As the page writes it, without the word "Near", which the app translates.
  const place = [location, nearLocation].filter(Boolean).map((part) => escapeHtml(String(part))).join(' · ');
  const image = photo
    ? `<div class="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100"><img src="${escapeHtml(photo.src)}" alt="${escapeHtml(title)}"${sourceSet(photo)} width="800" height="600" fetchpriority="high" class="h-full w-full object-cover"></div>`
    : '';
  return [
    '<div class="h-16 border-b border-slate-200 bg-white" aria-hidden="true"></div>',
    // The item page's action row and tab row stand above the gallery.
    '<main data-server-preview class="mx-auto max-w-6xl px-4 py-4 sm:py-6"><div class="h-9"></div>',
    '<div class="mt-3 h-11 border-b border-slate-200"></div><div class="pt-5">',
    '<div class="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"><div class="space-y-6">',
    image,
    `<div><h1 class="break-words text-2xl font-bold text-slate-900 sm:text-3xl">${escapeHtml(title)}</h1>`,
    place ? `<p class="mt-1 text-slate-600">${place}</p>` : '',
    '</div>',
    '</div></div></div></main>',
  ].join('');
}
