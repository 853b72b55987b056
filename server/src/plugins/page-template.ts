/**
 * index.html cut once, when the server starts, at the places a page fills in: the language, the
 * head's tags, the drawn first screen, and (on a drawn page) the holder of the app's code. A
 * request then only joins the pieces: no pass over the whole page, and a title holding `$&` or
 * `$'` is written as it is (String.replace would have read them as patterns).
 */
import { APP_CODE_TAG, closeBlankLines, findAppCodeTags, takeOutAppCode } from './defer-app-code';

export interface PageParts {
  language: string;
  /** The head's tags. */
  head: string;
  /** The route's modulepreload tags, one per line, or ''. */
  preloads: string;
  /** A first screen drawn by the server, or ''. */
  body: string;
}

export interface PageTemplate {
  /** A page whose code loads at once. */
  plain(parts: PageParts): string;
  /** A page with a drawn first screen: its code is asked for after the first paint (defer-app-code.ts). */
  drawn(parts: PageParts): string;
}

const MARKERS = { language: '<html lang="en">', head: '<!--app-head-->', body: '<!--app-body-->', headEnd: '</head>' };
type Slot = keyof typeof MARKERS;

/** The template as text between slots: texts[i] comes before slots[i], the last text after them all. */
interface Cut {
  texts: string[];
  slots: Slot[];
}

function cut(html: string, slots: Slot[]): Cut {
  const found = slots
    .map((slot) => ({ slot, at: html.indexOf(MARKERS[slot]) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const texts: string[] = [];
  let from = 0;
  for (const { slot, at } of found) {
    texts.push(html.slice(from, at));
    from = at + MARKERS[slot].length;
  }
  texts.push(html.slice(from));
  return { texts, slots: found.map(({ slot }) => slot) };
}

function join({ texts, slots }: Cut, values: Record<Slot, string>): string {
  let html = texts[0];
  for (let i = 0; i < slots.length; i++) html += values[slots[i]] + texts[i + 1];
  return html;
}

export function preparePageTemplate(template: string): PageTemplate {
  const plainCut = cut(template, ['language', 'head', 'body']);
  const hasHeadSlot = plainCut.slots.includes('head');
  const plain = (parts: PageParts) =>
    join(plainCut, {
      language: `<html lang="${parts.language}">`,
      head: parts.preloads ? `${parts.head}\n    ${parts.preloads}` : parts.head,
      body: parts.body,
      headEnd: '',
    });

  const appCode = takeOutAppCode(template, MARKERS.head);
  const drawnCut = cut(appCode.rest, ['language', 'head', 'body', 'headEnd']);
  if (!drawnCut.slots.includes('headEnd')) return { plain, drawn: plain };
  // The route's preloads, taken out of the head, leave their line breaks before the whitespace
  // that follows the head: that seam is closed per page, the rest of the template once here.
  const afterHead = drawnCut.slots.indexOf('head') + 1;
  const seam = afterHead > 0 ? /^\s*/.exec(drawnCut.texts[afterHead])![0] : '';
  if (afterHead > 0) drawnCut.texts[afterHead] = drawnCut.texts[afterHead].slice(seam.length);
  drawnCut.texts = drawnCut.texts.map(closeBlankLines);
  const closedSeam = closeBlankLines(seam);

  const drawn = (parts: PageParts) => {
    const routeTags = hasHeadSlot && parts.preloads ? findAppCodeTags(parts.preloads) : [];
    if (!appCode.hasAppCode && !routeTags.length) return plain(parts);
    const leftOfPreloads = routeTags.length ? `\n    ${parts.preloads}`.replace(APP_CODE_TAG, '') : '';
    return join(drawnCut, {
      language: `<html lang="${parts.language}">`,
      head: parts.head + (leftOfPreloads ? closeBlankLines(leftOfPreloads + seam) : closedSeam),
      body: parts.body,
      headEnd: appCode.holder(routeTags),
    });
  };
  return { plain, drawn };
}
