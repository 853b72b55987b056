/**
 * The web app's first-screen renderer (web/src/entry-server.tsx, built by `npm run build -w web`
 * into web/dist/.ssr): the app's own components drawn into a page's HTML (docs/decisions/0252).
 * Loaded once, when the server starts; without a build (API tests, a server started before the
 * web app was built) pages are served with the plain shell and the app draws them in the browser.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { MetaLanguage } from './page-meta-sw';

/** What web/src/entry-server.tsx exports; the server knows no page's markup, only this. */
export interface FirstScreenRenderer {
  /** The API answers (query key, API path) a page is drawn from, or null when it is not drawn here. */
  firstScreenQueries(pathname: string): Array<{ key: readonly unknown[]; path: string }> | null;
  renderFirstScreen(request: {
    url: string;
    language: MetaLanguage;
    answers: Array<{ key: readonly unknown[]; data: unknown }>;
  }): Promise<{ html: string; head: string } | null>;
}

/** Null when the module is not there; an unreadable build is an error worth stopping for. */
export async function loadFirstScreenRenderer(entry: string): Promise<FirstScreenRenderer | null> {
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as FirstScreenRenderer;
}
