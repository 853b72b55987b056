/**
 * Every route's contract, by feature (docs/decisions/0274): the server's tests read them (the
 * access matrix, "every route comes from a contract"). The web imports a feature's `*.api.ts`
 * itself, never this list, so a page carries only the routes it calls.
 */
import type { Route } from './route';
import * as items from './items.api';
import * as publicData from './public.api';
import * as auth from './auth.api';
import * as session from './session.api';
import * as reviews from './reviews.api';
import * as notifications from './notifications.api';
import * as messages from './messages.api';
import * as account from './account.api';
import * as lostReports from './lost-reports.api';
import * as claims from './claims.api';
import * as organisations from './organisations.api';
import * as adminItems from './admin-items.api';
import * as adminUsers from './admin-users.api';
import * as adminOverview from './admin-overview.api';
import * as adminLists from './admin-lists.api';
import * as payments from './payments.api';
import * as paymentHooks from './payment-hooks.api';
import * as site from './site.api';
import * as reports from './reports.api';
import * as personalData from './personal-data.api';
import * as dev from './dev.api';
import * as whatsapp from './whatsapp.api';
import * as callbacks from './callbacks.api';
import * as adminPayments from './admin-payments.api';
import * as adminOrganisations from './admin-organisations.api';
import * as adminMessaging from './admin-messaging.api';

export const API = {
  items,
  public: publicData,
  auth,
  session,
  reviews,
  notifications,
  messages,
  account,
  lostReports,
  claims,
  organisations,
  adminItems,
  adminUsers,
  adminOverview,
  adminLists,
  payments,
  paymentHooks,
  site,
  reports,
  personalData,
  dev,
  whatsapp,
  callbacks,
  adminPayments,
  adminOrganisations,
  adminMessaging,
} as const;

export function allRoutes(): Route[] {
  return Object.values(API).flatMap((feature) => Object.values(feature) as Route[]);
}

/** `GET /api/items/:id` → its contract. */
export function routeByKey(): Map<string, Route> {
  return new Map(allRoutes().map((route) => [`${route.method} ${route.path}`, route]));
}
