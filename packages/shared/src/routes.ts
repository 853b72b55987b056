/**
 * Every page path of the web app, in one place; the server uses it to answer 404 for others.
 * The web writes a page path only through these (a lint rule in eslint.config.js keeps it so,
 * docs/decisions/0255); a path with a parameter has a builder, its router pattern is below.
 */
export const ROUTES = {
  home: '/',
  homeAlias: '/home',
  landing: '/landing',
  auth: '/auth',
  /** Sign-in, coming back to `to` (a path of this app) once signed in. */
  authThenBack: (to: string) => `/auth?redirect=${encodeURIComponent(to)}`,
  signUp: '/auth?tab=signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  search: '/search',
  searchItems: '/search-items',
  postItem: '/post-item',
  editItem: (id: number | string) => `/edit-item/${id}`,
  item: (id: number | string) => `/item/${id}`,
  finderDashboard: '/finder-dashboard',
  claimerDashboard: '/claimer-dashboard',
  profile: '/profile',
  /** The profile's "Verify your phone" card: where every "Verify your phone" button leads (a payout waits for it). */
  verifyPhone: '/profile#verify-phone',
  deleteAccount: '/delete-account',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  help: '/help-center',
  contact: '/contact',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminUsers: '/admin/users',
  adminItems: '/admin/items',
  adminCategories: '/admin/categories',
  adminSettings: '/admin/settings',
  adminVerifications: '/admin/verifications',
  adminReports: '/admin/reports',
  adminPayouts: '/admin/payouts',
  adminLedger: '/admin/ledger',
  adminAudit: '/admin/audit',
  adminMessages: '/admin/messages',
  adminQuickLogin: '/admin/quick-login',
  adminOrganisations: '/admin/organisations',
  /** Organisations (issue 28): the member's list (the desk's screens), applying, and each one's public page. */
  organisations: '/organisations',
  organisationApply: '/organisations/apply',
  organisation: (slug: string) => `/o/${encodeURIComponent(slug)}`,
  /** A member's desk for one organisation (issue 28): held items and hand-overs, the intake desk, the CSV import (the route table: web/src/app/pages/organisation-routes.tsx). */
  organisationDeskOf: (id: string) => `/organisations/${encodeURIComponent(id)}`,
  organisationIntakeOf: (id: string) => `/organisations/${encodeURIComponent(id)}/intake`,
  organisationImportOf: (id: string) => `/organisations/${encodeURIComponent(id)}/import`,
  /**
   * The claims of an item an organisation holds, from a desk member's SMS: it leads on to that
   * desk's claims panel. Short on purpose (no longer than '/finder-dashboard'), so the SMS keeps
   * one part (docs/decisions/0268).
   */
  deskClaimsOf: (itemId: number | string) => `/desk/${itemId}`,
  devOutbox: '/dev/outbox',
  devSmsOutbox: '/dev/sms-outbox',
  devWhatsapp: '/dev/whatsapp',
} as const;

/** The router's patterns (wouter syntax) of the pages with a parameter, beside their builders above. */
export const ROUTE_PATTERNS = {
  item: '/item/:id',
  itemAlias: '/items/:id',
  editItem: '/edit-item/:id',
  organisation: '/o/:slug',
  /** '/organisations', '/organisations/apply' and a member's desk pages, routed again inside. */
  organisationsAll: '/organisations/*?',
  organisationDesk: '/organisations/:id',
  organisationIntake: '/organisations/:id/intake',
  organisationImport: '/organisations/:id/import',
  deskClaims: '/desk/:itemId',
} as const;

/** A page path or router pattern as a regular expression: `:name` is one segment, a trailing slash is allowed. */
export function pagePattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${escaped}${path === '/' ? '' : '\\/?'}$`);
}

/**
 * The pages the web router knows, made from ROUTES and ROUTE_PATTERNS alone (docs/decisions/0274):
 * a page added there is known here. A wildcard pattern routes again inside, where its pages are
 * named one by one, so it adds nothing. Anything else is the 404 page.
 */
export const PAGE_PATTERNS: RegExp[] = [
  ...new Set([
    ...Object.values(ROUTES)
      .filter((route): route is Extract<(typeof ROUTES)[keyof typeof ROUTES], string> => typeof route === 'string')
      .map((path) => path.split(/[?#]/)[0]!),
    ...Object.values(ROUTE_PATTERNS).filter((pattern) => !pattern.includes('*')),
  ]),
].map(pagePattern);

export function isKnownPage(pathname: string): boolean {
  return PAGE_PATTERNS.some((pattern) => pattern.test(pathname));
}
