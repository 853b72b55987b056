/**
 * A new page opens at its top. The browser keeps the scroll position across a client-side
 * navigation, so a result tapped far down the search page opened the item page at its footer
 * (issue 34). Back and forward (popstate) are left to the browser, which puts the reader back
 * where they were; a link to an anchor (#…) scrolls to it instead.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

let cameFromHistory = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    cameFromHistory = true;
  });
}

export function useScrollToTopOnNavigation(): void {
  const [path] = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const fromHistory = cameFromHistory;
    cameFromHistory = false;
    if (first.current) {
      first.current = false;
      return;
    }
    if (fromHistory || window.location.hash) return;
    window.scrollTo(0, 0);
  }, [path]);
}
