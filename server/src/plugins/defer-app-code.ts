/**
 * On a page whose first screen the server drew (an item, the landing page, the search page), the
 * app's code is asked for once the stylesheet is in, not beside it (docs/decisions/0221). On slow
 * 4G the 100 KB of JavaScript otherwise shares the line with the stylesheet (which holds the first
 * paint) and the item's photo, while the screen the code would draw is already in the HTML.
 * The tags Vite wrote (the entry script and its modulepreloads) and the route's modulepreloads
 * move, unchanged, into an inert <template>; /app-after-first-paint.js (web/public), a deferred
 * script, adds them to the page. They still hold the load event, so a page is whole at `load`.
 * Vite's tags are fixed by the build, so they are taken out once, when index.html is read
 * (page-template.ts); a request adds only its route's preloads.
 */
export const APP_CODE_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

export const APP_LOADER = '<script src="/app-after-first-paint.js" defer></script>';

/** The lines the moved tags stood on, closed up: a run of blank lines becomes one line break. */
export const closeBlankLines = (html: string) => html.replace(/\n\s*\n(\s*)/g, '\n$1');

export const findAppCodeTags = (html: string): string[] => html.match(APP_CODE_TAG) ?? [];

export interface TakenOutAppCode {
  /** The template without Vite's tags (blank lines not yet closed). */
  rest: string;
  hasAppCode: boolean;
  /** What takes the place of </head>, given the route's preload tags. */
  holder(routeTags: string[]): string;
}

/**
 * Vite's tags out of index.html. In the holder the preloads come first, in the order they stood in
 * the page (the route's stood where the head is written), so the entry's imports are already on
 * their way when the entry is added.
 */
export function takeOutAppCode(template: string, headMarker: string): TakenOutAppCode {
  const headAt = template.indexOf(headMarker);
  const tags = [...template.matchAll(APP_CODE_TAG)];
  const links = tags.filter((tag) => tag[0].startsWith('<link'));
  const linksBefore = links
    .filter((tag) => tag.index < headAt)
    .map((tag) => tag[0])
    .join('');
  const linksAfter = links
    .filter((tag) => tag.index > headAt)
    .map((tag) => tag[0])
    .join('');
  const scripts = tags
    .filter((tag) => tag[0].startsWith('<script'))
    .map((tag) => tag[0])
    .join('');
  return {
    rest: template.replace(APP_CODE_TAG, ''),
    hasAppCode: tags.length > 0,
    holder: (routeTags) => `  <template id="app-code">${linksBefore}${routeTags.join('')}${linksAfter}${scripts}</template>\n    ${APP_LOADER}\n  </head>`,
  };
}
