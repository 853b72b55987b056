/**
 * The route table of docs/product/user-flows.md section 2. Pages load lazily so the landing page stays
 * small on a phone; features register their pages here.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, ROUTE_PATTERNS } from '@okota/shared/routes';
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
  { path: ROUTES.home, component: LandingPage },
  { path: ROUTES.homeAlias, component: LandingPage },
  { path: ROUTES.landing, component: LandingPage },
  { path: ROUTES.auth, component: lazy(() => import('../features/auth/pages/auth-page')) },
  { path: ROUTES.forgotPassword, component: lazy(() => import('../features/auth/pages/forgot-password-page')) },
  { path: ROUTES.resetPassword, component: lazy(() => import('../features/auth/pages/reset-password-page')) },
  { path: ROUTES.search, component: SearchPage },
  { path: ROUTES.searchItems, component: SearchPage },
  { path: ROUTES.postItem, component: lazy(() => import('../features/items/pages/post-item-page')) },
  { path: ROUTE_PATTERNS.editItem, component: lazy(() => import('../features/items/pages/edit-item-page')) },
  { path: ROUTE_PATTERNS.item, component: ItemPage },
  { path: ROUTE_PATTERNS.itemAlias, component: ItemPage },
  { path: ROUTES.finderDashboard, component: lazy(() => import('./pages/finder-dashboard-page')) },
  { path: ROUTES.claimerDashboard, component: lazy(() => import('./pages/claimer-dashboard-page')) },
  { path: ROUTES.profile, component: lazy(() => import('./pages/profile-page')) },
  { path: ROUTES.deleteAccount, component: lazy(() => import('../features/personal-data/pages/delete-account-page')) },
  { path: ROUTES.terms, component: lazy(() => import('../features/site-info/pages/terms-page')) },
  { path: ROUTES.privacy, component: lazy(() => import('../features/site-info/pages/privacy-page')) },
  { path: ROUTES.help, component: lazy(() => import('../features/site-info/pages/help-center-page')) },
  { path: ROUTES.contact, component: lazy(() => import('../features/site-info/pages/contact-page')) },
  { path: ROUTES.admin, component: lazy(() => import('../features/admin/pages/overview-page')) },
  { path: ROUTES.adminDashboard, component: lazy(() => import('../features/admin/pages/dashboard-page')) },
  { path: ROUTES.adminUsers, component: lazy(() => import('../features/admin/pages/users-page')) },
  { path: ROUTES.adminItems, component: lazy(() => import('../features/admin/pages/items-page')) },
  { path: ROUTES.adminCategories, component: lazy(() => import('../features/admin/pages/categories-page')) },
  { path: ROUTES.adminSettings, component: lazy(() => import('../features/admin/pages/settings-page')) },
  { path: ROUTES.adminVerifications, component: lazy(() => import('../features/admin/pages/verifications-page')) },
  { path: ROUTES.adminReports, component: lazy(() => import('../features/admin/pages/reports-page')) },
  { path: ROUTES.adminPayouts, component: lazy(() => import('../features/payments/pages/admin-payouts-page')) },
  { path: ROUTES.adminLedger, component: lazy(() => import('../features/admin/pages/ledger-page')) },
  { path: ROUTES.adminAudit, component: lazy(() => import('../features/admin/pages/audit-page')) },
  { path: ROUTES.adminMessages, component: lazy(() => import('../features/admin/pages/messages-page')) },
  { path: ROUTES.adminQuickLogin, component: lazy(() => import('../features/admin/pages/quick-login-page')) },
  { path: ROUTES.adminOrganisations, component: lazy(() => import('../features/admin/pages/organisations-page')) },
  // An organisation's public page, '/organisations', '/organisations/apply' and a member's desk, its intake and import pages.
  { path: ROUTE_PATTERNS.organisation, component: OrganisationRoutes },
  { path: ROUTE_PATTERNS.organisationsAll, component: OrganisationRoutes },
  { path: ROUTE_PATTERNS.deskClaims, component: lazy(() => import('./pages/desk-claims-redirect-page')) },
  { path: ROUTES.devOutbox, component: lazy(() => import('../features/dev/pages/outbox-page')) },
  { path: ROUTES.devSmsOutbox, component: lazy(() => import('../features/dev/pages/sms-outbox-page')) },
  { path: ROUTES.devWhatsapp, component: lazy(() => import('../features/dev/pages/whatsapp-phone-page')) },
];
