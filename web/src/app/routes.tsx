/**
 * The route table of 1-user-flows.md section 2. Pages load lazily so the landing page stays
 * small on a phone; features register their pages here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LandingPage } from '../features/landing/landing-page';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

const Placeholder = lazy(() => import('../pages/placeholder-page'));

export interface RouteEntry {
  path: string;
  component: Page;
}

export const routes: RouteEntry[] = [
  { path: '/', component: LandingPage },
  { path: '/home', component: LandingPage },
  { path: '/landing', component: LandingPage },
  { path: '/auth', component: lazy(() => import('../features/auth/pages/auth-page')) },
  { path: '/forgot-password', component: lazy(() => import('../features/auth/pages/forgot-password-page')) },
  { path: '/reset-password', component: lazy(() => import('../features/auth/pages/reset-password-page')) },
  { path: '/search', component: Placeholder },
  { path: '/search-items', component: Placeholder },
  { path: '/post-item', component: Placeholder },
  { path: '/edit-item/:id', component: Placeholder },
  { path: '/item/:id', component: Placeholder },
  { path: '/items/:id', component: Placeholder },
  { path: '/finder-dashboard', component: Placeholder },
  { path: '/claimer-dashboard', component: Placeholder },
  { path: '/profile', component: Placeholder },
  { path: '/terms-and-conditions', component: lazy(() => import('../features/pages/terms/terms-page')) },
  { path: '/privacy-policy', component: lazy(() => import('../features/pages/privacy/privacy-page')) },
  { path: '/help-center', component: lazy(() => import('../features/pages/help/help-center-page')) },
  { path: '/contact', component: lazy(() => import('../features/pages/contact/contact-page')) },
  { path: '/admin', component: Placeholder },
  { path: '/admin/:section', component: Placeholder },
  { path: '/dev/outbox', component: lazy(() => import('../features/dev/outbox-page')) },
];
