/**
 * The lost-reports feature for the pages that compose it (the claimer dashboard). The panel, its
 * strings and Radix load lazily on first render; importing this file costs almost nothing.
 */
import { createElement, lazy, Suspense } from 'react';
import { useTranslation, registerTranslations } from '../../i18n';

const LazyPanel = lazy(() => import('./components/my-lost-reports-panel'));

/** "My Lost Reports": file, follow, renew and close lost reports, with each report's matches. */
export function MyLostReportsPanel() {
  return createElement(Suspense, { fallback: createElement('div', { className: 'h-40 animate-pulse rounded-xl bg-slate-100' }) }, createElement(LazyPanel));
}

/** The tab's value in `?tab=`, as the search page links to it. */
export const LOST_REPORTS_TAB = 'lost-reports';

const en = { label: 'My Lost Reports' };
const sw: typeof en = { label: 'Nilivyopoteza' };
registerTranslations('lostReportsTab', { en, sw });

declare module '../../i18n' {
  interface TranslationNamespaces {
    lostReportsTab: typeof en;
  }
}

/** The tab's label, before the panel's own strings have loaded. */
export function useLostReportsTabLabel(): string {
  return useTranslation('lostReportsTab').t('label');
}
