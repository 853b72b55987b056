/**
 * What the server drew a first screen with (web/src/entry-server.tsx), handed to the app in the
 * page: the language it was drawn in and the answers it drew from, as TanStack Query's dehydrated
 * cache. The app hydrates the drawn screen only with exactly these (main.tsx), so both render
 * the same markup. A JSON data block, not a script: the page's CSP does not run it.
 */
import { dehydrate, hashKey, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { Language } from '../i18n';

export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

export interface FirstScreenData {
  language: Language;
  cache: DehydratedState;
}

/** The block's text: the answers under `keys` only; `<` written as \u003c, so no value can close the tag. */
export function writeFirstScreenData(language: Language, client: QueryClient, keys: ReadonlyArray<readonly unknown[]>): string {
  const hashes = new Set(keys.map((key) => hashKey(key)));
  const data: FirstScreenData = { language, cache: dehydrate(client, { shouldDehydrateQuery: (query) => hashes.has(query.queryHash) }) };
  return `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** The block the server wrote into this page, or null (a page it did not draw, or unreadable). */
export function readFirstScreenData(): FirstScreenData | null {
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as FirstScreenData;
    return data.language === 'en' || data.language === 'sw' ? data : null;
  } catch {
    return null;
  }
}

export function takeFirstScreenCache(client: QueryClient, data: FirstScreenData): void {
  hydrate(client, data.cache);
}
