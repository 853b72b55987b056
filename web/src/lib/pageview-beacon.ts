/**
 * Counts a page view on the server for every page a visitor opens (siteApi.pageview).
 * The app shell calls it once; it weighs a few hundred bytes and never delays a page: the beacon
 * is fire-and-forget and failures are ignored. Admin pages are not counted.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ROUTES } from '@okota/shared/routes';
import * as siteApi from '@okota/shared/contracts/site.api';

// sendBeacon cannot go through the client (lib/api-client.ts): the route's own path, no parameters.
const ENDPOINT = siteApi.pageview.path;

export function sendPageview(path: string): void {
  if (path.startsWith(ROUTES.admin)) return;
  const body = JSON.stringify({ path: path.slice(0, 500) });
  try {
    if (navigator.sendBeacon?.(ENDPOINT, body)) return;
    void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
  } catch {
    // Counting must never disturb the page.
  }
}

export function usePageviewBeacon(): void {
  const [location] = useLocation();
  useEffect(() => {
    sendPageview(location);
  }, [location]);
}
