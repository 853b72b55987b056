/**
 * The route table of 1-user-flows.md section 2. Pages load lazily so the landing page stays
 * small on a phone; features register their pages here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LandingPage } from '../features/landing/pages/landing-page';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

const SearchPage = lazy(() => import('./pages/search-page'));
const ItemPage = lazy(() => import('./pages/item-page'));
const OrganisationRoutes = lazy(() => import('./pages/organisation-routes'));

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
  { path: '/search', component: SearchPage },
  { path: '/search-items', component: SearchPage },
  { path: '/post-item', component: lazy(() => import('../features/items/pages/post-item-page')) },
  { path: '/edit-item/:id', component: lazy(() => import('../features/items/pages/edit-item-page')) },
  { path: '/item/:id', component: ItemPage },
  { path: '/items/:id', component: ItemPage },
  { path: '/finder-dashboard', component: lazy(() => import('./pages/finder-dashboard-page')) },
  { path: '/claimer-dashboard', component: lazy(() => import('./pages/claimer-dashboard-page')) },
  { path: '/profile', component: lazy(() => import('./pages/profile-page')) },
  { path: '/delete-account', component: lazy(() => import('../features/personal-data/pages/delete-account-page')) },
  { path: '/terms-and-conditions', component: lazy(() => import('../features/site-info/pages/terms-page')) },
  { path: '/privacy-policy', component: lazy(() => import('../features/site-info/pages/privacy-page')) },
  { path: '/help-center', component: lazy(() => import('../features/site-info/pages/help-center-page')) },
  { path: '/contact', component: lazy(() => import('../features/site-info/pages/contact-page')) },
  { path: '/admin', component: lazy(() => import('../features/admin/pages/overview-page')) },
  { path: '/admin/dashboard', component: lazy(() => import('../features/admin/pages/dashboard-page')) },
  { path: '/admin/users', component: lazy(() => import('../features/admin/pages/users-page')) },
  { path: '/admin/items', component: lazy(() => import('../features/admin/pages/items-page')) },
  { path: '/admin/categories', component: lazy(() => import('../features/admin/pages/categories-page')) },
  { path: '/admin/settings', component: lazy(() => import('../features/admin/pages/settings-page')) },
  { path: '/admin/verifications', component: lazy(() => import('../features/admin/pages/verifications-page')) },
  { path: '/admin/reports', component: lazy(() => import('../features/admin/pages/reports-page')) },
  { path: '/admin/payouts', component: lazy(() => import('../features/payments/pages/admin-payouts-page')) },
  { path: '/admin/ledger', component: lazy(() => import('../features/admin/pages/ledger-page')) },
  { path: '/admin/audit', component: lazy(() => import('../features/admin/pages/audit-page')) },
  { path: '/admin/messages', component: lazy(() => import('../features/admin/pages/messages-page')) },
  { path: '/admin/quick-login', component: lazy(() => import('../features/admin/pages/quick-login-page')) },
  { path: '/admin/organisations', component: lazy(() => import('../features/admin/pages/organisations-page')) },
  // An organisation's public page, '/organisations', '/organisations/apply' and a member's desk, its intake and import pages.
  { path: '/o/:slug', component: OrganisationRoutes },
  { path: '/organisations/*?', component: OrganisationRoutes },
  { path: '/dev/outbox', component: lazy(() => import('../features/dev/pages/outbox-page')) },
  { path: '/dev/sms-outbox', component: lazy(() => import('../features/dev/pages/sms-outbox-page')) },
];
