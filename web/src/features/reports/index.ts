/**
 * The reports feature: "Report this item" and "Report this user". The button loads lazily on
 * first render (its dialog, Radix and strings stay out of the landing page).
 */
import { createElement, lazy, Suspense, type ComponentProps } from 'react';

const LazyReportButton = lazy(() => import('./components/report-button'));

/** Props: targetType ('item' | 'user'), targetId, targetName?, className?. */
export function ReportButton(props: ComponentProps<typeof LazyReportButton>) {
  return createElement(Suspense, { fallback: createElement('span', { className: 'block min-h-9' }) }, createElement(LazyReportButton, props));
}
