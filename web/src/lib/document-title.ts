/**
 * The browser tab's title, in the current language: every route has one (i18n/page-titles.ts),
 * set by <RouteTitle /> in the app shell; a page that knows better (an item's own title) calls
 * useDocumentTitle after it. The shell renders RouteTitle before the pages, and React runs an
 * earlier sibling's effects first, so on a change of page or language the page's title wins.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { translate, useTranslation } from '../i18n';
import { PAGE_TITLES_NS } from '../i18n/page-titles';

const ALIASES: Record<string, string> = { '/home': '/', '/landing': '/', '/search-items': '/search', '/items': '/item' };
const WITH_ID = /^\/(item|items|edit-item|o|desk)\/[^/]+$/;
/** A member's desk for one organisation: '/organisations/<id>[/intake|/import]' ('apply' is a page of its own); keys hold no ':' (a namespace prefix). */
const ORGANISATION_DESK = /^\/organisations\/(?!apply$)[^/]+(\/intake|\/import)?$/;

/** The page-titles key of a path: '/items/12' → '/item', '/search-items' → '/search'; null for an unknown path. */
export function titleKeyFor(path: string, known: (key: string) => boolean): string | null {
  const clean = path.split(/[?#]/)[0].replace(/(.)\/+$/, '$1') || '/';
  const desk = ORGANISATION_DESK.exec(clean);
  const base = desk ? `/organisations/desk${desk[1] ?? ''}` : WITH_ID.test(clean) ? clean.slice(0, clean.lastIndexOf('/')) : clean;
  const key = ALIASES[base] ?? base;
  if (key === '/') return 'home';
  return known(key) ? key : null;
}

/** 'Search Found Items · Okota' for a page, the landing page's own title for '/'. */
export function pageTitleFor(path: string): string {
  const key = titleKeyFor(path, (candidate) => translate(candidate, { ns: PAGE_TITLES_NS, defaultValue: '' }) !== '') ?? 'notFound';
  const title = translate(key, { ns: PAGE_TITLES_NS });
  return key === 'home' ? title : translate('suffix', { ns: PAGE_TITLES_NS, title });
}

export function RouteTitle(): null {
  const [location] = useLocation();
  const { i18n } = useTranslation(PAGE_TITLES_NS);
  useEffect(() => {
    document.title = pageTitleFor(location);
  }, [location, i18n.language]);
  return null;
}

/** Sets the tab's title to '{title} · Okota' while the page shows; nothing while `title` is unknown. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { i18n } = useTranslation(PAGE_TITLES_NS);
  useEffect(() => {
    if (title) document.title = translate('suffix', { ns: PAGE_TITLES_NS, title });
  }, [title, i18n.language]);
}
