/**
 * The first screens drawn on the server from the app's own components (docs/decisions/0252): the
 * landing page, the search page and an item's page, the three that people open from outside
 * (links, WhatsApp shares, search engines). Built by `vite build --ssr` into dist/.ssr
 * (vite.config.ts) and loaded by the server (server/src/features/seo/first-screen.ts), which asks
 * which answers a page is drawn from, fetches them from its own API as a guest would, and asks for
 * the markup. The browser then hydrates the same tree with the same answers (main.tsx).
 */
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '@okota/shared';
import { matchPage } from '@okota/shared/routes';
import { Router } from 'wouter';
import { setServerRenderLanguage, type Language } from './i18n';
import { App } from './app/app';
import { publicKeys } from './lib/public-data';
import { writeFirstScreenData } from './lib/first-screen-data';
import { itemKeys } from './features/items/api/keys';
import * as itemsApi from '@okota/shared/contracts/items.api';
import * as publicApi from '@okota/shared/contracts/public.api';
import { urlOf } from './lib/api-client';

/** An answer a first screen is drawn from: the query's key and the API path that answers it. */
export interface FirstScreenQuery {
  key: readonly unknown[];
  path: string;
}

export interface FirstScreenRequest {
  /** The page's path and query, as requested. */
  url: string;
  language: Language;
  /** The answers of `firstScreenQueries`, those the API gave (a missing one draws as loading, as in the app). */
  answers: Array<{ key: readonly unknown[]; data: unknown }>;
}

export interface FirstScreen {
  /** The markup inside #root. */
  html: string;
  /** Tags for the page's head: React's resource hints (an image's preload) and the data block (lib/first-screen-data.ts). */
  head: string;
}

const fees: FirstScreenQuery = { key: publicKeys.fees, path: urlOf(publicApi.fees) };

/** The answers a page's first screen is drawn from, or null when the server does not draw the page (pages by their names in ROUTES). */
export function firstScreenQueries(pathname: string): FirstScreenQuery[] | null {
  const page = matchPage(pathname);
  switch (page?.route) {
    case 'home':
    case 'homeAlias':
    case 'landing':
      return [fees];
    case 'search':
    case 'searchItems':
      return [];
    case 'item':
    case 'itemAlias': {
      // An id no item can have is the app's own 404, drawn in the browser.
      if (!/^\d{1,10}$/.test(page.params.id!)) return null;
      const id = Number(page.params.id);
      // The guest's view of the item (web features/items/api/get-item.ts useItem): the page is drawn for no one in particular.
      return [{ key: [...itemKeys.detail(id), 'guest'], path: urlOf(itemsApi.get, { params: { id } }) }, fees];
    }
    default:
      return null;
  }
}

// The translator speaks one language at a time (i18n/index.ts): renders take turns.
let turn: Promise<unknown> = Promise.resolve();

export function renderFirstScreen(request: FirstScreenRequest): Promise<FirstScreen | null> {
  const rendered = turn.then(() => draw(request));
  turn = rendered.catch(() => undefined);
  return rendered;
}

async function draw({ url, language, answers }: FirstScreenRequest): Promise<FirstScreen | null> {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: QUERY_STALE_MS, retry: false } } });
  for (const { key, data } of answers) client.setQueryData(key, data);
  setServerRenderLanguage(language);
  const [pathname, search = ''] = url.split('?');
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search}>
        <App client={client} />
      </Router>
    </StrictMode>,
    // A part that fails on the server would be drawn by the browser alone: the server serves the plain page instead.
    { onError: (error) => void errors.push(error) },
  );
  // Bytes, decoded as one text: a character may be cut between two chunks.
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  if (errors.length) throw errors[0];
  // A part that was not ready when the tree was written (a lazy piece this process had not loaded
  // yet) follows the tree with an inline script that moves it in, which the page's CSP refuses; the
  // browser would then wait for it and give up (React error 419). Such a page is served plain, and
  // the app draws it; the next request finds the piece loaded.
  if (html.includes('<!--$?-->')) return null;
  // React writes resource hints (the first photo's preload) before the tree: they belong in the head, not in #root.
  const hints = /^(?:<link [^>]*>)*/.exec(html)![0];
  return {
    html: html.slice(hints.length),
    head:
      hints +
      writeFirstScreenData(
        language,
        client,
        answers.map(({ key }) => key),
      ),
  };
}
