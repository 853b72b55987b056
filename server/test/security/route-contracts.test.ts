/**
 * Every API route is registered from its contract (@okota/shared/contracts/*.api.ts,
 * docs/decisions/0274): the object the web calls it by is the one the router serves, with the
 * same access. Routes not converted yet are listed in routes-without-contract.ts, a list that may
 * only shrink: a route converted must leave it, and no new route may join it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@okota/shared/contracts/all.api';
import { createTestApp, type TestApp } from '../helpers';
import { OUTSIDE_THE_TABLE, routeTable, type TableRoute } from './route-table';
import { ROUTES_WITHOUT_CONTRACT } from './routes-without-contract';

describe('routes come from contracts', () => {
  let t: TestApp;
  let routes: TableRoute[];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    routes = routeTable(t.app);
  });
  afterAll(() => t?.close());

  const outside = (route: TableRoute) => OUTSIDE_THE_TABLE.some((entry) => entry.path.test(route.path));

  it('registers every route of the API from a contract, but for the shrinking list', () => {
    const without = routes.filter((route) => !route.contract && !outside(route)).map((route) => route.route);
    expect(
      without.filter((route) => !ROUTES_WITHOUT_CONTRACT.includes(route)),
      'routes registered by hand (use registerRoute)',
    ).toEqual([]);
    expect(
      ROUTES_WITHOUT_CONTRACT.filter((route) => !without.includes(route)),
      'routes now from a contract (or gone): take them off routes-without-contract.ts',
    ).toEqual([]);
  });

  it('serves every contract, at its method and path, with its access', () => {
    const served = new Map(routes.map((route) => [`${route.method} ${route.pattern}`, route]));
    const problems = allRoutes().flatMap((contract) => {
      const route = served.get(`${contract.method} ${contract.path}`);
      if (!route) return [`${contract.method} ${contract.path}: not served`];
      return route.contract === contract ? [] : [`${contract.method} ${contract.path}: registered from another declaration`];
    });
    expect(problems).toEqual([]);
  });
});
