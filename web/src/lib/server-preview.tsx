/**
 * The first paint the server drew into the HTML for some pages (an item's photo and title:
 * server/src/features/items/item-preview-html.ts). It is read from #root before React replaces
 * it, and shown again while the page's code and data load, so a phone on a slow network keeps
 * seeing the photo instead of a spinner. Only for the address the HTML was served for.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

const captured = typeof document === 'undefined' ? '' : document.querySelector('#root main[data-server-preview]')?.outerHTML ?? '';
const capturedPath = typeof window === 'undefined' ? '' : window.location.pathname;

export function ServerPreview({ fallback }: { fallback: ReactNode }) {
  const [path] = useLocation();
  if (!captured || path !== capturedPath) return <>{fallback}</>;
  // Our own server's markup, already in this page's HTML (every value escaped there).
  return <div dangerouslySetInnerHTML={{ __html: captured }} />;
}
