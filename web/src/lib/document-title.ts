/**
 * The browser tab's title, in the current language: every page has one (i18n/page-titles.ts, keyed by the page's name in ROUTES),
 * set by <RouteTitle /> in the app shell; a page that knows better (an item's own title) calls
 * useDocumentTitle after it. The shell renders RouteTitle before the pages, and React runs an
 * earlier sibling's effects first, so on a change of page or language the page's title wins.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { translate, useTranslation } from '../i18n';
import { matchPage } from '@okota/shared/routes';
import { PAGE_TITLES_NS, SAME_TITLE_AS } from '../i18n/page-titles';

/** The page-titles key of a path: its page's name ('/items/12' → 'item', '/search-items' → 'search'); 'notFound' for an unknown path. */
export function titleKeyFor(path: string): string {
  const route = matchPage(path.split(/[?#]/)[0]!)?.route;
  if (!route) return 'notFound';
  return (SAME_TITLE_AS as Partial<Record<string, string>>)[route] ?? route;
}

/** 'Search Found Items · Okota' for a page, the landing page's own title for '/'. */
export function pageTitleFor(path: string): string {
  const key = titleKeyFor(path);
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
