/**
 * On a page whose first screen the server drew (an item, the landing page, the search page), the
 * app's code is asked for once the stylesheet is in, not beside it (docs/decisions/0221). On slow
 * 4G the 100 KB of JavaScript otherwise shares the line with the stylesheet (which holds the first
 * paint) and the item's photo, while the screen the code would draw is already in the HTML.
 * The tags Vite wrote (the entry script and its modulepreloads) and the route's modulepreloads
 * move, unchanged, into an inert <template>; /app-after-first-paint.js (web/public), a deferred
 * script, adds them to the page. They still hold the load event, so a page is whole at `load`.
 */
const APP_CODE_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

export const APP_LOADER = '<script src="/app-after-first-paint.js" defer></script>';

export function deferAppCode(html: string): string {
  const tags = html.match(APP_CODE_TAG) ?? [];
  if (!tags.length || !html.includes('</head>')) return html;
  // Preloads first, so the entry's imports are already on their way when it is added.
  const ordered = [...tags.filter((tag) => tag.startsWith('<link')), ...tags.filter((tag) => tag.startsWith('<script'))];
  const withoutTags = html.replace(APP_CODE_TAG, '').replace(/\n\s*\n(\s*)/g, '\n$1');
  return withoutTags.replace('</head>', `  <template id="app-code">${ordered.join('')}</template>\n    ${APP_LOADER}\n  </head>`);
}
