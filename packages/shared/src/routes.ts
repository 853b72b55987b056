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

/** A page with a parameter is named by its pattern; a query or a fragment (signUp, verifyPhone) makes no page of its own, nor does a wildcard. */
type StaticPage = {
  [K in keyof typeof ROUTES]: (typeof ROUTES)[K] extends `${string}?${string}` | `${string}#${string}` ? never : (typeof ROUTES)[K] extends string ? K : never;
}[keyof typeof ROUTES];
type PatternPage = { [K in keyof typeof ROUTE_PATTERNS]: (typeof ROUTE_PATTERNS)[K] extends `${string}*${string}` ? never : K }[keyof typeof ROUTE_PATTERNS];

/** Every page the web app draws, by name: a key of ROUTES (a page without parameters) or of ROUTE_PATTERNS. */
export type PageName = StaticPage | PatternPage;

export interface PageMatch {
  route: PageName;
  /** The pattern's `:name` parameters, decoded. */
  params: Record<string, string>;
}

/** A page path or router pattern as a regular expression: `:name` is one segment (captured), a trailing slash is allowed. */
export function pagePattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
  return new RegExp(`^${escaped}${path === '/' ? '' : '\\/?'}$`);
}

interface PageEntry {
  route: PageName;
  pattern: RegExp;
  names: string[];
}

let pages: PageEntry[] | undefined;

/**
 * The pages the web router knows, made from ROUTES and ROUTE_PATTERNS alone (docs/decisions/0281):
 * a page added there is known here. Pages without parameters come first, so '/organisations/apply'
 * is that page and not a desk. Built on first use: a page that never matches paths carries no table.
 */
function pageTable(): PageEntry[] {
  const named: Array<[string, unknown]> = [...Object.entries(ROUTES), ...Object.entries(ROUTE_PATTERNS)];
  pages ??= named
    .filter((entry): entry is [PageName, string] => typeof entry[1] === 'string' && !/[?#*]/.test(entry[1]))
    .map(([route, path]) => ({ route, pattern: pagePattern(path), names: [...path.matchAll(/:(\w+)/g)].map((found) => found[1]!) }));
  return pages;
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The page a path shows and its parameters: `/items/12` → `{ route: 'itemAlias', params: { id: '12' } }`;
 * null for a path no page has (the 404 page). Every place that asks "which page is this" asks here
 * (the server's 404s, page metadata and preloads, the first screens, the tab's title).
 */
export function matchPage(pathname: string): PageMatch | null {
  for (const { route, pattern, names } of pageTable()) {
    const found = pattern.exec(pathname);
    if (found) return { route, params: Object.fromEntries(names.map((name, i) => [name, decoded(found[i + 1]!)])) };
  }
  return null;
}

export function isKnownPage(pathname: string): boolean {
  return matchPage(pathname) !== null;
}
