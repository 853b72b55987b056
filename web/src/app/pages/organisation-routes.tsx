/**
 * The organisation pages (issue 28) behind one lazily loaded route: the first screen's code names
 * one entry for them instead of six (each entry costs the landing page its preload list; the
 * landing JS budget, docs/benchmarks.md). The first matching route wins: 'apply' before ':id'.
 */
import { lazy } from 'react';
import { Route, Switch } from 'wouter';

const MyOrganisationsPage = lazy(() => import('../../features/organisations/desk/pages/my-organisations-page'));
const ApplyPage = lazy(() => import('../../features/organisations/public/pages/apply-page'));
const OrganisationPage = lazy(() => import('../../features/organisations/public/pages/organisation-page'));
const DeskPage = lazy(() => import('../../features/organisations/desk/pages/desk-page'));
const IntakePage = lazy(() => import('./organisation-intake-page'));
const ImportPage = lazy(() => import('../../features/organisations/desk/pages/import-page'));

export default function OrganisationRoutes() {
  return (
    <Switch>
      <Route path="/o/:slug" component={OrganisationPage} />
      <Route path="/organisations" component={MyOrganisationsPage} />
      <Route path="/organisations/apply" component={ApplyPage} />
      <Route path="/organisations/:id" component={DeskPage} />
      <Route path="/organisations/:id/intake" component={IntakePage} />
      <Route path="/organisations/:id/import" component={ImportPage} />
    </Switch>
  );
}
