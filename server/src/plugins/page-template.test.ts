import { describe, expect, it } from 'vitest';
import { preparePageTemplate, type PageParts } from './page-template';

/** The shape of web/dist/index.html as Vite builds it. */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-J1.js">
    <link rel="modulepreload" crossorigin href="/assets/query-Q1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">
  </head>
  <body class="bg-slate-50">
    <div id="root"><!--app-body--></div>
  </body>
</html>
`;
const BARE = '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>';
const PRELOADED =
  '<link rel="modulepreload" crossorigin href="/first.js"><!--app-head--><script type="module" src="/e.js"></script></head><body><!--app-body-->';

/**
 * What a request built before the template was cut once (the regex pass over the whole page),
 * kept as the reference the cut template must match byte for byte.
 */
function perRequestReference(template: string, parts: PageParts, isDrawn: boolean): string {
  const page = template
    .replace('<html lang="en">', `<html lang="${parts.language}">`)
    .replace('<!--app-head-->', parts.preloads ? `${parts.head}\n    ${parts.preloads}` : parts.head)
    .replace('<!--app-body-->', parts.body);
  if (!isDrawn) return page;
  const tag = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
  const tags = page.match(tag) ?? [];
  if (!tags.length || !page.includes('</head>')) return page;
  const ordered = [...tags.filter((t) => t.startsWith('<link')), ...tags.filter((t) => t.startsWith('<script'))];
  const withoutTags = page.replace(tag, '').replace(/\n\s*\n(\s*)/g, '\n$1');
  return withoutTags.replace(
    '</head>',
    `  <template id="app-code">${ordered.join('')}</template>\n    <script src="/app-after-first-paint.js" defer></script>\n  </head>`,
  );
}

const head = '<title>Okota</title>\n    <meta name="description" content="Lost and found">';
const body = '<div class="h-16"></div><main lang="sw"><h1>Karibu</h1></main>';
const routeLinks = (count: number) =>
  Array.from({ length: count }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/route-${i}.js">`).join('\n    ');

describe('the page template, cut once when index.html is read', () => {
  const cases = [
    ...[BUILT, BARE, PRELOADED].flatMap((template) => [0, 1, 3].flatMap((links) => ['en', 'sw'].map((language) => ({ template, links, language })))),
  ];

  it.each(cases)('answers what the per-request pass did (%#)', ({ template, links, language }) => {
    const prepared = preparePageTemplate(template);
    const parts: PageParts = { language, head, preloads: routeLinks(links), body };
    expect(prepared.drawn(parts)).toBe(perRequestReference(template, parts, true));
    expect(prepared.plain({ ...parts, body: '' })).toBe(perRequestReference(template, { ...parts, body: '' }, false));
  });

  it('moves the code of a drawn page into the holder, preloads first, and leaves no blank line', () => {
    const html = preparePageTemplate(BUILT).drawn({ language: 'sw', head, preloads: routeLinks(2), body });
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain(
      `${head}\n    <link rel="stylesheet" crossorigin href="/assets/index-C1.css">\n` +
        '    <template id="app-code"><link rel="modulepreload" crossorigin href="/assets/route-0.js"><link rel="modulepreload" crossorigin href="/assets/route-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-J1.js"><link rel="modulepreload" crossorigin href="/assets/query-Q1.js">' +
        '<script type="module" crossorigin src="/assets/index-E1.js"></script></template>\n    <script src="/app-after-first-paint.js" defer></script>\n  </head>',
    );
    expect(html).toContain(`<div id="root">${body}</div>`);
    expect(html).not.toMatch(/\n\s*\n/);
  });

  it('writes the words it is given as they are, even those String.replace reads as patterns', () => {
    const prepared = preparePageTemplate(BUILT);
    const title = "<title>Cash $' and $& and $` found</title>";
    for (const html of [
      prepared.plain({ language: 'en', head: title, preloads: '', body: '' }),
      prepared.drawn({ language: 'en', head: title, preloads: '', body }),
    ]) {
      expect(html).toContain(title);
      expect(html.match(/<html/g)).toHaveLength(1);
    }
  });

  it("keeps the blank lines of a drawn page's own text (an item's description), closing only those the code left", () => {
    const described = '<meta name="description" content="Line one.\n\nLine two.">';
    const html = preparePageTemplate(BUILT).drawn({ language: 'en', head: described, preloads: routeLinks(1), body });
    expect(html).toContain(described);
    expect(html).toContain(`${described}\n    <link rel="stylesheet"`);
  });
});
