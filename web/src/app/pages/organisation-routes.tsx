/**
 * The organisation pages (issue 28) behind one lazily loaded route: the first screen's code names
 * one entry for them instead of six (each entry costs the landing page its preload list; the
 * landing JS budget, docs/benchmarks.md). The first matching route wins: 'apply' before ':id'.
 */
import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTES, ROUTE_PATTERNS } from '@okota/shared/routes';

const MyOrganisationsPage = lazy(() => import('../../features/organisations/desk/pages/my-organisations-page'));
const ApplyPage = lazy(() => import('../../features/organisations/public/pages/apply-page'));
const OrganisationPage = lazy(() => import('../../features/organisations/public/pages/organisation-page'));
const DeskPage = lazy(() => import('../../features/organisations/desk/pages/desk-page'));
const IntakePage = lazy(() => import('./organisation-intake-page'));
const ImportPage = lazy(() => import('../../features/organisations/desk/pages/import-page'));

export default function OrganisationRoutes() {
  return (
    <Switch>
      <Route path={ROUTE_PATTERNS.organisation} component={OrganisationPage} />
      <Route path={ROUTES.organisations} component={MyOrganisationsPage} />
      <Route path={ROUTES.organisationApply} component={ApplyPage} />
      <Route path={ROUTE_PATTERNS.organisationDesk} component={DeskPage} />
      <Route path={ROUTE_PATTERNS.organisationIntake} component={IntakePage} />
      <Route path={ROUTE_PATTERNS.organisationImport} component={ImportPage} />
    </Switch>
  );
}
