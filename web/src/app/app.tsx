import { Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { queryClient } from '../lib/query-client';
import { Spinner } from '../components/ui/spinner';
import { Toaster } from '../components/ui/toast';
import { NotFoundPage } from './pages/not-found-page';
import { TopNav } from './layout/top-nav';
import { Footer } from './layout/footer';
import { routes } from './routes';
import { SessionGuard } from './session-guard';
import { usePageviewBeacon } from '../lib/pageview-beacon';
import { useScrollToTopOnNavigation } from '../lib/scroll-on-navigation';
import { RouteTitle } from '../lib/document-title';
import { useTranslation } from '../i18n';

/** Counts page views on the server (admin analytics); renders nothing. */
function PageviewBeacon() {
  usePageviewBeacon();
  return null;
}

/**
 * Opens each new page at its top. Rendered before the routes, so its effect runs before the page's
 * own: a page that scrolls somewhere itself (the chat of `?expand=messages`) still wins.
 */
function ScrollToTop() {
  useScrollToTopOnNavigation();
  return null;
}

/**
 * Marks #root `data-ready` once the routed page is on screen and answers taps: inside the route's
 * Suspense boundary, so on a first screen the server drew it waits for the page's own code to
 * hydrate, not only the shell around it. The browser tests wait for it after opening a page
 * (e2e/browser.ts). It renders no element, so the hydrated markup is the server's.
 */
function PageReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) root.dataset.ready = '';
  }, []);
  return children;
}

/** The keyboard's first stop: past the header to the page, in the reader's language. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
      {t('skipToContent')}
    </a>
  );
}

/** `client`: the server draws a first screen with a cache of its own per page (web/src/entry-server.tsx). */
export function App({ client = queryClient }: { client?: QueryClient } = {}) {
  return (
    <QueryClientProvider client={client}>
      <div className="flex min-h-screen flex-col">
        {/* First, so a page's own title (useDocumentTitle) is set after the route's. */}
        <RouteTitle />
        <ScrollToTop />
        <SkipLink />
        <TopNav />
        <div id="main" className="min-h-screen flex-1">
          <Suspense fallback={<Spinner />}>
            <PageReady>
              <Switch>
                {routes.map((route) => (
                  <Route key={route.path} path={route.path} component={route.component as never} />
                ))}
                <Route component={NotFoundPage} />
              </Switch>
            </PageReady>
          </Suspense>
        </div>
        <Footer />
        <Toaster />
        <SessionGuard />
        <PageviewBeacon />
      </div>
    </QueryClientProvider>
  );
}
