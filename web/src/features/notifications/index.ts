/**
 * The notifications feature. Each component loads lazily on first render (its code, Radix and
 * strings stay out of the landing page), so importing this file costs almost nothing.
 */
import { createElement, lazy, Suspense, type ComponentProps } from 'react';

const LazyBell = lazy(() => import('./components/notification-bell'));
const LazyPushSettingsCard = lazy(() => import('./components/push-settings-card'));

/** The bell with its dropdown; also keeps the tab's real-time link (/ws) open while mounted. */
export function NotificationBell(props: ComponentProps<typeof LazyBell>) {
  return createElement(Suspense, { fallback: createElement('span', { className: 'inline-block h-11 w-11' }) }, createElement(LazyBell, props));
}

/** The Push Notifications card (profile, and the finder dashboard's Settings tab). */
export function PushSettingsCard() {
  return createElement(
    Suspense,
    { fallback: createElement('div', { className: 'h-40 animate-pulse rounded-xl bg-slate-100' }) },
    createElement(LazyPushSettingsCard),
  );
}
