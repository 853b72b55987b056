import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getLanguage } from './i18n';
import './index.css';
import { App } from './app/app';
import { queryClient } from './lib/query-client';
import { hasToken } from './lib/session';
import { readFirstScreenData, takeFirstScreenCache } from './lib/first-screen-data';

const root = document.getElementById('root')!;

// The app marks #root data-ready once the routed page answers taps (app.tsx, PageReady).
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A first screen the server drew from these components (entry-server.tsx) is hydrated when this
// app would draw the same: in the language it was drawn in, for a guest (a signed-in person's
// stored session shows their own top bar at once). Otherwise the app draws the page afresh.
const drawn = root.firstElementChild ? readFirstScreenData() : null;
if (drawn && drawn.language === getLanguage() && !hasToken()) {
  takeFirstScreenCache(queryClient, drawn);
  hydrateRoot(root, app);
  root.dataset.start = 'hydrated';
} else {
  createRoot(root).render(app);
  root.dataset.start = 'rendered';
}
