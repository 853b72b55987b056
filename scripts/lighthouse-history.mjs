// The figures npm run lighthouse writes under its table each time (scripts/lighthouse.mjs): what
// each change bought, kept here so every run writes it again. Simulated times grow with the load.
export const FIRST_PAINT_HISTORY = [
  '### What the first-paint work bought (issue 18, docs/decisions/0221)',
  '',
  'Before: the landing and search pages drew nothing until the app\'s code (99 KB gzip) had run; the item',
  'page drew its photo from the HTML, but the code downloaded beside it and, on loopback, ran before the',
  'first paint, so the simulation counted it. After: the server draws the landing\'s and the search page\'s',
  'first screen too, and on those three pages the code is asked for once the stylesheet is in.',
  'Measured 2026-11-24 on a shared, heavily loaded machine (1-minute load average in brackets; the',
  'lead reruns on a quiet one). LCP in ms, best of two runs:',
  '',
  '| page | before (19.5 → 29) | code after load + a frame, dropped (29 → 28.7) | after (23.3 → 18.5) | the largest paint |',
  '|---|---|---|---|---|',
  '| Landing (`/`) | 2375 | 1076 | 1387 | the hero\'s line under the headline (text) |',
  '| Search (`/search`) | 5436 | 1099 | 1274 | the line under the title (text) |',
  '| Item page (`/item/{id}`) | 2266 | 1699 | 1895 (other run 1267) | the first photo (1,600 px WebP, 58 KB) |',
  '',
  'The dropped variant let `load` fire before the app had drawn (docs/decisions/0221). Total Blocking',
  'Time on that machine: before 208 / 285 / 326 ms, after 736 / 288 / 271 ms; the performance scores',
  'under 95 above come from it, not from LCP. Still open: the item photo is the 1,600 px rendition',
  'where a 412 px phone needs about 720 px (uses-responsive-images: 49 KB); an 800 px rendition would',
  'take about half its load time.',
];
